/**
 * The longest the server stops serving others while it reads the largest .json export a user may
 * import (just under MEETING_IMPORT_MAX_BYTES, with words a few short of MEETING_IMPORT_MAX_WORDS):
 * the read's time, and the longest gap between two ticks of a 1 ms timer during it. Run from
 * apps/api: `npx tsx bench/meeting-import-json.bench.ts`.
 */
import { MEETING_IMPORT_MAX_BYTES } from '@convene/domain/meeting-import';
import { readTranscriptFile } from '../src/meeting-bots/files/transcript-import.js';
import { MEETING_EXPORT_FORMAT } from '../src/meeting-bots/files/transcript-export.js';

/** The goal: no request waits behind an import for more than this. */
const LONGEST_BLOCK_GOAL_MS = 50;
const WORDS_PER_SEGMENT = 40;

function largestExport(): Buffer {
  const start = Date.parse('2026-11-02T04:30:00.000Z');
  const segment = (index: number) => ({
    participant: { id: index % 7, name: `Speaker ${index % 7}`, is_host: index % 7 === 0 },
    words: Array.from({ length: WORDS_PER_SEGMENT }, (_, word) => {
      const at = start + (index * WORDS_PER_SEGMENT + word) * 400;
      return {
        text: `word${word}`,
        start_timestamp: { relative: 0, absolute: new Date(at).toISOString() },
        end_timestamp: { relative: 0, absolute: new Date(at + 300).toISOString() },
      };
    }),
  });
  const bytesPerSegment = Buffer.byteLength(JSON.stringify(segment(0))) + 1;
  const segments = Math.floor((MEETING_IMPORT_MAX_BYTES - 1024) / bytesPerSegment);
  const transcript = Array.from({ length: segments }, (_, index) => segment(index));
  return Buffer.from(
    JSON.stringify({ format: MEETING_EXPORT_FORMAT, transcript, participants: [], notes: null }),
  );
}

const file = largestExport();
let longest = 0;
let last = performance.now();
const ticker = setInterval(() => {
  const now = performance.now();
  longest = Math.max(longest, now - last);
  last = now;
}, 1);
const start = performance.now();
const record = await readTranscriptFile('.json', file, new Date());
const took = performance.now() - start;
await new Promise((resolve) => setTimeout(resolve, 5));
clearInterval(ticker);
const words = record.transcript.reduce((sum, part) => sum + part.words.length, 0);
console.log(
  `.json export ${(file.byteLength / 1048576).toFixed(1)} MiB, ${words} words: read in ` +
    `${took.toFixed(0)} ms, longest block ${longest.toFixed(0)} ms   ` +
    `${longest <= LONGEST_BLOCK_GOAL_MS ? 'within' : 'OVER'} ${LONGEST_BLOCK_GOAL_MS} ms`,
);
