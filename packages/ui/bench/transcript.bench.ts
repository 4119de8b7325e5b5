/**
 * Transcript benchmark: builds a page with the bot detail screen and a three-hour meeting
 * (1,500 segments, about 30,000 words) for production, opens it in the system Chromium and prints
 * how long the screen takes to render and how long each search keystroke takes to update it.
 * It prints figures; it asserts nothing. Run: npm run bench:transcript -w @convene/ui
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, preview, type InlineConfig } from 'vite';

import { CHROME_LAUNCH_FLAGS, chromePath } from '../../../chromium';

const here = path.dirname(fileURLToPath(import.meta.url));
const MOUNTS = 10;
/** 30 keystrokes: a query typed letter by letter, narrowing the matches, then erased. */
const TYPED = 'customer release';
const ERASED = 14;

const median = (values: readonly number[]) => percentile(values, 50);
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

const outDir = await mkdtemp(path.join(tmpdir(), 'transcript-bench-'));
const config: InlineConfig = {
  root: path.join(here, 'transcript-page'),
  configFile: false,
  logLevel: 'warn',
  plugins: [react(), tailwindcss()],
  build: { outDir, emptyOutDir: true },
};
await build(config);
const server = await preview({ ...config, preview: { port: 0, host: '127.0.0.1' } });
const url = server.resolvedUrls?.local[0];
const browser = await chromium.launch({
  executablePath: chromePath(),
  args: CHROME_LAUNCH_FLAGS,
});
/** Mounts the page's component MOUNTS times in a fresh page: the first mount is cold (nothing compiled yet). */
type Mount = Awaited<ReturnType<Window['bench']['mount']>>;

async function timeMounts(part: 'transcript' | 'screen') {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  await page.goto(`${url}?part=${part}`);
  await page.waitForFunction(() => 'bench' in window);
  const mounts: Mount[] = [];
  for (let i = 0; i < MOUNTS; i += 1) mounts.push(await page.evaluate(() => window.bench.mount()));
  return { page, mounts };
}

/** The screen's statistics come in a deferred render after the first frame. */
const statistics = (mount: Mount) =>
  mount.statistics > mount.frame ? `, statistics shown ${ms(mount.statistics)}` : '';

function printMounts(label: string, [first, ...warm]: Mount[]) {
  if (!first) return;
  console.log(
    `${label}, first mount: commit ${ms(first.commit)}, laid out ${ms(first.layout)}, next frame ${ms(first.frame)}${statistics(first)}`,
  );
  const warmMedian = (key: 'commit' | 'layout' | 'frame' | 'statistics') =>
    ms(median(warm.map((mount) => mount[key])));
  console.log(
    `${label}, median of ${warm.length} more: commit ${warmMedian('commit')}, laid out ${warmMedian('layout')}, next frame ${warmMedian('frame')}${label === 'Whole screen' ? `, statistics shown ${warmMedian('statistics')}` : ''}`,
  );
}

try {
  const transcript = await timeMounts('transcript');
  await transcript.page.close();
  const { page, mounts } = await timeMounts('screen');

  const search = page.getByRole('searchbox', { name: 'Search transcript' });
  await search.focus();
  const keys = [...TYPED, ...Array(ERASED).fill('Backspace')];
  for (const [i, key] of keys.entries()) {
    await page.keyboard.press(key);
    await page.waitForFunction((n) => window.bench.keystrokes.length === n, i + 1);
  }
  const samples = await page.evaluate(() => window.bench.keystrokes);
  const work = samples.map((sample) => sample.work);
  const frame = samples.map((sample) => sample.frame);

  const { segments, words, renderedSegments } = mounts[0]!;
  console.log(
    `Three-hour meeting: ${segments} segments, ${words} words; ${renderedSegments} segment rows in the page (virtualised)`,
  );
  printMounts('Transcript alone', transcript.mounts);
  printMounts('Whole screen', mounts);
  console.log(
    `Search keystroke (${samples.length}, whole screen): update and layout median ${ms(median(work))}, p95 ${ms(percentile(work, 95))}; to after the next frame median ${ms(median(frame))}, p95 ${ms(percentile(frame, 95))}`,
  );
} finally {
  await browser.close();
  await server.close();
  await rm(outDir, { recursive: true, force: true });
}
