/**
 * The embedded model's meeting notes measured on the twelve real meetings of QMSum's development
 * set (../qmsum-dev): each meeting read through the product's WebVTT import and turned into the
 * lines the product writes notes from, then per meeting how many decisions, action items and open
 * questions the notes keep (and per ten minutes of meeting, since a long meeting has more to say),
 * and how close the summary comes to a person's (ROUGE-1 and ROUGE-2 F). A fixed-seed sample of
 * the kept action items and open questions lets a person judge them by reading.
 */
import { seededRandom } from '@convene/domain/seeded-random';
import { DEFAULT_TIME_ZONE } from '@convene/domain/time';
import { recordNotesLines } from '../../src/meeting-bots/meeting-data.js';
import { extractMeetingNotes } from '../../src/providers/llm/meeting-notes-extract.js';
import { noteClock, type MeetingNotes } from '../../src/providers/llm/meeting-notes.js';
import { readQmsum } from '../qmsum.js';
import { rougeF } from './rouge.js';

/** Items the sample shows, and the seed that picks them (the same list every run). */
const SAMPLE_SIZE = 20;
const SAMPLE_SEED = 20_261_102;
/** The sample's times, as the notes of a meeting whose owner is on India time write them. */
const evaluationClock = noteClock(DEFAULT_TIME_ZONE);

export interface MeetingNotesCounts {
  decisions: number;
  actionItems: number;
  openQuestions: number;
}

export interface MeetingNotesResult extends MeetingNotesCounts {
  meeting: string;
  minutes: number;
  /** The counts per ten minutes of this meeting. */
  perTenMinutes: MeetingNotesCounts;
  summaryWords: number;
  rouge1: number;
  rouge2: number;
  notes: MeetingNotes;
}

export interface SampledItem {
  meeting: string;
  kind: 'action item' | 'open question';
  speaker: string;
  at: string | null;
  text: string;
  owner?: string | null;
}

export interface MeetingNotesEvaluation {
  meetings: MeetingNotesResult[];
  /** Means over the meetings. */
  average: MeetingNotesCounts & {
    minutes: number;
    summaryWords: number;
    rouge1: number;
    rouge2: number;
  };
  /** All items over all minutes, times ten. */
  totalPerTenMinutes: MeetingNotesCounts;
  /** The mean of the meetings' own rates. */
  meanPerTenMinutes: MeetingNotesCounts;
  sample: SampledItem[];
  /** How many action items and open questions the sample was picked from. */
  kept: number;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

function countsOf(notes: MeetingNotes): MeetingNotesCounts {
  return {
    decisions: notes.decisions.length,
    actionItems: notes.actionItems.length,
    openQuestions: notes.openQuestions.length,
  };
}

const COUNTS = ['decisions', 'actionItems', 'openQuestions'] as const;

function mapCounts(map: (key: (typeof COUNTS)[number]) => number): MeetingNotesCounts {
  return {
    decisions: map('decisions'),
    actionItems: map('actionItems'),
    openQuestions: map('openQuestions'),
  };
}

function keptItems(meetings: readonly MeetingNotesResult[]): SampledItem[] {
  return meetings.flatMap(({ meeting, notes }) => [
    ...notes.actionItems.map(({ speaker, at, text, owner }) => ({
      meeting,
      kind: 'action item' as const,
      speaker,
      at,
      text,
      owner,
    })),
    ...notes.openQuestions.map(({ speaker, at, text }) => ({
      meeting,
      kind: 'open question' as const,
      speaker,
      at,
      text,
    })),
  ]);
}

function sampleItems(kept: readonly SampledItem[]): SampledItem[] {
  const pool = [...kept];
  const random = seededRandom(SAMPLE_SEED);
  // A partial Fisher-Yates shuffle: the first SAMPLE_SIZE places are a uniform pick.
  for (let index = 0; index < Math.min(SAMPLE_SIZE, pool.length); index++) {
    const other = index + Math.floor(random() * (pool.length - index));
    [pool[index], pool[other]] = [pool[other]!, pool[index]!];
  }
  return pool.slice(0, SAMPLE_SIZE);
}

export async function evaluateMeetingNotes(): Promise<MeetingNotesEvaluation> {
  const meetings = (await readQmsum()).map(
    ({ name, record, summary, minutes }): MeetingNotesResult => {
      const notes = extractMeetingNotes({ lines: recordNotesLines(record) });
      const counts = countsOf(notes);
      const summaryText = notes.summary.map((item) => item.text).join(' ');
      return {
        meeting: name,
        minutes,
        ...counts,
        perTenMinutes: mapCounts((key) => (counts[key] / minutes) * 10),
        summaryWords: wordCount(summaryText),
        rouge1: rougeF(summaryText, summary, 1),
        rouge2: rougeF(summaryText, summary, 2),
        notes,
      };
    },
  );
  const totalMinutes = meetings.reduce((sum, meeting) => sum + meeting.minutes, 0);
  return {
    meetings,
    average: {
      ...mapCounts((key) => mean(meetings.map((meeting) => meeting[key]))),
      minutes: mean(meetings.map((meeting) => meeting.minutes)),
      summaryWords: mean(meetings.map((meeting) => meeting.summaryWords)),
      rouge1: mean(meetings.map((meeting) => meeting.rouge1)),
      rouge2: mean(meetings.map((meeting) => meeting.rouge2)),
    },
    totalPerTenMinutes: mapCounts(
      (key) => (meetings.reduce((sum, meeting) => sum + meeting[key], 0) / totalMinutes) * 10,
    ),
    meanPerTenMinutes: mapCounts((key) =>
      mean(meetings.map((meeting) => meeting.perTenMinutes[key])),
    ),
    sample: sampleItems(keptItems(meetings)),
    kept: keptItems(meetings).length,
  };
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

function row(cells: readonly string[], widths: readonly number[]): string {
  return cells
    .map((cell, index) =>
      index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!),
    )
    .join('  ');
}

const HEADER = [
  'meeting',
  'min',
  'dec',
  'act',
  'open',
  'dec/10',
  'act/10',
  'open/10',
  'words',
  'R-1 F',
  'R-2 F',
];
const WIDTHS = [13, 5, 4, 4, 4, 6, 6, 7, 5, 5, 5];

/** The evaluation as a table per meeting, the overall figures, and the sampled items to judge. */
export function printMeetingNotesEvaluation(evaluation: MeetingNotesEvaluation): void {
  const lines = [row(HEADER, WIDTHS)];
  for (const meeting of evaluation.meetings)
    lines.push(
      row(
        [
          meeting.meeting,
          fixed(meeting.minutes, 0),
          String(meeting.decisions),
          String(meeting.actionItems),
          String(meeting.openQuestions),
          fixed(meeting.perTenMinutes.decisions, 2),
          fixed(meeting.perTenMinutes.actionItems, 2),
          fixed(meeting.perTenMinutes.openQuestions, 2),
          String(meeting.summaryWords),
          fixed(meeting.rouge1, 3),
          fixed(meeting.rouge2, 3),
        ],
        WIDTHS,
      ),
    );
  const { average, totalPerTenMinutes, meanPerTenMinutes } = evaluation;
  lines.push(
    row(
      [
        'average',
        fixed(average.minutes, 0),
        fixed(average.decisions, 1),
        fixed(average.actionItems, 1),
        fixed(average.openQuestions, 1),
        fixed(meanPerTenMinutes.decisions, 2),
        fixed(meanPerTenMinutes.actionItems, 2),
        fixed(meanPerTenMinutes.openQuestions, 2),
        fixed(average.summaryWords, 0),
        fixed(average.rouge1, 3),
        fixed(average.rouge2, 3),
      ],
      WIDTHS,
    ),
    row(
      [
        'total per 10',
        '',
        '',
        '',
        '',
        fixed(totalPerTenMinutes.decisions, 2),
        fixed(totalPerTenMinutes.actionItems, 2),
        fixed(totalPerTenMinutes.openQuestions, 2),
        '',
        '',
        '',
      ],
      WIDTHS,
    ),
    '',
    `${evaluation.sample.length} of the ${evaluation.kept} action items and open questions kept, picked at random (seed ${SAMPLE_SEED}):`,
  );
  evaluation.sample.forEach((item, index) => {
    const owner = item.owner ? ` (owner: ${item.owner})` : '';
    lines.push(
      `${String(index + 1).padStart(2)}. ${item.meeting} ${item.kind} [${evaluationClock.time(item.at) ?? '--:--'}] ${item.speaker}: ${item.text}${owner}`,
    );
  });
  console.log(lines.join('\n'));
}
