import { describe, expect, it } from 'vitest';
import { compareOccurrences } from '../../src/calendars/compare.js';
import { occurrenceKey, type CalendarOccurrence } from '../../src/calendars/occurrences.js';

function occurrence(uid: string, start: string, changes: Partial<CalendarOccurrence> = {}) {
  return {
    uid,
    originalStart: new Date(start),
    start: new Date(start),
    end: new Date(new Date(start).getTime() + 1_800_000),
    title: 'Standup',
    organiser: { name: 'Ann Lee', email: 'ann@example.com' },
    link: { platform: 'google_meet', meetingId: 'abc-defg-hij' },
    meetingUrl: 'https://meet.google.com/abc-defg-hij',
    allDay: false,
    cancelled: false,
    ...changes,
  } satisfies CalendarOccurrence;
}

/** As a sync keeps them: the same shape with its own row id. */
const kept = (value: CalendarOccurrence, botId: string) => ({ ...value, botId });

const MONDAY = '2026-03-23T09:30:00.000Z';
const TUESDAY = '2026-03-24T09:30:00.000Z';

describe('comparing a feed with what a sync kept', () => {
  it('sorts each occurrence into added, moved, removed or unchanged', () => {
    const same = occurrence('same@test', MONDAY);
    const moved = occurrence('moved@test', MONDAY, {
      start: new Date(TUESDAY),
      end: new Date('2026-03-24T10:00:00Z'),
    });
    const added = occurrence('added@test', TUESDAY);
    const stored = [
      kept(occurrence('same@test', MONDAY), 'bot-1'),
      kept(occurrence('moved@test', MONDAY), 'bot-2'),
      kept(occurrence('removed@test', MONDAY), 'bot-3'),
    ];
    const changes = compareOccurrences([same, moved, added], stored);
    expect(changes.added).toEqual([added]);
    expect(changes.moved).toEqual([{ wanted: moved, stored: stored[1] }]);
    expect(changes.removed).toEqual([stored[2]]);
    expect(changes.unchanged).toEqual([{ wanted: same, stored: stored[0] }]);
  });

  it('tells occurrences of one series apart by their original start', () => {
    const changes = compareOccurrences(
      [occurrence('series@test', MONDAY), occurrence('series@test', TUESDAY)],
      [kept(occurrence('series@test', TUESDAY), 'bot-2')],
    );
    expect(changes.added.map(occurrenceKey)).toEqual([`series@test ${MONDAY}`]);
    expect(changes.unchanged.map((pair) => pair.stored.botId)).toEqual(['bot-2']);
  });

  it.each<[string, Partial<CalendarOccurrence>]>([
    ['start', { start: new Date('2026-03-23T10:00:00Z') }],
    ['end', { end: new Date('2026-03-23T11:00:00Z') }],
    ['title', { title: 'Standup (moved)' }],
    ['link', { link: { platform: 'zoom', meetingId: '1234567890' } }],
    ['link removed', { link: null, meetingUrl: null }],
    ['meeting address', { meetingUrl: 'https://meet.google.com/abc-defg-hij?authuser=1' }],
    ['organiser', { organiser: { name: 'Ann Lee', email: 'ann@other.example' } }],
    ['organiser removed', { organiser: null }],
    ['cancellation', { cancelled: true }],
    ['whole day', { allDay: true }],
  ])('counts a change of %s as moved', (_what, change) => {
    const changes = compareOccurrences(
      [occurrence('e@test', MONDAY, change)],
      [kept(occurrence('e@test', MONDAY), 'bot-1')],
    );
    expect(changes.moved).toHaveLength(1);
    expect(changes.unchanged).toEqual([]);
  });

  it('finds nothing changed in equal copies', () => {
    const changes = compareOccurrences(
      [occurrence('e@test', MONDAY)],
      [kept(occurrence('e@test', MONDAY), 'bot-1')],
    );
    expect(changes).toMatchObject({ added: [], moved: [], removed: [] });
    expect(changes.unchanged).toHaveLength(1);
  });

  it('removes a second kept copy of one occurrence, and reads a doubled feed entry once', () => {
    const first = kept(occurrence('e@test', MONDAY), 'bot-1');
    const second = kept(occurrence('e@test', MONDAY), 'bot-2');
    const changes = compareOccurrences(
      [occurrence('e@test', MONDAY), occurrence('e@test', MONDAY, { title: 'Again' })],
      [first, second],
    );
    expect(changes.unchanged.map((pair) => pair.stored.botId)).toEqual(['bot-1']);
    expect(changes.removed).toEqual([second]);
    expect(changes.added).toEqual([]);
  });

  it('compares forty thousand occurrences in linear time', () => {
    const hour = 3_600_000;
    const many = Array.from({ length: 40_000 }, (_, index) =>
      occurrence(
        `e${index % 500}@test`,
        new Date(Date.UTC(2026, 2, 23) + index * hour).toISOString(),
      ),
    );
    const stored = many.map((value, index) => kept(value, `bot-${index}`)).reverse();
    const started = performance.now();
    const changes = compareOccurrences(many, stored);
    // Linear, this takes well under a second (seconds on a busy machine); pairwise, many minutes.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(changes.unchanged).toHaveLength(40_000);
  });
});
