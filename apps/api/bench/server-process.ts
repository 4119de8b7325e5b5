/**
 * The built server as `npm run serve` starts it, in a process of its own, for benchmarks that
 * measure it from outside; a throwaway database on a Postgres server for it to use; and the runner
 * of in-process benchmarks on each database.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { DatabaseConfig } from '../src/config.js';

export const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 1200; tries += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

/**
 * The package's `serve` script, so the benchmark runs the server exactly as `npm start` does: a
 * shell script that picks node's flags by database and execs node, so the process spawned here
 * becomes the server itself (its pid is the one measured).
 */
function serveCommand(): { program: string; args: string[] } {
  const { scripts } = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as {
    scripts: { serve: string };
  };
  const [program, ...args] = scripts.serve.split(/\s+/);
  if (!program) throw new Error('apps/api has no serve script');
  return { program, args };
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Ends the server as a signal does (it closes the database cleanly) and waits for it to exit. */
  stop(): Promise<void>;
}

/** Starts dist/main.js (run `npm run build` first) and waits until /api/health answers. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const { program, args } = serveCommand();
  const child = spawn(program, args, {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      // The serve script's `node` is this one, as npm's would be.
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child);
  return {
    base,
    child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the Postgres server at `serverUrl`; `drop` removes it. */
export async function throwawayDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `convene_bench_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** VmRSS and VmHWM of a process in kB; null once it has exited. */
export function memoryOf(pid: number): { rss: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: field('VmRSS'), peak: field('VmHWM') };
  } catch {
    return null;
  }
}

/** A new local account on the server; its bearer token. */
export async function signUp(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench.${Date.now()}@example.com`,
      password: 'correct-horse-battery',
    }),
  });
  const token = response.headers.get('set-auth-token');
  if (!token) throw new Error(`sign-up failed: ${response.status}`);
  return token;
}

export type BenchDatabase = 'pglite' | 'postgres';

/**
 * Runs the bench file's `bench` once per database, each in a process of its own so its memory
 * figures are its own: embedded PGlite, then a throwaway database on BENCH_POSTGRES_URL when set.
 */
export async function benchOnEachDatabase(
  bench: (kind: BenchDatabase, config: DatabaseConfig) => Promise<void>,
): Promise<void> {
  const [kind] = process.argv.slice(2);
  if (kind === 'pglite') return bench('pglite', { kind: 'pglite' });
  if (kind === 'postgres')
    return bench('postgres', { kind: 'postgres', url: process.env.BENCH_DATABASE! });
  const run = (name: BenchDatabase, env: NodeJS.ProcessEnv = process.env) => {
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, name], {
      stdio: 'inherit',
      env,
    });
    if (child.status !== 0) process.exitCode = child.status ?? 1;
  };
  run('pglite');
  const server = process.env.BENCH_POSTGRES_URL;
  if (!server) return;
  const database = await throwawayDatabase(server);
  try {
    run('postgres', { ...process.env, BENCH_DATABASE: database.url });
  } finally {
    await database.drop();
  }
}
