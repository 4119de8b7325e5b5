/**
 * What a new user sees when the server starts on the embedded defaults, as `npm start` runs it
 * with no settings: info lines only, no warning or error. (openapi-glue used to warn of a missing
 * body parser for each media type the server only sends: five warnings at every start.)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const LISTENING = /Convene is listening on port/;

interface LogLine {
  level: number;
  msg: string;
}

/** Starts the server from source in a process of its own and collects its output until it listens. */
async function startUpOutput(dataDir: string): Promise<{ lines: LogLine[]; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    // Only what a fresh clone has: no settings of the developer's own.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
        if (LISTENING.test(stdout)) resolve();
      });
      child.once('exit', (code) =>
        reject(new Error(`the server exited with ${code} before listening:\n${stdout}${stderr}`)),
      );
    });
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  const lines = stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogLine);
  return { lines, stderr };
}

describe('starting the server on the embedded defaults', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'convene-start-up-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('logs no warning or error, and says where it listens', async () => {
    const { lines, stderr } = await startUpOutput(dataDir);
    expect(lines.some((line) => LISTENING.test(line.msg))).toBe(true);
    // pino's levels: 40 warn, 50 error, 60 fatal.
    expect(lines.filter((line) => line.level >= 40).map((line) => line.msg)).toEqual([]);
    expect(stderr).toBe('');
  }, 120_000);
});
