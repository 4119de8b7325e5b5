/**
 * Meeting notes and Ask AI answers in the meeting owner's time zone: the times, the zone named in
 * the notes' last line and after an answer's times (unless it is India time, which bare times have
 * always meant), and what a model is told.
 */
import { describe, expect, it } from 'vitest';
import { ExtractiveLlm } from '../../src/providers/llm/extractive.js';
import {
  meetingNotesInstructions,
  noteClock,
  transcriptForModel,
} from '../../src/providers/llm/meeting-notes.js';
import { passageAnswerInstructions, passagesForModel } from '../../src/providers/llm/passages.js';

const said = { speaker: 'Ana', at: '2026-07-01T14:30:00+05:30', text: 'We decided to ship.' };

describe('noteClock', () => {
  it("writes 24-hour times in the owner's zone", () => {
    expect(noteClock('Europe/London').time('2026-11-25T23:59:00Z')).toBe('23:59');
    expect(noteClock('America/New_York').time(said.at)).toBe('05:00');
  });

  it("names the zone as it was on the meeting's day, and only India time goes unnamed", () => {
    expect(
      noteClock('Europe/London', [{ at: null }, { at: '2026-07-01T09:00:00Z' }]),
    ).toMatchObject({
      abbreviation: 'BST',
      legend: 'Times are 24-hour British Summer Time (BST).',
      named: true,
    });
    expect(noteClock('Europe/London', [{ at: '2026-12-01T09:00:00Z' }]).abbreviation).toBe('GMT');
    expect(noteClock('Asia/Kolkata')).toMatchObject({
      legend: 'Times are 24-hour India Standard Time (IST).',
      named: false,
    });
    expect(noteClock('Asia/Calcutta').named).toBe(false);
  });
});

describe("notes in the owner's zone", () => {
  it("write each item's time in it, and name it at the end", async () => {
    const notes = await new ExtractiveLlm().writeMeetingNotes({
      lines: [said],
      timeZone: 'Europe/London',
    });
    expect(notes).toContain('- [10:00] Ana: We decided to ship.');
    expect(notes.trimEnd().endsWith('_Times are 24-hour British Summer Time (BST)._')).toBe(true);
  });

  it('tell a model the zone of the transcript and of the last line', () => {
    const clock = noteClock('Europe/London', [said]);
    expect(meetingNotesInstructions(clock)).toContain('(times in 24-hour BST;');
    expect(meetingNotesInstructions(clock)).toContain(
      'End with the line "_Times are 24-hour British Summer Time (BST)._"',
    );
    expect(transcriptForModel([said], clock)).toBe('[10:00] Ana: We decided to ship.');
  });
});

describe("Ask AI answers in the owner's zone", () => {
  const passage = { ...said, followsPrevious: false, moment: 0 };

  it('name the zone after a time a model is asked to write', () => {
    const clock = noteClock('Europe/London', [said]);
    const instructions = passageAnswerInstructions('Not covered.', false, clock);
    expect(instructions).toContain('times in 24-hour BST');
    expect(instructions).toContain('writing the zone after a time (e.g. "09:00 BST")');
    expect(passagesForModel([passage], clock)).toBe('[1]* [10:00] Ana: We decided to ship.');
    const india = passageAnswerInstructions('Not covered.', false, noteClock('Asia/Kolkata'));
    expect(india).toContain('times in 24-hour IST');
    expect(india).not.toContain('writing the zone');
  });
});
