/**
 * The longest the server stops serving others while it prepares a knowledge file (checks it,
 * reads its text and chunks it; indexing is knowledge.bench.ts's): a plain 7 MB text, and files
 * made to be slow to prepare. For each, the time, the longest gap between two ticks of a 1 ms timer
 * during it, and the chunks made. Run from apps/api: `npx tsx bench/knowledge-blocking.bench.ts`.
 */
import { prepareKnowledgeFile } from '../src/agents/knowledge/prepare.js';
import { longestBlockDuring } from './event-loop.js';

/** The goal: no request waits behind an upload for more than this. */
const LONGEST_BLOCK_GOAL_MS = 50;

const item = (index: number) => ({
  id: index,
  name: `Item ${index}`,
  tags: ['a', 'b'],
  price: index * 1.5,
  notes: 'Some words about the item here.',
});

const FILES: [name: string, file: string, text: () => string][] = [
  [
    '.txt, 7 MB of sentences',
    'a.txt',
    () =>
      `The refund policy covers orders. ${'Delivery is free over 50. '.repeat(3)}\n`.repeat(64_000),
  ],
  ['.txt, 3.5M words, no full stop', 'a.txt', () => 'x '.repeat(3_500_000)],
  [
    '.csv, 180,000 rows',
    'a.csv',
    () => `name,price,notes\n${'Widget,12.50,"A small, useful widget"\n'.repeat(180_000)}`,
  ],
  ['.csv, one row of 3M columns', 'a.csv', () => `${'a,'.repeat(3_000_000)}\n`],
  [
    '.json, 60,000 records',
    'a.json',
    () => JSON.stringify(Array.from({ length: 60_000 }, (_, index) => item(index))),
  ],
  ['.json, an array of 3M numbers', 'a.json', () => `[${'1,'.repeat(3_000_000)}1]`],
];

for (const [name, file, text] of FILES) {
  const bytes = new TextEncoder().encode(text());
  const {
    result: prepared,
    milliseconds: took,
    longestBlock: longest,
  } = await longestBlockDuring(() => prepareKnowledgeFile({ name: file, bytes }));
  console.log(
    `${name.padEnd(32)} ${(bytes.byteLength / 1048576).toFixed(1)} MiB  prepared in ` +
      `${took.toFixed(0).padStart(5)} ms, longest block ${longest.toFixed(0).padStart(5)} ms  ` +
      `${longest <= LONGEST_BLOCK_GOAL_MS ? 'within' : 'OVER'} ${LONGEST_BLOCK_GOAL_MS} ms  ` +
      `(${prepared.ok ? `${prepared.chunks.length} chunks` : prepared.error})`,
  );
}
