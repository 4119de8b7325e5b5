/**
 * Time and peak memory to process a 3-hour meeting (at least 27,000 words, five speakers, word
 * timestamps): the notes from the embedded language model, then the segments, participants and
 * notes stored, as processMeeting does after a call. Run from apps/api:
 * `npx tsx bench/meeting-processing.bench.ts`. Each database runs in its own process so the peaks
 * are its own: an in-memory PGlite always, and with BENCH_POSTGRES_URL set a throwaway database
 * on that server, dropped afterwards. The peak RSS is reset (clear_refs) after the database is
 * open and the meeting generated, so it is that of processing; PGlite's WebAssembly memory counts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { DEFAULT_MIGRATIONS_FOLDER, type DatabaseConfig } from '../src/config.js';
import { openDatabase } from '../src/db/index.js';
import { processMeeting, readBotDetails } from '../src/meeting-bots/meeting-data.js';
import { meetingBot } from '../src/meeting-bots/schema.js';
import { ExtractiveLlm } from '../src/providers/llm/index.js';
import {
  generateMeeting,
  MEETING_SECONDS,
  MEETING_START as START,
  SPEAKERS,
} from './three-hour-meeting.js';
import { benchOnEachDatabase, type BenchDatabase } from './server-process.js';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** VmHWM: the process's peak resident memory since it started or since resetPeak(). */
function peakRss(): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

function resetPeak(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

async function bench(kind: BenchDatabase, config: DatabaseConfig): Promise<void> {
  const opened = await openDatabase(config, DEFAULT_MIGRATIONS_FOLDER, (error) => {
    throw error;
  });
  try {
    const record = generateMeeting();
    const words = record.transcript.reduce((sum, part) => sum + part.words.length, 0);
    await opened.db.insert(meetingBot).values({
      botId: 'bench-bot',
      userId: 'bench-user',
      agentId: 'bench-agent',
      name: 'Quarterly planning',
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
      platform: 'google_meet',
      meetingId: 'abc-defg-hij',
      isScheduled: false,
      joinAt: new Date(START),
      joinedAt: new Date(START),
      status: 'processing',
      provider: 'simulator',
    });
    const setupPeak = peakRss();
    const reset = resetPeak();
    console.log(
      `${kind.toUpperCase()}: ${words} words in ${record.transcript.length} segments, ${MEETING_SECONDS / 3600} h, ` +
        `${SPEAKERS.length} speakers; RSS ${megabytes(process.memoryUsage().rss)} before processing ` +
        `(setup peak ${megabytes(setupPeak)}${reset ? '' : ', peak not resettable here'})`,
    );

    // Sampled while processing: the heap's own peak, which V8 does not keep.
    let heapPeak = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => {
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }, 5);
    const llm = new ExtractiveLlm();
    const timed = async (label: string, run: () => Promise<unknown>) => {
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      await run();
      const cpu = process.cpuUsage(cpuStart);
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
      console.log(
        `  ${label.padEnd(34)} ${(performance.now() - start).toFixed(0).padStart(6)} ms wall ` +
          `${((cpu.user + cpu.system) / 1000).toFixed(0).padStart(6)} ms CPU   ` +
          `peak RSS ${megabytes(peakRss())}   peak heap ${megabytes(heapPeak)}`,
      );
    };
    await timed('processMeeting', () =>
      processMeeting({ db: opened.db, llm }, 'bench-bot', record),
    );
    await timed('processMeeting again (replaces)', () =>
      processMeeting({ db: opened.db, llm }, 'bench-bot', record),
    );
    let notes = '';
    await timed('readBotDetails (the detail page)', async () => {
      notes = (await readBotDetails(opened.db, 'bench-user', 'bench-bot'))?.notes?.content ?? '';
    });
    clearInterval(sampler);
    const items = (heading: string) =>
      (notes.split(`## ${heading}\n\n`)[1]?.split('\n\n')[0] ?? '')
        .split('\n')
        .filter((line) => line.startsWith('- ')).length;
    console.log(
      `  notes: ${notes.length} characters; summary ${items('Summary')}, decisions ${items('Decisions')}, ` +
        `action items ${items('Action items')}, open questions ${items('Open questions')}`,
    );
  } finally {
    await opened.close();
  }
}

await benchOnEachDatabase(bench);
