/**
 * The embedded voice (espeak-ng in WebAssembly, then lamejs): its real-time factor (time spent
 * synthesising and encoding / length of the audio made) for typical answers of one sentence, three
 * sentences and a long one, in each voice; the time to an answer's first clip, cold (the
 * WebAssembly compiled and lamejs loaded on first use) and warm; the longest the event loop was
 * held; and the process's memory before and after the voice is loaded. Run from apps/api:
 * `npx tsx bench/speech.bench.ts` (the server runs on PGlite with `--liftoff-only`, which slows the
 * WebAssembly: `node --liftoff-only --import tsx bench/speech.bench.ts` measures that). On a busy
 * machine the wall time mostly measures the wait for a core; the CPU time is the work itself.
 */
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  EmbeddedSpeech,
  speechSentences,
  type SpeechClip,
  type SpeechVoice,
} from '../src/providers/speech/index.js';

const ANSWERS = {
  'one sentence': 'The launch has moved to Friday because the payment tests are still failing.',
  'three sentences':
    'The launch has moved to Friday because the payment tests are still failing. Priya will send ' +
    'the revised budget to the finance team by Wednesday. The next review is on the fourteenth of ' +
    'March at three in the afternoon.',
  'a long answer':
    'Here is what the team decided in this meeting. The launch has moved to Friday because the ' +
    'payment tests are still failing on the staging servers, and Ravi will rerun them tonight. ' +
    'Priya will send the revised budget to the finance team by Wednesday, with the two new ' +
    'engineers for the mobile team included. The customers who asked for the new pricing plan ' +
    'were Acme, Globex and Initech; Anita will call each of them before the end of the month. ' +
    'Nobody objected to keeping the current price for existing users. Three action items are ' +
    'still open, and the first one, the login bug on older phones, is due tomorrow. The next ' +
    'review is on the fourteenth of March at three in the afternoon. Is there anything else you ' +
    'would like me to add to the notes?',
} as const;
/** Rounds timed per answer and voice, after the first (which warms the JIT) is left out. */
const ROUNDS = 5;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

interface Spoken {
  wallMs: number;
  cpuMs: number;
  firstClipMs: number;
  audioMs: number;
  clips: number;
}

async function speak(speech: EmbeddedSpeech, text: string, voice: SpeechVoice): Promise<Spoken> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  let firstClipMs = 0;
  const clips: SpeechClip[] = [];
  for await (const clip of speech.speak(text, voice)) {
    if (!clips.length) firstClipMs = performance.now() - started;
    clips.push(clip);
  }
  return {
    wallMs: performance.now() - started,
    cpuMs: cpuMs(cpu),
    firstClipMs,
    audioMs: clips.reduce((sum, clip) => sum + clip.durationMs, 0),
    clips: clips.length,
  };
}

async function main(): Promise<void> {
  // tsx adds its own --require and --import, each with a value: the rest are V8's.
  const flags = process.execArgv.filter(
    (flag, index, all) =>
      flag.startsWith('--') &&
      !['--require', '--import'].includes(flag) &&
      !['--require', '--import'].includes(all[index - 1] ?? ''),
  );
  console.log(
    `node ${process.version} ${flags.join(' ') || '(no V8 flags)'}; ` +
      `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
  );
  const speech = new EmbeddedSpeech();
  global.gc?.();
  const before = process.memoryUsage();

  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const cold = await speak(speech, ANSWERS['one sentence'], 'male');
  delay.disable();
  const after = process.memoryUsage();
  console.log(
    `cold: first clip after ${ms(cold.firstClipMs)} (${ms(cold.cpuMs)} CPU), the WebAssembly ` +
      `compiled and lamejs loaded; event loop held at most ${ms(delay.max / 1e6)}`,
  );
  console.log(
    `memory: RSS ${mb(before.rss)} before, ${mb(after.rss)} after loading and speaking once ` +
      `(heap ${mb(before.heapUsed)} -> ${mb(after.heapUsed)}, ` +
      `outside it ${mb(before.external)} -> ${mb(after.external)})`,
  );

  console.log(`\nwarm, median of ${ROUNDS} rounds (real-time factor = time taken / audio made):`);
  for (const voice of ['male', 'female'] as const)
    for (const [label, text] of Object.entries(ANSWERS)) {
      await speak(speech, text, voice);
      const rounds: Spoken[] = [];
      delay.reset();
      delay.enable();
      for (let round = 0; round < ROUNDS; round++) rounds.push(await speak(speech, text, voice));
      delay.disable();
      const median = (pick: (spoken: Spoken) => number) =>
        rounds.map(pick).sort((a, b) => a - b)[ROUNDS >> 1]!;
      const audioMs = median((spoken) => spoken.audioMs);
      console.log(
        `  ${voice.padEnd(6)} ${label.padEnd(16)} ${String(rounds[0]!.clips).padStart(2)} clips ` +
          `${(audioMs / 1000).toFixed(1).padStart(5)} s audio   ` +
          `RTF ${(median((spoken) => spoken.wallMs) / audioMs).toFixed(3)} wall, ` +
          `${(median((spoken) => spoken.cpuMs) / audioMs).toFixed(3)} CPU   ` +
          `first clip ${ms(median((spoken) => spoken.firstClipMs)).padStart(6)}   ` +
          `event loop held ≤ ${ms(delay.max / 1e6)}`,
      );
    }
  global.gc?.();
  // The cold answer, then each of the six (voice, answer) pairs warmed once and timed ROUNDS times.
  const answers = 1 + 6 * (1 + ROUNDS);
  console.log(`\nmemory after ${answers} answers: RSS ${mb(process.memoryUsage().rss)}`);
  console.log(
    `(the long answer is ${speechSentences(ANSWERS['a long answer']).length} clips, ` +
      `${ANSWERS['a long answer'].split(' ').length} words)`,
  );
}

await main();
