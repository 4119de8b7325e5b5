/**
 * Live meetings, measured (issue 26's goals):
 * - from a final utterance that calls the agent reaching the server (its provider's POST to the
 *   bot's live address) to the first audio handed to the provider, with the embedded model and
 *   voice, the agent knowing a 7 MB knowledge file (goal: p95 at most 800 ms);
 * - from a line reaching the server to its `line` event read by the owner's open stream (goal: p95
 *   at most 1 s);
 * - the peak memory of the built server (`npm run build` first) with 20 simulated live meetings at
 *   once, each followed by its owner's stream.
 * The voice's real-time factor is bench/speech.bench.ts's. Run from apps/api:
 * `npx tsx bench/live-meetings.bench.ts` (`latency` or `memory` after it runs only that part); with
 * BENCH_POSTGRES_URL the first two run on a throwaway database of that server too.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DatabaseConfig } from '../src/config.js';
import { meetingBot } from '../src/meeting-bots/schema.js';
import type { LiveEvent } from '../src/providers/meeting-bots/port.js';
import { signUp as signUpInProcess } from '../test/support/accounts.js';
import { readEventStream } from '../test/support/event-stream.js';
import { giveCredits } from '../test/support/ledger.js';
import { ScriptedBotProvider, signScripted } from '../test/support/scripted-bots.js';
import { client, startServer as startInProcess } from '../test/support/server.js';
import { KNOWLEDGE_FILES } from './knowledge-files.js';
import { memoryOf, startServer, throwawayDatabase } from './server-process.js';

const ANSWERS = Number(process.env.ANSWERS ?? 40);
const LINES = Number(process.env.LINES ?? 200);
const WARM_UP = 5;
const MEETINGS = 20;
const QUESTIONS = [
  'what is the refund policy for a late delivery?',
  'tell me about the pricing discount for a renewal.',
  'who is the account manager for onboarding?',
  'how does the warranty work in my region?',
  'what is on the release roadmap this quarter?',
];

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

function report(label: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(42)} p50 ${percentile(sorted, 0.5).toFixed(1).padStart(6)} ms` +
      `   p95 ${percentile(sorted, 0.95).toFixed(1).padStart(6)} ms   max ${sorted.at(-1)!.toFixed(1).padStart(6)} ms`,
  );
}

/** A provider that notes when each bot was handed audio. */
class TimedProvider extends ScriptedBotProvider {
  readonly firstAudio = new Map<string, () => void>();
  override async speak(...args: Parameters<ScriptedBotProvider['speak']>): Promise<void> {
    await super.speak(...args);
    this.firstAudio.get(args[0])?.();
    this.firstAudio.delete(args[0]);
  }
}

const utterance = (key: string, speakerName: string, text: string): LiveEvent => ({
  kind: 'utterance',
  key,
  speakerName,
  isHost: false,
  final: true,
  words: text.split(' ').map((word) => ({ text: word, at: new Date().toISOString() })),
});

/** The 7 MB CSV, and its first 40 KB (whole rows): a large knowledge file and a usual one. */
function knowledgeFiles(): { label: string; bytes: Uint8Array }[] {
  const large = KNOWLEDGE_FILES.csv.build();
  const small = large.subarray(0, large.lastIndexOf(10, 40 * 1024) + 1);
  return [
    { label: '40 KB knowledge', bytes: small },
    { label: '7 MB knowledge', bytes: large },
  ];
}

async function inProcess(label: string, database: DatabaseConfig): Promise<void> {
  for (const knowledge of knowledgeFiles())
    await answers(`${label}, ${knowledge.label}`, database, knowledge.bytes);
}

async function answers(
  label: string,
  database: DatabaseConfig,
  knowledge: Uint8Array,
): Promise<void> {
  const provider = new TimedProvider('recall');
  const server = await startInProcess(
    database,
    // No greeting during the measure: only the answers are timed.
    { liveAgent: { greetingSeconds: 3600 } },
    { meetingBots: provider },
  );
  try {
    const api = client(server.baseUrl);
    const owner = await signUpInProcess(api, 'Bench');
    await giveCredits(server.app.db, owner.id, 100);
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: 'Nova',
      greetingMessage: 'Hi, I am Nova.',
      prompt: 'You answer questions about orders, refunds and the product.',
      type: 'audio-agent',
      voice: 'female',
      mode: 'active',
      wakeWords: '',
    }))
      form.set(key, value);
    form.set(
      'file',
      new Blob([knowledge], { type: KNOWLEDGE_FILES.csv.contentType }),
      'knowledge.csv',
    );
    const agent = await api<{ agent: { agentId: string } }>('/api/ai-agent/create', {
      token: owner.token,
      form,
    });
    if (agent.status !== 201) throw new Error(`agent: ${agent.status}`);
    await server.app.jobs.drained();

    /** Bots in their calls: their ids and live addresses. */
    const bots: { botId: string; providerBotId: string; address: string }[] = [];
    for (let index = 0; index < ANSWERS + WARM_UP; index++) {
      const created = await api<{ bot: { botId: string } }>('/api/meeting-bot/create', {
        token: owner.token,
        json: {
          name: `Standup ${index}`,
          meetingUrl: 'https://meet.google.com/abc-defg-hij',
          agentId: agent.body.agent.agentId,
        },
      });
      const { botId } = created.body.bot;
      await server.app.jobs.drained();
      const [row] = await server.app.db
        .select()
        .from(meetingBot)
        .where(eq(meetingBot.botId, botId));
      await provider.emit(row!.providerBotId!, { status: 'in_call', at: new Date() });
      const liveUrl = new URL(
        provider.created.find((c) => c.request.botId === botId)!.request.liveUrl,
      );
      bots.push({
        botId,
        providerBotId: row!.providerBotId!,
        address: `${server.baseUrl}${liveUrl.pathname}${liveUrl.search}`,
      });
    }
    const post = (bot: (typeof bots)[number], live: LiveEvent[]) => {
      const body = JSON.stringify({
        events: [
          {
            eventId: randomUUID(),
            providerBotId: bot.providerBotId,
            status: null,
            at: new Date().toISOString(),
            live,
          },
        ],
      });
      return fetch(bot.address, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test-signature': signScripted(body) },
        body,
      });
    };

    // Each bot is asked once: a bot still saying one answer says the next after it.
    const toAudio: number[] = [];
    for (let asked = 0; asked < ANSWERS + WARM_UP; asked++) {
      const bot = bots[asked]!;
      const question = `Nova, ${QUESTIONS[asked % QUESTIONS.length]}`;
      const audio = new Promise<number>((resolve) =>
        provider.firstAudio.set(bot.providerBotId, () => resolve(performance.now())),
      );
      const sent = performance.now();
      const response = await post(bot, [utterance(`q-${asked}`, 'Priya', question)]);
      if (!response.ok) throw new Error(`delivery: ${response.status}`);
      const handed = await audio;
      if (asked >= WARM_UP) toAudio.push(handed - sent);
    }

    // Lines said in one call, each read by its owner's open stream.
    const bot = bots.at(-1)!;
    const reader = readEventStream(
      server.baseUrl,
      `/api/meeting-bot/live/${bot.botId}`,
      owner.token,
    );
    await reader.until((events) => events.length >= 0);
    const toPage: number[] = [];
    for (let said = 0; said < LINES + WARM_UP; said++) {
      const key = `line-${said}`;
      const sent = performance.now();
      const response = await post(bot, [
        utterance(key, 'Tom', `The figure for item ${said} is ready`),
      ]);
      if (!response.ok) throw new Error(`delivery: ${response.status}`);
      await reader.until((events) =>
        events.some(
          (event) => event.event === 'line' && (event.data as { key: string }).key === key,
        ),
      );
      if (said >= WARM_UP) toPage.push(performance.now() - sent);
    }
    reader.close();

    console.log(`${label}:`);
    report(`utterance to first audio (${ANSWERS} answers)`, toAudio);
    report(`line to the open page (${LINES} lines)`, toPage);
  } finally {
    await server.close();
  }
}

async function answered<T>(request: Promise<Response>): Promise<T> {
  const response = await request;
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body as T;
}

/** A new user of the built server with an agent and a simulated bot in a call; its stream opened. */
async function liveMeeting(base: string, index: number) {
  const email = `live.${index}.${randomUUID()}@example.com`;
  const signedUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Bench', email, password: 'correct-horse-battery' }),
  });
  const token = signedUp.headers.get('set-auth-token');
  if (!token) throw new Error(`sign-up: ${signedUp.status}`);
  const authorization = { authorization: `Bearer ${token}`, origin: base };
  // The Free plan's credit, as the app asks for it on a new user's first load.
  await answered(fetch(`${base}/api/credits/refillFreeCredit`, { headers: authorization }));
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name: 'Nova',
    greetingMessage: 'Hi everyone, I am Nova and I take the notes.',
    prompt: 'You answer questions about the sprint.',
    type: 'audio-agent',
    voice: index % 2 ? 'male' : 'female',
    mode: 'active',
    wakeWords: '',
  }))
    form.set(key, value);
  form.set('file', new Blob(['The sprint demo is on Friday at four.']), 'sprint.txt');
  const agent = await answered<{ agent: { agentId: string } }>(
    fetch(`${base}/api/ai-agent/create`, { method: 'POST', headers: authorization, body: form }),
  );
  const { bot } = await answered<{ bot: { botId: string } }>(
    fetch(`${base}/api/meeting-bot/create`, {
      method: 'POST',
      headers: { ...authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Standup ${index}`,
        meetingUrl: 'https://meet.google.com/abc-defg-hij',
        agentId: agent.agent.agentId,
      }),
    }),
  );
  const reader = readEventStream(base, `/api/meeting-bot/live/${bot.botId}`, token);
  return { reader };
}

async function memory(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'convene-live-bench-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    AUTH_ATTEMPTS_PER_ADDRESS: '1000',
    BOT_SIMULATOR_JOIN_SECONDS: '2',
    AGENT_GREETING_SECONDS: '1',
    BOT_SIMULATOR_MEETING_SECONDS: '45',
  });
  try {
    const pid = server.child.pid!;
    const before = memoryOf(pid)!;
    const meetings = await Promise.all(
      Array.from({ length: MEETINGS }, (_, index) => liveMeeting(server.base, index)),
    );
    let peakRss = before.rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, memoryOf(pid)?.rss ?? 0);
    }, 100);
    // Every stream ends with its meeting's final transcript.
    await Promise.all(
      meetings.map(({ reader }) =>
        reader.until((events) => events.some((event) => event.event === 'final'), 180_000),
      ),
    );
    clearInterval(sampler);
    const lines = meetings.reduce(
      (sum, { reader }) => sum + reader.events.filter((event) => event.event === 'line').length,
      0,
    );
    const clips = meetings.reduce(
      (sum, { reader }) =>
        sum + reader.events.filter((event) => (event.data as { clip?: unknown }).clip).length,
      0,
    );
    for (const { reader } of meetings) reader.close();
    const after = memoryOf(pid)!;
    console.log(`built server, ${MEETINGS} simulated live meetings at once (45 s each):`);
    console.log(
      `  RSS before ${(before.rss / 1024).toFixed(0)} MB, peak ${(peakRss / 1024).toFixed(0)} MB ` +
        `(VmHWM ${(after.peak / 1024).toFixed(0)} MB); ${lines} lines and ${clips} spoken clips streamed`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = process.argv[2];
if (only !== 'memory') await inProcess('PGlite (in memory)', { kind: 'pglite' });
const postgresUrl = process.env.BENCH_POSTGRES_URL;
if (postgresUrl && only !== 'memory') {
  const database = await throwawayDatabase(postgresUrl);
  try {
    await inProcess('Postgres', { kind: 'postgres', url: database.url });
  } finally {
    await database.drop();
  }
}
if (only !== 'latency') await memory();
