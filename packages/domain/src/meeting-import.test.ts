import { describe, expect, it } from 'vitest';
import {
  MEETING_IMPORT_MAX_BYTES,
  MEETING_IMPORT_MAX_CUES,
  MEETING_IMPORT_MAX_WORDS,
  MEETING_IMPORT_TOO_LARGE,
  MEETING_IMPORT_TOO_LONG,
  MEETING_IMPORT_WRONG_TYPE,
  meetingImportExtension,
  meetingImportProblem,
} from './meeting-import';

describe('meeting import files', () => {
  it.each([
    ['standup.vtt', '.vtt'],
    ['Standup.SRT', '.srt'],
    ['notes.txt', '.txt'],
    ['meeting.json', '.json'],
    ['meeting.pdf', null],
    ['vtt', null],
  ])('%s has the extension %s', (name, extension) => {
    expect(meetingImportExtension(name)).toBe(extension);
  });

  it('refuses a file over 20 MB, then one of another kind', () => {
    expect(meetingImportProblem({ name: 'a.vtt', size: MEETING_IMPORT_MAX_BYTES })).toBeNull();
    expect(meetingImportProblem({ name: 'a.vtt', size: MEETING_IMPORT_MAX_BYTES + 1 })).toBe(
      MEETING_IMPORT_TOO_LARGE,
    );
    expect(meetingImportProblem({ name: 'a.docx', size: 10 })).toBe(MEETING_IMPORT_WRONG_TYPE);
  });

  it('says the length limits in its refusal, as the constants give them', () => {
    const written = (count: number) => count.toLocaleString('en-US');
    expect(MEETING_IMPORT_TOO_LONG).toContain(`${written(MEETING_IMPORT_MAX_CUES)} lines of speech`);
    expect(MEETING_IMPORT_TOO_LONG).toContain(`${written(MEETING_IMPORT_MAX_WORDS)} words`);
  });
});
