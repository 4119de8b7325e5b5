/**
 * JavaScript budgets: what a first visit downloads, gzipped as a server would (zlib, default
 * level), in a fresh browser context each. The figures are printed; a page past its budget fails.
 */
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { signUp } from './fixtures';

/** kB of gzipped JavaScript per first visit, as the product promises them. */
const BUDGET_KB = {
  landing: 100,
  dashboard: 180,
} as const;

interface ScriptSize {
  name: string;
  gzip: number;
}

/** Records every script the page downloads from now on. */
function recordScripts(page: Page): () => Promise<ScriptSize[]> {
  const sizes: Promise<ScriptSize>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'script' || type.includes('javascript')) {
      const name = new URL(response.url()).pathname;
      sizes.push(response.body().then((body) => ({ name, gzip: gzipSync(body).length })));
    }
  });
  return () => Promise.all(sizes);
}

function report(page: string, scripts: ScriptSize[]): number {
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;
  const lines = scripts
    .sort((a, b) => b.gzip - a.gzip)
    .map((script) => `  ${(script.gzip / 1024).toFixed(1).padStart(7)} kB  ${script.name}`);
  console.log(
    `${page}: ${scripts.length} scripts, ${total.toFixed(1)} kB gzip\n${lines.join('\n')}`,
  );
  return total;
}

test('the landing page stays within its JavaScript budget', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(report('landing page (/)', await scripts())).toBeLessThanOrEqual(BUDGET_KB.landing);
});

test('/dashboard stays within its JavaScript budget', async ({ browser }) => {
  // Sign up in one context, then open /dashboard cold in another holding only the token.
  const setup = await browser.newPage();
  await signUp(setup);
  const token = await setup.evaluate(() => window.localStorage.getItem('convene:auth-token'));
  await setup.context().close();
  expect(token).toBeTruthy();

  const context = await browser.newContext();
  await context.addInitScript((value) => {
    window.localStorage.setItem('convene:auth-token', value);
  }, token ?? '');
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  await expect(page.getByText('Welcome back').first()).toBeVisible();
  const total = report('/dashboard (signed in)', await scripts());
  await context.close();
  expect(total).toBeLessThanOrEqual(BUDGET_KB.dashboard);
});
