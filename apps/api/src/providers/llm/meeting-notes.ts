/**
 * The product's meeting-notes format, shared by every language model: four markdown sections,
 * each item pointing to the time it was said as `[HH:MM]` in 24-hour India time, the time zone
 * the meeting page shows its transcript in (providers do not report the meeting's own); the notes
 * end by saying so.
 */
import { DEFAULT_TIME_ZONE } from '@convene/domain/time';
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

export const NOTES_TIME_LEGEND = 'Times are 24-hour India Standard Time (IST).';

const hoursAndMinutes = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: DEFAULT_TIME_ZONE,
});

/** `19:35` for an ISO time, in India time; null when the time is unknown or unreadable. */
export function noteTime(at: string | null): string | null {
  if (at === null) return null;
  const time = new Date(at);
  if (Number.isNaN(time.getTime())) return null;
  return hoursAndMinutes.format(time);
}

/** `[14:05] Alice: what she said`, the time left out when unknown. */
export function citedLine(line: TranscriptLine): string {
  const time = noteTime(line.at);
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
export function renderMeetingNotes(notes: MeetingNotes): string {
  return [
    section(
      'Summary',
      notes.summary.map((item) => `- ${citedLine(item)}`),
    ),
    section(
      'Decisions',
      notes.decisions.map((item) => `- ${citedLine(item)}`),
    ),
    section(
      'Action items',
      notes.actionItems.map(
        (item) =>
          `- [ ] ${citedLine(item)}${item.owner === null ? '' : ` — **Owner: ${item.owner}**`}`,
      ),
    ),
    section(
      'Open questions',
      notes.openQuestions.map((item) => `- ${citedLine(item)}`),
    ),
    `_${NOTES_TIME_LEGEND}_`,
  ].join('\n\n');
}

/**
 * What a model that writes is asked for: the same sections, item format and empty texts, and the
 * same definitions the embedded model keeps to (notes/).
 */
export const MEETING_NOTES_INSTRUCTIONS = [
  'You write the notes of a meeting from its transcript, the notes a person who was there would keep. Each transcript line is "[HH:MM] Speaker: text" (times in 24-hour IST; a line without a time has none).',
  `Answer in markdown with exactly these sections, in this order, each a "## " heading: ${MEETING_NOTES_SECTIONS.join(', ')}.`,
  "Summary: the meeting's main topics in the order they came up, one bullet each, at most about 200 words in all.",
  'Decisions: what the meeting settled, found from how people settle things ("let\'s go with", "we agreed", "so that\'s decided", a proposal that others accept), not only where the word "decision" is said. What is still to be decided is not a decision.',
  'Action items: a commitment to a task with an owner, someone who takes it on ("I\'ll send the schema by Wednesday") or is asked by name or says yes; task-list entries ("- [ ] ") ending " — **Owner: Name**". Never a backchannel or a remark about the meeting itself (the next slide, drawing on the whiteboard, "see you").',
  'Open questions: questions the meeting raised and left unanswered, not every question asked: leave out questions someone answered, tag questions ("..., right?"), proposals put as questions, prompts such as "any questions?", small talk and rhetorical questions.',
  'Leave small talk (greetings, people introducing themselves, "how are you", jokes about the room) out of every section. Each item says what was said in the speaker\'s own words, cleaned of fillers ("um", "uh", "yeah", "you know" as a filler) and of false starts and stutters ("let let me", "I I think").',
  'Start every item with the time of the line it comes from, e.g. "- [14:05] Alice: ...", and the speaker.',
  `When a section has nothing, write exactly: ${MEETING_NOTES_SECTIONS.map((name) => `"${EMPTY_NOTES_SECTION[name]}"`).join(', ')} respectively.`,
  'Use only what the transcript says; never invent names, numbers, decisions or tasks. If the transcript says the meeting is simulated, the summary must say so first.',
  `End with the line "_${NOTES_TIME_LEGEND}_". Answer with the notes only, no preamble.`,
].join('\n');

/** The transcript as the model reads it. */
export function transcriptForModel(lines: readonly TranscriptLine[]): string {
  return lines.length > 0 ? lines.map(citedLine).join('\n') : '(nothing was transcribed)';
}
