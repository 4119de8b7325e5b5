/**
 * Time to the first streamed words of an agent's answer on /agent-test, measured as the browser
 * sees it: over HTTP, from sending the turn to reading its first `delta` event, and to its `done`.
 * The agent has a knowledge file just under the 7 MB limit (the CSV the knowledge benchmark
 * uploads) and the embedded model answers; 100 varied turns after 5 to warm up. Run from apps/api:
 * `npx tsx bench/agent-test.bench.ts`. The server runs in this process, on an in-memory PGlite
 * and, with BENCH_POSTGRES_URL set, on a throwaway database of that server too.
 */
import { client, startServer } from '../test/support/server.js';
import { signUp } from '../test/support/accounts.js';
import { giveCredits } from '../test/support/ledger.js';
import type { DatabaseConfig } from '../src/config.js';
import { KNOWLEDGE_FILES } from './knowledge-files.js';
import { throwawayDatabase } from './server-process.js';

const TURNS = 100;
const WARM_UP = 5;
const QUESTIONS = [
  'What is the refund policy for a late delivery?',
  'Tell me about the pricing discount for a renewal',
  'Who is the account manager for onboarding?',
  'How does the warranty work in my region?',
  'What is on the release roadmap this quarter?',
  'Can you explain the escalation process for support?',
  'What did the survey feedback say about the product?',
  'How long does shipping take?',
];

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

function report(label: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(30)} p50 ${percentile(sorted, 0.5).toFixed(1).padStart(6)} ms` +
      `   p95 ${percentile(sorted, 0.95).toFixed(1).padStart(6)} ms   max ${sorted.at(-1)!.toFixed(1).padStart(6)} ms`,
  );
}

/** Sends a turn and reads its stream: when the first words came, and when it was done. */
async function timedTurn(base: string, token: string, sessionId: string, text: string) {
  const sent = performance.now();
  const response = await fetch(`${base}/api/agent-test/sessions/${sessionId}/turns`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ text }),
  });
  if (!response.ok || !response.body) throw new Error(`turn failed: ${response.status}`);
  const decoder = new TextDecoder();
  let received = '';
  let firstWords: number | null = null;
  for await (const bytes of response.body) {
    received += decoder.decode(bytes, { stream: true });
    if (firstWords === null && received.includes('event: delta')) firstWords = performance.now();
  }
  if (!received.includes('event: done')) throw new Error(`turn did not finish: ${received}`);
  return { firstWords: (firstWords ?? performance.now()) - sent, done: performance.now() - sent };
}

async function bench(label: string, database: DatabaseConfig): Promise<void> {
  const server = await startServer(database, {
    agentTest: { idleMinutes: 60, turnsPerMinute: 1_000_000 },
  });
  try {
    const api = client(server.baseUrl);
    const account = await signUp(api, 'Bench');
    await giveCredits(server.app.db, account.id, 10);
    const file = KNOWLEDGE_FILES.csv;
    const bytes = file.build();
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
    form.set('file', new Blob([bytes], { type: file.contentType }), 'knowledge.csv');
    const agent = await api<{ agent: { agentId: string } }>('/api/ai-agent/create', {
      token: account.token,
      form,
    });
    if (agent.status !== 201) throw new Error(`agent create failed: ${agent.status}`);
    const started = await api<{ session: { sessionId: string } }>('/api/agent-test/sessions', {
      token: account.token,
      json: { agentId: agent.body.agent.agentId },
    });
    const { sessionId } = started.body.session;
    console.log(
      `${label}: knowledge file ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB; ${TURNS} turns`,
    );
    const first: number[] = [];
    const whole: number[] = [];
    for (let index = 0; index < TURNS + WARM_UP; index += 1) {
      const timed = await timedTurn(
        server.baseUrl,
        account.token,
        sessionId,
        QUESTIONS[index % QUESTIONS.length]!,
      );
      if (index < WARM_UP) continue;
      first.push(timed.firstWords);
      whole.push(timed.done);
    }
    report('to the first streamed words', first);
    report('to the whole answer kept', whole);
  } finally {
    await server.close();
  }
}

await bench('PGlite', { kind: 'pglite' });
const postgresUrl = process.env.BENCH_POSTGRES_URL;
if (postgresUrl) {
  const database = await throwawayDatabase(postgresUrl);
  try {
    await bench('Postgres', { kind: 'postgres', url: database.url });
  } finally {
    await database.drop();
  }
}
