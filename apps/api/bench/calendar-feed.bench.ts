/**
 * Time and memory for a calendar sync's own work on a busy feed (calendar-feed-generate.ts: 2,000
 * events, 50 recurring series): reading it over a 14-day window, then comparing the occurrences
 * with a kept copy of the last sync (some moved, some gone, some new). The goal is at most a second
 * for both. Run from apps/api: `npx tsx bench/calendar-feed.bench.ts`.
 *
 * The feed is written to a temporary file and measured in a process of its own (started with
 * --expose-gc), so the memory figures are the reading's: RSS after loading and reading the file,
 * the process's peak RSS (VmHWM) after the first, cold run and after all runs, and the heap the
 * reading holds at its end (before a collection) and keeps (after one). The first run is reported
 * apart: it includes the JIT's warm-up, as a server's first sync after a start would. Wall times
 * wait for a core on a busy machine; the CPU time (this process's, garbage collection included) is
 * the work itself.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compareOccurrences } from '../src/calendars/compare.js';
import { readCalendarFeed } from '../src/calendars/feed.js';
import type { CalendarOccurrence } from '../src/calendars/occurrences.js';
import { FEED_WINDOW, generateFeed } from './calendar-feed-generate.js';

const GOAL_MS = 1_000;
const RUNS = 25;

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const peakRss = () => process.resourceUsage().maxRSS * 1024;
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** What the last sync kept: this sync's occurrences with one in 20 an hour earlier, one in 50 gone, and ten that are no more. */
function keptCopy(occurrences: CalendarOccurrence[]) {
  const kept = occurrences
    .filter((_, index) => index % 50 !== 7)
    .map((occurrence, index) => ({
      ...occurrence,
      botId: `bot-${index}`,
      start: index % 20 === 3 ? new Date(occurrence.start.getTime() - 3_600_000) : occurrence.start,
    }));
  for (let index = 0; index < 10; index += 1)
    kept.push({ ...occurrences[index]!, uid: `gone-${index}@google.com`, botId: `gone-${index}` });
  return kept;
}

function measure(file: string): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  const text = readFileSync(file, 'utf8');
  gc();
  const rssBefore = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;

  const runs: { parse: number; compare: number; cpu: number }[] = [];
  let held = 0;
  let kept = 0;
  let summary = '';
  for (let run = 0; run <= RUNS; run += 1) {
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    const feed = readCalendarFeed(text, FEED_WINDOW);
    const parsed = performance.now();
    const parseCpu = process.cpuUsage(cpuStarted);
    const stored = keptCopy(feed.occurrences);
    const compareCpuStarted = process.cpuUsage();
    const compareStarted = performance.now();
    const changes = compareOccurrences(feed.occurrences, stored);
    const compared = performance.now();
    const compareCpu = process.cpuUsage(compareCpuStarted);
    runs.push({
      parse: parsed - started,
      compare: compared - compareStarted,
      cpu: (parseCpu.user + parseCpu.system + compareCpu.user + compareCpu.system) / 1000,
    });
    if (run === 0) {
      held = process.memoryUsage().heapUsed - heapBefore;
      gc();
      kept = process.memoryUsage().heapUsed - heapBefore;
      const allDay = feed.occurrences.filter((o) => o.allDay).length;
      const withLink = feed.occurrences.filter((o) => o.link).length;
      summary =
        `${feed.occurrences.length} occurrences in the window (${withLink} with a link, ${allDay} whole-day, ` +
        `${feed.occurrences.filter((o) => o.cancelled).length} cancelled); compared with ${stored.length} kept: ` +
        `${changes.added.length} added, ${changes.moved.length} moved, ${changes.removed.length} removed, ` +
        `${changes.unchanged.length} unchanged`;
      console.log(summary);
      console.log(
        `cold run        parse ${ms(runs[0]!.parse)}   compare ${ms(runs[0]!.compare)}   ` +
          `total ${ms(runs[0]!.parse + runs[0]!.compare)} (CPU ${ms(runs[0]!.cpu)})   peak RSS ${mb(peakRss())}`,
      );
    }
  }
  const warm = runs.slice(1);
  const row = (label: string, values: number[]) =>
    `${label.padEnd(8)} p50 ${ms(percentile(values, 0.5))}   p95 ${ms(percentile(values, 0.95))}   max ${ms(Math.max(...values))}`;
  const totals = warm.map((run) => run.parse + run.compare);
  console.log(`warm runs (${warm.length}):`);
  console.log(
    `  ${row(
      'parse',
      warm.map((run) => run.parse),
    )}`,
  );
  console.log(
    `  ${row(
      'compare',
      warm.map((run) => run.compare),
    )}`,
  );
  console.log(`  ${row('total', totals)}`);
  console.log(
    `  ${row(
      'CPU',
      warm.map((run) => run.cpu),
    )}`,
  );
  console.log(
    `memory: RSS ${mb(rssBefore)} with the feed read in; peak RSS ${mb(peakRss())} ` +
      `(+${mb(peakRss() - rssBefore)}); heap +${mb(held)} at the end of the cold run, +${mb(kept)} kept after a collection`,
  );
  const worst = Math.max(runs[0]!.parse + runs[0]!.compare, percentile(totals, 0.95));
  console.log(
    `${worst <= GOAL_MS ? 'within' : 'OVER'} the ${GOAL_MS} ms goal (cold run and warm p95)`,
  );
}

const [file] = process.argv.slice(2);
if (file) {
  measure(file);
} else {
  const folder = mkdtempSync(path.join(tmpdir(), 'calendar-bench-'));
  try {
    const feed = generateFeed();
    const target = path.join(folder, 'feed.ics');
    writeFileSync(target, feed.text);
    console.log(
      `feed: ${feed.events} events (${feed.overrides} of them overrides of the 50 series), ` +
        `${mb(Buffer.byteLength(feed.text))}; window ${FEED_WINDOW.from.toISOString()} + 14 days`,
    );
    const run = spawnSync(
      process.execPath,
      ['--expose-gc', ...process.execArgv, process.argv[1]!, target],
      { stdio: 'inherit' },
    );
    if (run.status !== 0) process.exit(run.status ?? 1);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
