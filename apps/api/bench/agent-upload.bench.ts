/**
 * Time to create an agent with a ~7 MB knowledge file over HTTP: upload, content checks, text
 * extraction, chunking, the knowledge_chunk rows and the stored file, as POST /api/ai-agent/create
 * does them, measured from the client. One PDF and one CSV, each just under the 7 MB limit.
 * Run from apps/api: `npx tsx bench/agent-upload.bench.ts` (embedded PGlite in memory), or with
 * DATABASE_URL=postgres://... to use a Postgres server (the migrations are applied to it).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KNOWLEDGE_FILE_MAX_BYTES } from '@convene/domain/limits';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { knowledgeChunk } from '../src/agents/knowledge/schema.js';
import {
  DEFAULT_CONTRACT_PATH,
  DEFAULT_MIGRATIONS_FOLDER,
  DEFAULT_WEB_DIST_DIR,
} from '../src/config.js';
import { DEFAULT_AUTH_ATTEMPT_LIMITS } from '../src/rate-limits/auth-attempts.js';
import { makePdf } from '../test/unit/fixtures/pdf.js';

const TARGET = KNOWLEDGE_FILE_MAX_BYTES - 8 * 1024;
const VOCABULARY = (
  'customer order refund invoice delivery meeting agenda sprint backlog release ticket priority contract ' +
  'renewal pricing discount onboarding training policy warranty shipping region forecast escalation roadmap'
).split(' ');

/** Deterministic words, so runs are comparable. */
function sentence(seed: number, length: number): string {
  return Array.from(
    { length },
    (_, index) => VOCABULARY[(seed * 31 + index * 7) % VOCABULARY.length],
  ).join(' ');
}

/** The most units (pages or rows) whose file stays under the target size. */
function largestUnder(build: (units: number) => Uint8Array): Uint8Array {
  const probe = build(100);
  let units = Math.floor((100 * TARGET) / probe.byteLength);
  let bytes = build(units);
  while (bytes.byteLength > TARGET) bytes = build((units = Math.floor(units * 0.99)));
  return bytes;
}

const pdf = () =>
  largestUnder((pages) =>
    makePdf(
      Array.from({ length: pages }, (_, page) =>
        Array.from(
          { length: 48 },
          (_, line) => `${page + 1}.${line + 1} ${sentence(page * 48 + line, 12)}.`,
        ),
      ),
    ),
  );

const csv = () =>
  largestUnder((rows) => {
    const lines = ['id,customer,region,status,amount,notes'];
    for (let row = 0; row < rows; row++)
      lines.push(
        `${row},Customer ${row % 997},${VOCABULARY[row % 23]},open,${(row * 37) % 10000}.50,"${sentence(row, 9)}"`,
      );
    return new TextEncoder().encode(lines.join('\n'));
  });

const filesDir = mkdtempSync(path.join(tmpdir(), 'convene-bench-files-'));
const app = await buildApp({
  database: process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : { kind: 'pglite' },
  auth: { kind: 'local', secret: randomBytes(32).toString('hex') },
  mail: { kind: 'outbox' },
  storage: { kind: 'local', root: filesDir },
  llm: { kind: 'embedded' },
  jobs: {},
  appUrl: 'http://localhost:3000',
  thirdPartyScripts: { clerkFrontendApi: null, razorpay: false },
  // Suites and benchmarks send many requests as one user; the limit's own test lowers it.
  apiRequestsPerMinute: 1_000_000,
  linksFollowRequestOrigin: false,
  authAttempts: DEFAULT_AUTH_ATTEMPT_LIMITS,
  webDistDir: DEFAULT_WEB_DIST_DIR,
  migrationsFolder: DEFAULT_MIGRATIONS_FOLDER,
  contractPath: DEFAULT_CONTRACT_PATH,
  logLevel: 'silent',
  validateResponses: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('server has no port');
const base = `http://127.0.0.1:${address.port}`;

try {
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench.${Date.now()}@example.com`,
      password: 'correct-horse-battery',
    }),
  });
  const token = signUp.headers.get('set-auth-token');
  const { user } = (await signUp.json()) as { user: { id: string } };
  if (!token) throw new Error(`sign-up failed: ${signUp.status}`);

  console.log(
    `Database: ${process.env.DATABASE_URL ? 'Postgres server' : 'embedded PGlite (memory)'}`,
  );
  for (const [kind, build, type] of [
    ['pdf', pdf, 'application/pdf'],
    ['csv', csv, 'text/csv'],
  ] as const) {
    const bytes = new Uint8Array(build());
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: `Bench ${kind}`,
      greetingMessage: 'Hello',
      prompt: 'Answer from the knowledge base.',
      type: 'audio-agent',
      voice: 'male',
      mode: 'active',
      wakeWords: '',
    }))
      form.set(key, value);
    form.set('file', new Blob([bytes], { type }), `knowledge.${kind}`);

    const start = performance.now();
    const response = await fetch(`${base}/api/ai-agent/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, origin: base },
      body: form,
    });
    const body = (await response.json()) as { agent?: { agentId: string }; error?: string };
    const elapsed = performance.now() - start;
    if (response.status !== 201 || !body.agent)
      throw new Error(`${kind}: ${response.status} ${body.error}`);
    const [indexed] = await app.db
      .select({ chunks: count() })
      .from(knowledgeChunk)
      .where(eq(knowledgeChunk.agentId, body.agent.agentId));
    console.log(
      `${kind.toUpperCase()} ${bytes.byteLength} bytes (${(bytes.byteLength / 1048576).toFixed(2)} MiB): ` +
        `uploaded and indexed in ${(elapsed / 1000).toFixed(2)} s, ${indexed?.chunks} chunks (user ${user.id})`,
    );
  }
  console.log(
    `Peak RSS of the process (server and client): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
  );
} finally {
  await app.close();
  rmSync(filesDir, { recursive: true, force: true });
}
