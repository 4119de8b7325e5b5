/**
 * What the meeting notes' tests share: lines said at a time, a made-up meeting, and the check
 * that nothing was invented.
 */
import { expect } from 'vitest';
import type { MeetingNotes } from '../../src/providers/llm/meeting-notes.js';
import type { TranscriptLine } from '../../src/providers/llm/port.js';

/** A line said at HH:MM India time on the test day, or at an unknown time. */
export const say = (speaker: string, time: string | null, text: string): TranscriptLine => ({
  speaker,
  at: time === null ? null : `2026-11-25T${time}:00.000+05:30`,
  text,
});

/** A made-up meeting on three topics in turn, opened with small talk. */
export const PLANNING: TranscriptLine[] = [
  say('Ana', '09:00', 'Hi everyone, good morning, how are you all?'),
  say('Ben', '09:00', "Hello, my name is Ben and I'm from the Leeds office."),
  say(
    'Ana',
    '09:01',
    'Um this meeting is about the office move, the hiring plan and the support rota.',
  ),
  ...[
    'The office move starts in May, and the new office has room for forty desks.',
    'The movers need the floor plan of the new office two weeks before the move.',
    'Uh the new office is next to the station, so the move helps people who commute by train.',
    'The lease of the old office ends in June, after the move is done.',
  ].map((text, index) => say(index % 2 ? 'Ben' : 'Ana', `09:0${2 + index}`, text)),
  ...[
    'The hiring plan adds three engineers and one designer before the summer.',
    'For the hiring plan the engineers come first, because the roadmap needs them most.',
    'The designer role is open to remote candidates in the hiring plan.',
    'Interviews for the engineers take two rounds with the team lead and a peer.',
  ].map((text, index) => say(index % 2 ? 'Cem' : 'Ben', `09:1${index}`, text)),
  ...[
    'The support rota covers the weekend with two people from the support team.',
    'Each person on the support rota gets a day off after a weekend shift.',
    'The support rota starts again in the first week of the month.',
    'Weekend tickets on the support rota are answered within four hours.',
  ].map((text, index) => say(index % 2 ? 'Ana' : 'Cem', `09:2${index}`, text)),
];

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether `part`'s words appear in `whole` in the same order, others (fillers, repeats) between. */
function isSubsequence(part: readonly string[], whole: readonly string[]): boolean {
  let at = 0;
  for (const word of whole) if (at < part.length && part[at] === word) at++;
  return at === part.length;
}

/**
 * Every item is something said: the words of its text (each piece between … marks) are words of
 * one line of that speaker at that time, in order, with only fillers and repeats left out; and
 * every owner is a participant or someone named.
 */
export function expectNothingInvented(notes: MeetingNotes, lines: readonly TranscriptLine[]): void {
  const items = [
    ...notes.summary,
    ...notes.decisions,
    ...notes.actionItems,
    ...notes.openQuestions,
  ];
  for (const item of items) {
    const said = lines.filter((line) => line.speaker === item.speaker && line.at === item.at);
    for (const piece of item.text.split('…').filter((part) => part.trim()))
      expect(
        said.some((line) => isSubsequence(words(piece), words(line.text))),
        item.text,
      ).toBe(true);
  }
  const speakers = new Set(lines.map((line) => line.speaker));
  for (const { owner } of notes.actionItems)
    if (owner !== null)
      expect(
        speakers.has(owner) || lines.some((line) => line.text.includes(owner)),
        `owner ${owner}`,
      ).toBe(true);
}
