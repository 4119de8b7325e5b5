/**
 * Server time of Ask AI's embedded answers on the generated 3-hour meeting (generated-meeting.ts:
 * about 27,000 words in 1,500 segments): 200 varied questions, each retrieved and answered as the
 * API does, then kept in the conversation. Prints p50, p95 and max. Run from apps/api:
 * `npx tsx bench/ask-ai.bench.ts`. An in-memory PGlite always, and with BENCH_POSTGRES_URL set a
 * throwaway database on that server too, dropped afterwards; each in its own process. On a busy
 * machine the wall time mostly measures the wait for a core; the CPU time is the work itself
 * (PGlite's included, as it runs in the process).
 */
import { answerQuestion } from '../src/ask-ai/answer.js';
import { keepExchange, recentMessages } from '../src/ask-ai/conversation.js';
import { DEFAULT_MIGRATIONS_FOLDER, type DatabaseConfig } from '../src/config.js';
import { openDatabase } from '../src/db/index.js';
import { processMeeting } from '../src/meeting-bots/meeting-data.js';
import { meetingBot } from '../src/meeting-bots/schema.js';
import { ExtractiveLlm } from '../src/providers/llm/index.js';
import { benchOnEachDatabase, type BenchDatabase } from './server-process.js';
import { generateMeeting, MEETING_START, questionsAbout } from './three-hour-meeting.js';

const QUESTIONS = 200;
/** Answers before timing starts: the first queries plan and warm the caches. */
const WARM_UP = 10;
const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

function report(label: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(48)} p50 ${percentile(sorted, 0.5).toFixed(1).padStart(6)} ms` +
      `   p95 ${percentile(sorted, 0.95).toFixed(1).padStart(6)} ms   max ${sorted.at(-1)!.toFixed(1).padStart(6)} ms`,
  );
}

async function bench(kind: BenchDatabase, config: DatabaseConfig): Promise<void> {
  const opened = await openDatabase(config, DEFAULT_MIGRATIONS_FOLDER, (error) => {
    throw error;
  });
  try {
    const llm = new ExtractiveLlm();
    const record = generateMeeting();
    const words = record.transcript.reduce((sum, part) => sum + part.words.length, 0);
    await opened.db.insert(meetingBot).values({
      botId: 'bench-bot',
      userId: 'bench-user',
      agentId: null,
      name: 'Quarterly planning',
      isScheduled: false,
      joinAt: new Date(MEETING_START),
      status: 'ended',
      provider: 'import',
      processed: true,
    });
    await processMeeting({ db: opened.db, llm }, 'bench-bot', record);
    console.log(
      `${kind.toUpperCase()}: ${words} words in ${record.transcript.length} segments; ${QUESTIONS} questions`,
    );

    const conversation = { userId: 'bench-user', botId: 'bench-bot' };
    const answering: number[] = [];
    const answeringCpu: number[] = [];
    const whole: number[] = [];
    let cited = 0;
    let declined = 0;
    for (const [index, question] of questionsAbout(QUESTIONS + WARM_UP).entries()) {
      const start = performance.now();
      const history = await recentMessages(opened.db, conversation, 6);
      const answerStart = performance.now();
      const cpuStart = process.cpuUsage();
      const answer = await answerQuestion(
        { db: opened.db, llm },
        { ...conversation, agentId: null, question, history },
      );
      const answered = performance.now();
      const cpu = process.cpuUsage(cpuStart);
      await keepExchange(opened.db, conversation, question, answer);
      if (index < WARM_UP) continue;
      answering.push(answered - answerStart);
      answeringCpu.push((cpu.user + cpu.system) / 1000);
      whole.push(performance.now() - start);
      cited += answer.citations.length;
      if (answer.citations.length === 0) declined++;
    }
    report('retrieve + answer', answering);
    report(
      `  its CPU time in this process${kind === 'pglite' ? '' : ' (not the server)'}`,
      answeringCpu,
    );
    report('with conversation (read, keep)', whole);
    console.log(
      `  ${(cited / QUESTIONS).toFixed(2)} citations per answer; ${declined} answered "not covered"`,
    );
  } finally {
    await opened.close();
  }
}

await benchOnEachDatabase(bench);
