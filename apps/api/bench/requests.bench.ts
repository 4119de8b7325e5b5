/**
 * Requests per second and latency in one run, each server in its own process and autocannon (64
 * connections, 8 s after a 2 s warm-up) in this one: a bare Fastify server answering the same
 * agent-list JSON with the same content type, then the built app's GET /api/ai-agent/list (bearer
 * token), /api/health and /api/plans on the embedded PGlite and, with BENCH_POSTGRES_URL (e.g.
 * postgres://postgres@127.0.0.1:5432/test), on a Postgres server in a database of its own. The app
 * runs at its default log level. The bare server is measured again just before each database's
 * rows, which are compared with that figure: on a shared machine the load changes within minutes.
 * Beside each row, the server process's CPU time per request (Linux), which depends less than
 * requests per second on what else the machine is doing.
 * The app runs as `npm start` runs it (serve.sh, with its memory flags for each database).
 * Run from apps/api after `npm run build`: `npx tsx bench/requests.bench.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiDir, freePort, startServer, throwawayDatabase, waitFor } from './server-process.js';

const CONNECTIONS = 64;
const DURATION_S = 8;
const WARM_UP_S = 2;

interface Figures {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server process's user and system CPU time per request, in microseconds. */
  cpuPerRequest: number | null;
}

/** User plus system CPU time of a process in milliseconds, from /proc (Linux only). */
function cpuTimeMs(pid: number | undefined): number | null {
  const stat = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(stat)) return null;
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(stat, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function load(
  name: string,
  url: string,
  server: ChildProcess,
  token?: string,
): Promise<Figures> {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_S, headers });
  const cpuBefore = cpuTimeMs(server.pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const cpuAfter = cpuTimeMs(server.pid);
  return {
    name,
    requests: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    cpuPerRequest:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
  };
}

async function bareServer(body: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const script = `
    const app = require('fastify')();
    const body = ${JSON.stringify(body)};
    app.get('/list', (request, reply) => reply.type('application/json; charset=utf-8').send(body));
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

async function measureBare(list: string): Promise<Figures> {
  const { url, child } = await bareServer(list);
  try {
    return await load(`bare Fastify (${list.length}-byte list)`, url, child);
  } finally {
    child.kill();
  }
}

async function benchApp(label: string, env: Record<string, string>, list: string) {
  const server = await startServer(env);
  const { base, child } = server;
  try {
    const { token } = await userWithAgents(base);
    const bare = await measureBare(list);
    print(bare);
    const rows = [
      await load(`${label} GET /api/ai-agent/list`, `${base}/api/ai-agent/list`, child, token),
      await load(`${label} GET /api/health`, `${base}/api/health`, child),
      await load(`${label} GET /api/plans`, `${base}/api/plans`, child),
    ];
    for (const row of rows) print(row, bare);
  } finally {
    await server.stop();
  }
}

function print(row: Figures, bare?: Figures): void {
  const share = bare ? ` (${Math.round((row.requests / bare.requests) * 100)}% of bare)` : '';
  const cpu = row.cpuPerRequest === null ? '' : `  CPU ${row.cpuPerRequest.toFixed(1)} µs/req`;
  console.log(
    `${row.name.padEnd(44)} ${String(row.requests).padStart(7)} req/s${share.padEnd(17)} p50 ${row.p50} ms  p99 ${row.p99} ms${cpu}${row.errors ? `  ${row.errors} errors` : ''}`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'convene-bench-'));
const postgresUrl = process.env.BENCH_POSTGRES_URL;
try {
  // The same JSON the app answers, from a first run of the app itself.
  const probe = await startServer({ DATA_DIR: path.join(dataDir, 'probe') });
  const { list } = await userWithAgents(probe.base);
  await probe.stop();

  const limits = { API_REQUESTS_PER_MINUTE: '100000000' };
  await benchApp('PGlite', { ...limits, DATA_DIR: path.join(dataDir, 'pglite') }, list);
  if (postgresUrl) {
    const database = await throwawayDatabase(postgresUrl);
    try {
      await benchApp(
        'Postgres',
        { ...limits, DATA_DIR: path.join(dataDir, 'pg'), DATABASE_URL: database.url },
        list,
      );
    } finally {
      await database.drop();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
