/**
 * Time and peak memory to process a 3-hour meeting (at least 27,000 words, five speakers, word
 * timestamps): the notes from the embedded language model, then the segments, participants and
 * notes stored, as processMeeting does after a call. Run from apps/api:
 * `npx tsx bench/meeting-processing.bench.ts`. Each database runs in its own process so the peaks
 * are its own: an in-memory PGlite always, and with BENCH_POSTGRES_URL set a throwaway database
 * on that server, dropped afterwards. The peak RSS is reset (clear_refs) after the database is
 * open and the meeting generated, so it is that of processing; PGlite's WebAssembly memory counts.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { DEFAULT_MIGRATIONS_FOLDER, type DatabaseConfig } from '../src/config.js';
import { openDatabase } from '../src/db/index.js';
import { processMeeting, readBotDetails } from '../src/meeting-bots/meeting-data.js';
import { meetingBot } from '../src/meeting-bots/schema.js';
import { ExtractiveLlm } from '../src/providers/llm/index.js';
import type { MeetingRecord, TranscriptPart } from '../src/providers/meeting-bots/port.js';

const MEETING_SECONDS = 3 * 60 * 60;
const MIN_WORDS = 27_000;
const START = Date.parse('2026-11-25T09:00:00.000Z');

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

/** A small deterministic generator, so every run processes the same meeting. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const SPEAKERS = ['Alice Moreau', 'Bob Okafor', 'Carol Lind', 'Dev Patel', 'Eun-ji Park'];
const TOPICS = [
  'the reporting service',
  'the mobile release',
  'the onboarding flow',
  'the pricing page',
  'the billing migration',
  'the support backlog',
  'the data retention policy',
  'the search latency',
  'the partner integration',
  'the hiring plan',
];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const STATEMENTS = [
  'The numbers for {topic} look better than last month but the error rate is still too high.',
  'Most of the feedback on {topic} came from customers on the starter plan.',
  'We spent most of the sprint on {topic} and the remaining work is mostly testing.',
  'I talked to the design team about {topic} and they want one more round of user interviews.',
  'The main risk with {topic} is that the dependencies are owned by another team.',
  'If we move {topic} to next quarter we free up two engineers for the launch.',
  'Support tickets about {topic} dropped by a third after the last release.',
  'The estimate for {topic} assumes the new infrastructure is ready in time.',
];
const DECISIONS = [
  "Okay, let's go with the smaller scope for {topic} and revisit it in January.",
  'We decided to pause {topic} until the security review is done.',
  'So we agreed that {topic} ships behind a feature flag first.',
];
const ACTIONS = [
  "I'll write up the plan for {topic} by {day}.",
  '{name}, can you check the metrics for {topic} before {day}?',
  'Please send the summary of {topic} to the leadership group by end of week.',
  'Action item: {name} to follow up with legal on {topic}.',
];
const QUESTIONS = [
  'What is the budget for {topic} next quarter?',
  'Who owns the rollout plan for {topic}?',
  'Do we have enough test coverage for {topic}?',
];
const ANSWERS = [
  'About the same as this quarter, maybe a little more.',
  "I'm not sure, we need to check with finance.",
  'Yes, the coverage went up after the last sprint.',
  'Good question, let us park that for the planning meeting.',
];

/** A meeting of at least MIN_WORDS words over three hours, with word times spread evenly. */
function generateMeeting(): MeetingRecord {
  const next = random(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const fill = (template: string, speaker: string) =>
    template
      .replace('{topic}', pick(TOPICS))
      .replace('{day}', pick(DAYS))
      .replace('{name}', pick(SPEAKERS.filter((name) => name !== speaker)).split(' ')[0]!);

  const turns: { speaker: string; words: string[] }[] = [];
  let wordCount = 0;
  while (wordCount < MIN_WORDS) {
    const speaker = pick(SPEAKERS);
    const sentences: string[] = [];
    for (let count = 1 + Math.floor(next() * 4); count > 0; count--) {
      const roll = next();
      const pool =
        roll < 0.06 ? DECISIONS : roll < 0.14 ? ACTIONS : roll < 0.22 ? QUESTIONS : STATEMENTS;
      sentences.push(fill(pick(pool), speaker));
    }
    if (sentences.at(-1)!.endsWith('?')) {
      const words = sentences.join(' ').split(' ');
      turns.push({ speaker, words });
      wordCount += words.length;
      const answerer = pick(SPEAKERS.filter((name) => name !== speaker));
      const answer = pick(ANSWERS).split(' ');
      turns.push({ speaker: answerer, words: answer });
      wordCount += answer.length;
    } else {
      const words = sentences.join(' ').split(' ');
      turns.push({ speaker, words });
      wordCount += words.length;
    }
  }

  const secondsPerWord = MEETING_SECONDS / wordCount;
  let index = 0;
  const transcript: TranscriptPart[] = turns.map(({ speaker, words }) => ({
    speakerName: speaker,
    isHost: speaker === SPEAKERS[0],
    words: words.map((text) => ({
      text,
      at: new Date(START + index++ * secondsPerWord * 1000).toISOString(),
    })),
  }));
  return {
    transcript,
    participants: SPEAKERS.map((name, position) => ({ name, isHost: position === 0 })),
  };
}

async function bench(kind: 'pglite' | 'postgres', config: DatabaseConfig): Promise<void> {
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

const [kind] = process.argv.slice(2);
if (kind === 'pglite') {
  await bench('pglite', { kind: 'pglite' });
} else if (kind === 'postgres') {
  await bench('postgres', { kind: 'postgres', url: process.env.BENCH_DATABASE! });
} else {
  const run = (name: string, env: NodeJS.ProcessEnv = process.env) => {
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, name], {
      stdio: 'inherit',
      env,
    });
    if (child.status !== 0) process.exitCode = child.status ?? 1;
  };
  run('pglite');
  const server = process.env.BENCH_POSTGRES_URL;
  if (server) {
    const name = `meeting_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(server);
      url.pathname = `/${name}`;
      run('postgres', { ...process.env, BENCH_DATABASE: url.toString() });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
}
