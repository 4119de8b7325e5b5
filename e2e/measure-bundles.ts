/**
 * Measures the JavaScript a first visit downloads: the landing page signed out, and /dashboard
 * signed in, each in a fresh browser context (cold cache). Every JS response body is gzipped with
 * zlib (default level, as a server would) and summed.
 *
 *   npm run measure-bundles --workspace=@convene/e2e       (builds nothing: run `npm run build` first)
 *   E2E_BASE_URL=http://localhost:3000 npm run measure-bundles --workspace=@convene/e2e
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { assertBuilt, CHROME_LAUNCH_FLAGS, chromePath, e2eServer } from './server';

interface Measurement {
  files: { name: string; raw: number; gzip: number }[];
  raw: number;
  gzip: number;
}

async function waitForHealth(baseURL: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseURL}/api/health did not answer within 120 s`);
}

/** Signs up through the API and returns the bearer token the web app keeps in localStorage. */
async function newAccountToken(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({
      name: 'Bundle Measure',
      email: `measure-${Date.now()}@example.com`,
      password: 'measure-bundles-1',
    }),
  });
  const token = response.headers.get('set-auth-token');
  if (!response.ok || !token) throw new Error(`Sign-up failed with status ${response.status}`);
  return token;
}

async function measure(context: BrowserContext, url: string, ready: string): Promise<Measurement> {
  const page = await context.newPage();
  const bodies: Promise<{ name: string; body: Buffer }>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'script' || type.includes('javascript')) {
      const name = new URL(response.url()).pathname;
      bodies.push(response.body().then((body) => ({ name, body })));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByText(ready).first().waitFor();
  const files = (await Promise.all(bodies)).map(({ name, body }) => ({
    name,
    raw: body.length,
    gzip: gzipSync(body).length,
  }));
  await context.close();
  return {
    files: files.sort((a, b) => b.gzip - a.gzip),
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main() {
  const target = e2eServer();
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    if (!target.external) {
      assertBuilt();
      server = spawn(process.execPath, ['../apps/api/dist/main.js'], {
        env: {
          ...process.env,
          PORT: String(target.port),
          DATA_DIR: target.dataDir,
          APP_URL: target.baseURL,
        },
        stdio: 'ignore',
      });
      await waitForHealth(target.baseURL, server);
    }
    browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_LAUNCH_FLAGS });
    const landing = await measure(
      await browser.newContext(),
      `${target.baseURL}/`,
      'Your AI teammate for every meeting',
    );

    const token = await newAccountToken(target.baseURL);
    const signedIn = await browser.newContext();
    await signedIn.addInitScript(
      (value) => window.localStorage.setItem('convene:auth-token', value),
      token,
    );
    const dashboard = await measure(signedIn, `${target.baseURL}/dashboard`, 'Welcome back');

    for (const [name, m] of [
      ['landing page (/)', landing],
      ['/dashboard (signed in)', dashboard],
    ] as const) {
      console.log(`${name}: ${m.files.length} JS files, ${kB(m.raw)} raw, ${kB(m.gzip)} gzip`);
      for (const file of m.files) console.log(`  ${kB(file.gzip).padStart(9)} gzip  ${file.name}`);
    }
  } finally {
    await browser?.close();
    server?.kill();
    if (!target.external) rmSync(target.dataDir, { recursive: true, force: true });
  }
}

await main();
