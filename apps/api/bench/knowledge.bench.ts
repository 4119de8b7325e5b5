/**
 * Time and peak memory to check, extract, chunk and index a ~7 MB PDF and a ~7 MB CSV.
 * Run from apps/api: `npx tsx bench/knowledge.bench.ts`. The files are built first and written to
 * a temporary folder; each is then processed in its own process, so the peak memory reported is
 * that of the pipeline, not of building the fixtures or of the other file. With DATABASE_URL set,
 * indexing is also timed on that Postgres server, in a throwaway schema dropped afterwards.
 * The in-memory PGlite's own start is in the indexing peak; the server's memory, as `npm start`
 * runs it, is what agent-upload.bench.ts measures.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { chunkKnowledgeText } from '../src/agents/knowledge/chunk.js';
import { openedKnowledgeText } from '../src/agents/knowledge/extract.js';
import { replaceKnowledgeChunks } from '../src/agents/knowledge/search.js';
import { closeKnowledgeFile, openKnowledgeFile } from '../src/agents/knowledge/validate.js';
import { CREATE_KNOWLEDGE_CHUNK_TABLE } from '../test/unit/fixtures/knowledge-table.js';
import { KNOWLEDGE_FILES, type KnowledgeFileKind as Kind } from './knowledge-files.js';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const peakRss = () => process.resourceUsage().maxRSS * 1024;

/**
 * Wall time and this process's CPU time: on a busy machine the wall time mostly measures the wait
 * for a core, while the CPU time is the work itself (a Postgres server's own CPU is not included).
 */
async function timed<T>(label: string, run: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const result = await run();
  const cpu = process.cpuUsage(cpuStart);
  const wall = (performance.now() - start).toFixed(0).padStart(6);
  const cpuMs = ((cpu.user + cpu.system) / 1000).toFixed(0).padStart(6);
  console.log(
    `  ${label.padEnd(26)} ${wall} ms wall ${cpuMs} ms CPU   peak RSS ${megabytes(peakRss())}`,
  );
  return result;
}

async function bench(kind: Kind, file: string): Promise<void> {
  const bytes = new Uint8Array(readFileSync(file));
  console.log(
    `${kind.toUpperCase()}: ${bytes.byteLength} bytes (${megabytes(bytes.byteLength)}); RSS before processing ${megabytes(process.memoryUsage().rss)}`,
  );
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  // As an upload does: the check keeps what it parsed, and extraction continues from it.
  const opening = await timed('check', () => openKnowledgeFile({ name: `bench.${kind}`, bytes }));
  if (!opening.ok) throw new Error(`refused: ${opening.error}`);
  const text = await timed('extract', () => openedKnowledgeText(opening.file));
  await closeKnowledgeFile(opening.file);
  const chunks = await timed('chunk', () => chunkKnowledgeText(text));
  const cpu = process.cpuUsage(cpuStart);
  console.log(
    `  = check+extract+chunk   ${(performance.now() - start).toFixed(0).padStart(6)} ms wall ${((cpu.user + cpu.system) / 1000).toFixed(0).padStart(6)} ms CPU   ${text.length} characters, ${chunks.length} chunks`,
  );

  const client = new PGlite();
  await client.exec(CREATE_KNOWLEDGE_CHUNK_TABLE);
  await timed('index (in-memory PGlite)', () =>
    replaceKnowledgeChunks(drizzle(client), { userId: 'u', agentId: 'a' }, chunks),
  );
  await client.close();

  if (process.env.DATABASE_URL) {
    const schema = `knowledge_bench_${process.pid}`;
    const pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      options: `-c search_path=${schema}`,
    });
    try {
      await pool.query(`CREATE SCHEMA ${schema}`);
      await pool.query(CREATE_KNOWLEDGE_CHUNK_TABLE);
      await timed('index (Postgres server)', () =>
        replaceKnowledgeChunks(drizzleNodePostgres(pool), { userId: 'u', agentId: 'a' }, chunks),
      );
    } finally {
      await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await pool.end();
    }
  }
}

const [kind, file] = process.argv.slice(2) as [Kind | undefined, string | undefined];
if (kind && file) {
  await bench(kind, file);
} else {
  const folder = mkdtempSync(path.join(tmpdir(), 'knowledge-bench-'));
  try {
    for (const name of ['pdf', 'csv'] as const) {
      const target = path.join(folder, `bench.${name}`);
      writeFileSync(target, KNOWLEDGE_FILES[name].build());
      const run = spawnSync(
        process.execPath,
        [...process.execArgv, process.argv[1]!, name, target],
        { stdio: 'inherit' },
      );
      if (run.status !== 0) process.exit(run.status ?? 1);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
