/**
 * The QMSum development set (qmsum-dev/README.md): twelve real meetings read by the product's own
 * transcript import, each with the questions people asked of it (and the turns that answer them)
 * and a person's summary. One cue of the files is one turn, and no two turns in a row share a
 * speaker, so a cue's index is its segment's ordinal once imported; `readQmsum` checks that.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readTranscriptFile } from '../src/meeting-bots/files/transcript-import.js';
import type { MeetingRecord } from '../src/providers/meeting-bots/port.js';

const QMSUM_DIR = fileURLToPath(new URL('./qmsum-dev/', import.meta.url));
/** When the imported meetings start; the files' times count from 0. */
export const QMSUM_STARTED_AT = new Date('2026-11-02T04:30:00.000Z');

export interface QmsumQuestion {
  query: string;
  /** The person's written answer. */
  answer: string;
  /** Inclusive ranges of the turns (segment ordinals) that answer it. */
  spans: [number, number][];
}

export interface QmsumMeeting {
  name: string;
  record: MeetingRecord;
  questions: QmsumQuestion[];
  /** A person's summary of the whole meeting. */
  summary: string;
  minutes: number;
}

const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(`${QMSUM_DIR}${file}`, 'utf8')) as T;

export async function readQmsum(): Promise<QmsumMeeting[]> {
  const questions = readJson<Record<string, QmsumQuestion[]>>('questions.json');
  const summaries = readJson<Record<string, { answer: string }[]>>('summaries.json');
  return Promise.all(
    Object.keys(questions)
      .sort()
      .map(async (name) => {
        const file = readFileSync(`${QMSUM_DIR}${name}.vtt`);
        const record = await readTranscriptFile('.vtt', file, QMSUM_STARTED_AT);
        const cues = file.toString('utf8').match(/<v [^>]*>/g)?.length ?? 0;
        if (cues !== record.transcript.length)
          throw new Error(`${name}: ${cues} cues became ${record.transcript.length} segments`);
        const last = record.transcript.at(-1)?.words.at(-1)?.at;
        const minutes = last ? (Date.parse(last) - QMSUM_STARTED_AT.getTime()) / 60_000 : 0;
        return {
          name,
          record,
          questions: questions[name]!,
          summary: summaries[name]![0]!.answer,
          minutes,
        };
      }),
  );
}

/** Whether a segment's ordinal lies in one of the question's spans. */
export const inSpans = (spans: readonly [number, number][], ordinal: number) =>
  spans.some(([from, to]) => ordinal >= from && ordinal <= to);
