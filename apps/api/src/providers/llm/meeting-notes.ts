/**
 * The product's meeting-notes format, shared by every language model: four markdown sections,
 * each item pointing to the time it was said as `[HH:MM]` in 24-hour time in the meeting owner's
 * time zone (providers do not report the meeting's own); the notes end by naming the zone.
 */
import { DEFAULT_TIME_ZONE, timeZoneAbbreviation, timeZoneTitle } from '@convene/domain/time';
import type { TranscriptLine } from './port.js';

export const MEETING_NOTES_SECTIONS = [
  'Summary',
  'Decisions',
  'Action items',
  'Open questions',
] as const;
export type MeetingNotesSection = (typeof MEETING_NOTES_SECTIONS)[number];

/** What a section says when the meeting gave it nothing. */
export const EMPTY_NOTES_SECTION: Record<MeetingNotesSection, string> = {
  Summary: 'Nothing was transcribed in this meeting.',
  Decisions: 'No decisions were recorded.',
  'Action items': 'No action items were recorded.',
  'Open questions': 'No open questions were recorded.',
};

/** How notes and answers write the times of a meeting: in its owner's zone, on its day. */
export interface NoteClock {
  /** `19:35` for an ISO time; null when the time is unknown or unreadable. */
  time(at: string | null): string | null;
  /** The zone's short name on the meeting's day: `IST`, `BST`, `GMT+9`. */
  abbreviation: string;
  /** `Times are 24-hour India Standard Time (IST).`: the last line of the notes. */
  legend: string;
  /**
   * The zone is not India time, which every time the product wrote meant until people had zones
   * of their own: a bare time could be read as India time, so answers name the zone after it.
   */
  named: boolean;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function hoursAndMinutes(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The clock of a meeting in that zone, its day read from its first time known (else today). */
export function noteClock(
  timeZone: string,
  lines: readonly { at: string | null }[] = [],
): NoteClock {
  const first = lines.find((line) => line.at !== null && !Number.isNaN(Date.parse(line.at)));
  const day = first ? new Date(first.at!) : new Date();
  const format = hoursAndMinutes(timeZone);
  return {
    time(at) {
      if (at === null) return null;
      const time = new Date(at);
      return Number.isNaN(time.getTime()) ? null : format.format(time);
    },
    abbreviation: timeZoneAbbreviation(timeZone, day),
    legend: `Times are 24-hour ${timeZoneTitle(timeZone, day)}.`,
    named: timeZoneTitle(timeZone, day) !== timeZoneTitle(DEFAULT_TIME_ZONE, day),
  };
}

/** `[14:05] Alice: what she said`, the time left out when unknown. */
export function citedLine(line: TranscriptLine, clock: NoteClock): string {
  const time = clock.time(line.at);
  return `${time === null ? '' : `[${time}] `}${line.speaker}: ${line.text}`;
}

/** One item of the notes: something said, by whom and when. */
export type NoteItem = TranscriptLine;

export interface ActionItem extends NoteItem {
  /** Who is to do it, when the meeting named someone. */
  owner: string | null;
}

export interface MeetingNotes {
  summary: NoteItem[];
  decisions: NoteItem[];
  actionItems: ActionItem[];
  openQuestions: NoteItem[];
}

function section(name: MeetingNotesSection, items: readonly string[]): string {
  const body = items.length > 0 ? items.join('\n') : EMPTY_NOTES_SECTION[name];
  return `## ${name}\n\n${body}`;
}

/** The notes as markdown; action items are task-list entries so the page can tick them off. */
export function renderMeetingNotes(notes: MeetingNotes, clock: NoteClock): string {
  return [
    section(
      'Summary',
      notes.summary.map((item) => `- ${citedLine(item, clock)}`),
    ),
    section(
      'Decisions',
      notes.decisions.map((item) => `- ${citedLine(item, clock)}`),
    ),
    section(
      'Action items',
      notes.actionItems.map(
        (item) =>
          `- [ ] ${citedLine(item, clock)}${item.owner === null ? '' : ` — **Owner: ${item.owner}**`}`,
      ),
    ),
    section(
      'Open questions',
      notes.openQuestions.map((item) => `- ${citedLine(item, clock)}`),
    ),
    `_${clock.legend}_`,
  ].join('\n\n');
}

/**
 * What a model that writes is asked for: the same sections, item format and empty texts, and the
 * same definitions the embedded model keeps to (notes/).
 */
export const meetingNotesInstructions = (clock: NoteClock) =>
  [
    `You write the notes of a meeting from its transcript, the notes a person who was there would keep. Each transcript line is "[HH:MM] Speaker: text" (times in 24-hour ${clock.abbreviation}; a line without a time has none).`,
    `Answer in markdown with exactly these sections, in this order, each a "## " heading: ${MEETING_NOTES_SECTIONS.join(', ')}.`,
    "Summary: the meeting's main topics in the order they came up, one bullet each, at most about 200 words in all.",
    'Decisions: what the meeting settled, found from how people settle things ("let\'s go with", "we agreed", "so that\'s decided", a proposal that others accept), not only where the word "decision" is said. What is still to be decided is not a decision.',
    'Action items: a commitment to a task with an owner, someone who takes it on ("I\'ll send the schema by Wednesday") or is asked by name or says yes; task-list entries ("- [ ] ") ending " — **Owner: Name**". Never a backchannel or a remark about the meeting itself (the next slide, drawing on the whiteboard, "see you").',
    'Open questions: questions the meeting raised and left unanswered, not every question asked: leave out questions someone answered, tag questions ("..., right?"), proposals put as questions, prompts such as "any questions?", small talk and rhetorical questions.',
    'Leave small talk (greetings, people introducing themselves, "how are you", jokes about the room) out of every section. Each item says what was said in the speaker\'s own words, cleaned of fillers ("um", "uh", "yeah", "you know" as a filler) and of false starts and stutters ("let let me", "I I think").',
    'Start every item with the time of the line it comes from, e.g. "- [14:05] Alice: ...", and the speaker.',
    `When a section has nothing, write exactly: ${MEETING_NOTES_SECTIONS.map((name) => `"${EMPTY_NOTES_SECTION[name]}"`).join(', ')} respectively.`,
    'Use only what the transcript says; never invent names, numbers, decisions or tasks. If the transcript says the meeting is simulated, the summary must say so first.',
    `End with the line "_${clock.legend}_". Answer with the notes only, no preamble.`,
  ].join('\n');

/** The transcript as the model reads it. */
export function transcriptForModel(lines: readonly TranscriptLine[], clock: NoteClock): string {
  return lines.length > 0
    ? lines.map((line) => citedLine(line, clock)).join('\n')
    : '(nothing was transcribed)';
}
