/**
 * Where the journeys run: the built server (apps/api serving apps/web/dist) on a free port with a
 * fresh embedded database, or an already running app when E2E_BASE_URL is set.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A port nothing listens on right now, found synchronously (Playwright's config is synchronous). */
function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

const BUILT = ['../apps/api/dist/main.js', '../apps/web/dist/index.html'];

/** The journeys run the production build; say how to make it rather than fail obscurely. */
export function assertBuilt(): void {
  const here = path.dirname(new URL(import.meta.url).pathname);
  const missing = BUILT.filter((file) => !existsSync(path.resolve(here, file)));
  if (missing.length > 0) {
    throw new Error(
      `Missing ${missing.join(' and ')}. Build first: \`npm run build\` at the repository root, ` +
        'or run the journeys through turbo: `npx turbo run test --filter=@convene/e2e`.',
    );
  }
}

/** The config is evaluated again in every worker; the environment carries the first choice to them. */
export function e2eServer() {
  process.env.E2E_PORT ??= String(freePort());
  const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'convene-e2e-')));
  const port = Number(process.env.E2E_PORT);
  return {
    port,
    dataDir,
    // localhost, not 127.0.0.1: the api's auth trusts requests from its own APP_URL origin only.
    baseURL: process.env.E2E_BASE_URL ?? `http://localhost:${port}`,
    external: Boolean(process.env.E2E_BASE_URL),
  };
}
