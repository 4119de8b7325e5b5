/**
 * The knowledge files the benchmarks upload: a PDF and a CSV each just under the 7 MB limit, built
 * from deterministic word salad so runs are comparable and the text has realistic variety for search.
 */
import { KNOWLEDGE_FILE_MAX_BYTES } from '@convene/domain/limits';
import { makePdf } from '../test/unit/fixtures/pdf.js';

export type KnowledgeFileKind = 'pdf' | 'csv';

function words(seed: number) {
  const vocabulary = (
    'customer order refund invoice delivery meeting agenda sprint backlog release ticket priority ' +
    'contract renewal pricing discount account manager onboarding training policy warranty shipping region ' +
    'quarter revenue forecast pipeline support escalation feedback survey product feature roadmap'
  ).split(' ');
  let state = seed;
  return (count: number) =>
    Array.from({ length: count }, () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return vocabulary[state % vocabulary.length];
    }).join(' ');
}

/** The largest file of pages or rows that stays under the 7 MB limit. */
function fill(build: (units: number) => Uint8Array, unitsGuess: number): Uint8Array {
  const target = KNOWLEDGE_FILE_MAX_BYTES - 4096;
  let units = unitsGuess;
  let bytes = build(units);
  units = Math.floor((units * target) / bytes.byteLength);
  bytes = build(units);
  while (bytes.byteLength > target) {
    units = Math.floor((units * target) / bytes.byteLength) - 1;
    bytes = build(units);
  }
  return bytes;
}

function knowledgePdf(): Uint8Array {
  return fill((pages) => {
    const say = words(7);
    return makePdf(
      Array.from({ length: pages }, (_, page) =>
        Array.from({ length: 50 }, (_, line) => `${page + 1}.${line + 1} ${say(12)}.`),
      ),
    );
  }, 100);
}

function knowledgeCsv(): Uint8Array {
  const encoder = new TextEncoder();
  return fill((rows) => {
    const say = words(11);
    const lines = ['id,customer,region,status,amount,notes'];
    for (let row = 0; row < rows; row++) {
      lines.push(
        `${row},Customer ${row % 997},${say(1)},${say(1)},${(row * 37) % 10000}.50,"${say(8)}, ${say(3)}"`,
      );
    }
    return encoder.encode(lines.join('\n'));
  }, 1000);
}

export const KNOWLEDGE_FILES: Record<
  KnowledgeFileKind,
  { build: () => Uint8Array; contentType: string }
> = {
  pdf: { build: knowledgePdf, contentType: 'application/pdf' },
  csv: { build: knowledgeCsv, contentType: 'text/csv' },
};
