/**
 * Time and the server's peak memory to import a three-hour meeting's WebVTT (the generated
 * meeting of the processing benchmark, ~27,000 words, about 2 MB) over HTTP: POST
 * /api/meeting-bot/import until its 201 (file read, transcript and participants stored), then
 * until GET /api/meeting-bot/{id} says done (the notes job has written the notes), then the .srt
 * export. The server is built and run as `npm start` runs it, in a process of its own, on PGlite
 * (a fresh DATA_DIR) and, with BENCH_POSTGRES_URL, in a throwaway database on that Postgres
 * server. Peak RSS is the server process's VmHWM. Linux only. Run from apps/api:
 * `npx tsx bench/meeting-import.bench.ts`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiDir, memoryOf, signUp, startServer, throwawayDatabase } from './server-process.js';
import { generateMeeting, meetingAsVtt, MEETING_START } from './three-hour-meeting.js';

/** The goal: a three-hour file imports in seconds. */
const IMPORT_SECONDS_GOAL = 10;

const mb = (kilobytes: number) => `${(kilobytes / 1024).toFixed(0).padStart(4)} MB`;

async function importVtt(base: string, token: string, vtt: string): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([vtt], { type: 'text/vtt' }), 'Quarterly planning.vtt');
  form.set('startedAt', new Date(MEETING_START).toISOString());
  const response = await fetch(`${base}/api/meeting-bot/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, origin: base },
    body: form,
  });
  const body = (await response.json()) as { bot?: { botId: string }; error?: string };
  if (response.status !== 201 || !body.bot)
    throw new Error(`import: ${response.status} ${body.error ?? ''}`);
  return body.bot.botId;
}

async function untilDone(base: string, token: string, botId: string): Promise<number> {
  for (;;) {
    const response = await fetch(`${base}/api/meeting-bot/${botId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as {
      bot: { status: string };
      transcript: { words: unknown[] }[];
    };
    if (body.bot.status === 'done')
      return body.transcript.reduce((sum, segment) => sum + segment.words.length, 0);
    if (body.bot.status === 'failed') throw new Error('the import failed');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function measure(database: string, vtt: string, env: Record<string, string>) {
  const server = await startServer({ LOG_LEVEL: 'warn', ...env });
  const pid = server.child.pid!;
  try {
    const token = await signUp(server.base);
    const started = memoryOf(pid)!;
    const start = performance.now();
    const botId = await importVtt(server.base, token, vtt);
    const imported = (performance.now() - start) / 1000;
    const words = await untilDone(server.base, token, botId);
    const done = (performance.now() - start) / 1000;
    const exportStart = performance.now();
    const srt = await fetch(`${server.base}/api/meeting-bot/export/${botId}?format=srt`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const cues = (await srt.text()).split('\n\n').filter(Boolean).length;
    const exported = (performance.now() - exportStart) / 1000;
    const peak = memoryOf(pid)!.peak;
    console.log(
      `${database.padEnd(9)} ${words} words: 201 in ${imported.toFixed(2)} s, done (notes) in ` +
        `${done.toFixed(2)} s, .srt (${cues} cues) in ${exported.toFixed(2)} s; ` +
        `RSS before ${mb(started.rss)}, peak ${mb(peak)}   ` +
        `${done < IMPORT_SECONDS_GOAL ? 'within' : 'OVER'} ${IMPORT_SECONDS_GOAL} s`,
    );
  } finally {
    await server.stop();
  }
}

const build = spawnSync('npm', ['run', 'build'], { cwd: apiDir, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const vtt = meetingAsVtt(generateMeeting());
console.log(`WebVTT: ${(Buffer.byteLength(vtt) / 1048576).toFixed(2)} MiB`);
const dataRoot = mkdtempSync(path.join(tmpdir(), 'convene-bench-'));
try {
  await measure('PGlite', vtt, { DATA_DIR: path.join(dataRoot, 'pglite') });
  const postgresUrl = process.env.BENCH_POSTGRES_URL;
  if (postgresUrl) {
    const database = await throwawayDatabase(postgresUrl);
    try {
      await measure('Postgres', vtt, {
        DATA_DIR: path.join(dataRoot, 'postgres'),
        DATABASE_URL: database.url,
      });
    } finally {
      await database.drop();
    }
  }
} finally {
  rmSync(dataRoot, { recursive: true, force: true });
}
