/**
 * The longest the server stops serving others while it reads a transcript file a user imports:
 * the largest .json export one may import (just under MEETING_IMPORT_MAX_BYTES), and files made to
 * be slow to read (one turn of megabytes, lines that are slow to match, a flood of brackets or
 * tags). For each, the read's time and the longest gap between two ticks of a 1 ms timer during
 * it. Run from apps/api: `npx tsx bench/meeting-import-blocking.bench.ts`.
 */
import type { MeetingImportExtension } from '@convene/domain/meeting-import';
import { MEETING_IMPORT_MAX_BYTES } from '@convene/domain/meeting-import';
import { MEETING_EXPORT_FORMAT } from '../src/meeting-bots/files/transcript-export.js';
import { readTranscriptFile } from '../src/meeting-bots/files/transcript-import.js';
import { longestBlockDuring } from './event-loop.js';

/** The goal: no request waits behind an import for more than this. */
const LONGEST_BLOCK_GOAL_MS = 50;
const WORDS_PER_SEGMENT = 40;

function largestExport(): string {
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
  return JSON.stringify({
    format: MEETING_EXPORT_FORMAT,
    transcript,
    participants: [],
    notes: null,
  });
}

const FILES: [name: string, extension: MeetingImportExtension, text: () => string][] = [
  ['largest .json export', '.json', largestExport],
  ['.json of nested brackets', '.json', () => '['.repeat(5_000_000)],
  ['.txt, one turn of 6M words', '.txt', () => `Alice: ${'x '.repeat(6_000_000)}`],
  ['.txt, lines slow to match', '.txt', () => `Alice${' '.repeat(50)}x\n`.repeat(200_000)],
  [
    '.vtt, one voice of 4M words',
    '.vtt',
    () => `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v Alice>${'x '.repeat(4_000_000)}\n`,
  ],
  [
    '.vtt, a cue of 1M tags',
    '.vtt',
    () => `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'<b>'.repeat(1_000_000)}\n`,
  ],
  [
    '.srt, one cue of 3M names',
    '.srt',
    () => `1\n00:00:01,000 --> 00:00:02,000\n${'x: '.repeat(3_000_000)}\n`,
  ],
];

for (const [name, extension, text] of FILES) {
  const file = Buffer.from(text());
  const {
    result: outcome,
    milliseconds: took,
    longestBlock: longest,
  } = await longestBlockDuring(() =>
    readTranscriptFile(extension, file, new Date()).then(
      (record) => `${record.transcript.reduce((sum, part) => sum + part.words.length, 0)} words`,
      (error: Error) => `refused: ${error.message.slice(0, 40)}…`,
    ),
  );
  console.log(
    `${name.padEnd(30)} ${(file.byteLength / 1048576).toFixed(1).padStart(5)} MiB  read in ` +
      `${took.toFixed(0).padStart(5)} ms, longest block ${longest.toFixed(0).padStart(4)} ms  ` +
      `${longest <= LONGEST_BLOCK_GOAL_MS ? 'within' : 'OVER'} ${LONGEST_BLOCK_GOAL_MS} ms  (${outcome})`,
  );
}
