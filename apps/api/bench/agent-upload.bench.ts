/**
 * The server's peak memory and time while a ~7 MB knowledge file is uploaded and indexed over HTTP
 * (POST /api/ai-agent/create: upload, content checks, text extraction, chunking, the
 * knowledge_chunk rows and the stored file). The server is built and run as `npm start` runs it,
 * in a process of its own, once per file and database:
 *   - PGlite on a fresh DATA_DIR (its first start, which creates the database, included),
 *   - PGlite restarted on that now existing DATA_DIR,
 *   - with BENCH_POSTGRES_URL (e.g. postgres://postgres@127.0.0.1:5432/test), a Postgres server,
 *     in a throwaway database of its own.
 * Peak RSS is the kernel's high-water mark (VmHWM in /proc/<pid>/status) of the server process;
 * any process the server spawns is sampled every 20 ms and its peak shown beside it.
 * Linux only. Run from apps/api: `npx tsx bench/agent-upload.bench.ts`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KNOWLEDGE_FILES, type KnowledgeFileKind } from './knowledge-files.js';
import { apiDir, memoryOf, signUp, startServer, throwawayDatabase } from './server-process.js';

/** The goal for the server's peak memory while indexing (issue 7). */
const PEAK_RSS_LIMIT_MB = 300;

const megabytes = (kilobytes: number) => kilobytes / 1024;

function descendantsOf(pid: number): number[] {
  const found: number[] = [];
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return found;
  }
  for (const task of tasks) {
    let children = '';
    try {
      children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8');
    } catch {
      continue;
    }
    for (const child of children.split(/\s+/).filter(Boolean).map(Number))
      found.push(child, ...descendantsOf(child));
  }
  return found;
}

/** Samples the processes the server spawns; their peaks, unlike the server's own, are seen only while they run. */
function watchDescendants(pid: number): { peak(): number; stop(): void } {
  const peaks = new Map<number, number>();
  const sample = () => {
    for (const child of descendantsOf(pid)) {
      const memory = memoryOf(child);
      if (memory) peaks.set(child, Math.max(peaks.get(child) ?? 0, memory.peak));
    }
  };
  const timer = setInterval(sample, 20);
  return {
    peak: () => (sample(), Math.max(0, ...peaks.values())),
    stop: () => clearInterval(timer),
  };
}

async function createAgent(
  base: string,
  token: string,
  kind: KnowledgeFileKind,
  bytes: Uint8Array,
): Promise<void> {
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
  form.set(
    'file',
    new Blob([new Uint8Array(bytes)], { type: KNOWLEDGE_FILES[kind].contentType }),
    `knowledge.${kind}`,
  );
  const response = await fetch(`${base}/api/ai-agent/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, origin: base },
    body: form,
  });
  const body = (await response.json()) as {
    agent?: { knowledgeFile: { size: number } | null };
    error?: string;
  };
  if (response.status !== 201 || body.agent?.knowledgeFile?.size !== bytes.byteLength)
    throw new Error(`${kind}: ${response.status} ${body.error ?? 'no knowledge file'}`);
}

interface Row {
  database: string;
  kind: KnowledgeFileKind;
  /** kB */
  startedPeak: number;
  startedRss: number;
  peak: number;
  childrenPeak: number;
  seconds: number;
}

async function measure(
  database: string,
  kind: KnowledgeFileKind,
  bytes: Uint8Array,
  env: Record<string, string>,
): Promise<Row> {
  const server = await startServer({ LOG_LEVEL: 'warn', ...env });
  const pid = server.child.pid!;
  const children = watchDescendants(pid);
  try {
    const started = memoryOf(pid)!;
    const token = await signUp(server.base);
    const start = performance.now();
    await createAgent(server.base, token, kind, bytes);
    const seconds = (performance.now() - start) / 1000;
    return {
      database,
      kind,
      startedPeak: started.peak,
      startedRss: started.rss,
      peak: memoryOf(pid)!.peak,
      childrenPeak: children.peak(),
      seconds,
    };
  } finally {
    children.stop();
    await server.stop();
  }
}

function print(row: Row): void {
  const mb = (kilobytes: number) => `${megabytes(kilobytes).toFixed(0).padStart(4)} MB`;
  const verdict = megabytes(Math.max(row.peak, row.childrenPeak)) < PEAK_RSS_LIMIT_MB;
  console.log(
    `${row.kind.toUpperCase()}  ${row.database.padEnd(26)} ` +
      `started: RSS ${mb(row.startedRss)}, peak ${mb(row.startedPeak)}   ` +
      `indexed in ${row.seconds.toFixed(1).padStart(5)} s: peak ${mb(row.peak)}` +
      `${row.childrenPeak ? `, spawned processes' peak ${mb(row.childrenPeak)}` : ''}` +
      `   ${verdict ? 'under' : 'OVER'} ${PEAK_RSS_LIMIT_MB} MB`,
  );
}

const build = spawnSync('npm', ['run', 'build'], { cwd: apiDir, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataRoot = mkdtempSync(path.join(tmpdir(), 'convene-bench-'));
const postgresUrl = process.env.BENCH_POSTGRES_URL;
try {
  for (const kind of ['pdf', 'csv'] as const) {
    const bytes = KNOWLEDGE_FILES[kind].build();
    console.log(
      `${kind.toUpperCase()}: ${bytes.byteLength} bytes (${(bytes.byteLength / 1048576).toFixed(2)} MiB)`,
    );
    const dataDir = path.join(dataRoot, kind);
    print(await measure('PGlite, fresh DATA_DIR', kind, bytes, { DATA_DIR: dataDir }));
    print(await measure('PGlite, existing DATA_DIR', kind, bytes, { DATA_DIR: dataDir }));
    if (postgresUrl) {
      const database = await throwawayDatabase(postgresUrl);
      try {
        print(
          await measure('Postgres', kind, bytes, {
            DATA_DIR: path.join(dataRoot, `${kind}-postgres`),
            DATABASE_URL: database.url,
          }),
        );
      } finally {
        await database.drop();
      }
    }
  }
} finally {
  rmSync(dataRoot, { recursive: true, force: true });
}
