/**
 * Requests per second and latency in one run, each server in its own process and autocannon (64
 * connections, 8 s) in this one: a bare Fastify server answering the same agent-list JSON, then
 * the built app's GET /api/ai-agent/list (bearer token), /api/health and /api/plans on the embedded
 * PGlite and, with BENCH_POSTGRES_URL (e.g. postgres://postgres@127.0.0.1:5432/test), on a
 * Postgres server in a database of its own. The app runs at its default log level.
 * Run from apps/api after `npm run build`: `npx tsx bench/requests.bench.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiDir, freePort, startServer, throwawayDatabase, waitFor } from './server-process.js';

const CONNECTIONS = 64;
const DURATION_S = 8;

interface Figures {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(name: string, url: string, token?: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    name,
    requests: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

async function bareServer(body: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const script = `
    const app = require('fastify')();
    const body = ${JSON.stringify(body)};
    app.get('/list', (request, reply) => reply.type('application/json').send(body));
    app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['-e', script], { cwd: apiDir, stdio: 'inherit' });
  await waitFor(`http://127.0.0.1:${port}/list`, child);
  return { url: `http://127.0.0.1:${port}/list`, child };
}

/** A user with two agents, as the list the issue measured. */
async function userWithAgents(base: string): Promise<{ token: string; list: string }> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench-${Date.now()}@example.com`,
      password: 'bench-password-1',
    }),
  });
  const token = response.headers.get('set-auth-token');
  if (!token) throw new Error(`sign-up failed: ${response.status}`);
  for (const name of ['Standup helper', 'Sales coach']) {
    const form = new FormData();
    form.set('name', name);
    form.set('prompt', 'You help the team run a short, focused meeting.');
    form.set('greetingMessage', 'Hello everyone!');
    form.set('type', 'audio-agent');
    form.set('mode', 'active');
    form.set('voice', 'female');
    form.set('wakeWords', '');
    const created = await fetch(`${base}/api/ai-agent/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, origin: base },
      body: form,
    });
    if (!created.ok)
      throw new Error(`agent create failed: ${created.status} ${await created.text()}`);
  }
  const list = await fetch(`${base}/api/ai-agent/list`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { token, list: await list.text() };
}

async function benchApp(label: string, env: Record<string, string>, bare: Figures) {
  const server = await startServer(env);
  try {
    const { base } = server;
    const { token } = await userWithAgents(base);
    const rows = [
      await load(`${label} GET /api/ai-agent/list`, `${base}/api/ai-agent/list`, token),
      await load(`${label} GET /api/health`, `${base}/api/health`),
      await load(`${label} GET /api/plans`, `${base}/api/plans`),
    ];
    for (const row of rows) print(row, bare);
  } finally {
    await server.stop();
  }
}

function print(row: Figures, bare?: Figures): void {
  const share = bare ? ` (${Math.round((row.requests / bare.requests) * 100)}% of bare)` : '';
  console.log(
    `${row.name.padEnd(44)} ${String(row.requests).padStart(7)} req/s${share.padEnd(17)} p50 ${row.p50} ms  p99 ${row.p99} ms${row.errors ? `  ${row.errors} errors` : ''}`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'convene-bench-'));
const postgresUrl = process.env.BENCH_POSTGRES_URL;
try {
  // The same JSON the app answers, from a first run of the app itself.
  const probe = await startServer({ DATA_DIR: path.join(dataDir, 'probe') });
  const { list } = await userWithAgents(probe.base);
  await probe.stop();

  const bareServerProcess = await bareServer(list);
  const bare = await load(`bare Fastify (${list.length}-byte list)`, bareServerProcess.url);
  bareServerProcess.child.kill();
  print(bare);

  const limits = { API_REQUESTS_PER_MINUTE: '100000000' };
  await benchApp('PGlite', { ...limits, DATA_DIR: path.join(dataDir, 'pglite') }, bare);
  if (postgresUrl) {
    const database = await throwawayDatabase(postgresUrl);
    try {
      await benchApp(
        'Postgres',
        { ...limits, DATA_DIR: path.join(dataDir, 'pg'), DATABASE_URL: database.url },
        bare,
      );
    } finally {
      await database.drop();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
