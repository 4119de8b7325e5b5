import { describe, expect, it } from 'vitest';
import { MEETING_LINK_REFUSAL } from '@convene/domain/meeting-links';
import { BOT_FIELD_MESSAGES } from '@convene/domain/meeting-bots';

import {
  botDraftErrors,
  botFormDraft,
  botFormValues,
  draftScheduleAt,
  isBotDraftComplete,
} from './bot-form';

const now = new Date('2026-11-25T09:00:00');
const filled = botFormDraft({
  name: ' Weekly sync ',
  meetingUrl: ' https://zoom.us/j/123456789?pwd=abc ',
  agentId: 'agt_1',
});

describe('bot form', () => {
  it('starts empty and unscheduled', () => {
    expect(botFormDraft()).toEqual({
      name: '',
      meetingUrl: '',
      agentId: '',
      scheduled: false,
      date: '',
      time: '',
    });
  });

  it('is complete only with a name, a meeting URL and an agent that are not blank', () => {
    expect(isBotDraftComplete(filled)).toBe(true);
    expect(isBotDraftComplete({ ...filled, name: '  ' })).toBe(false);
    expect(isBotDraftComplete({ ...filled, meetingUrl: '' })).toBe(false);
    expect(isBotDraftComplete({ ...filled, agentId: '' })).toBe(false);
  });

  it('uses the date and time only when the switch is on and both are filled', () => {
    expect(draftScheduleAt({ ...filled, date: '2026-11-26', time: '10:30' })).toBeNull();
    expect(draftScheduleAt({ ...filled, scheduled: true, date: '2026-11-26' })).toBeNull();
    expect(draftScheduleAt({ ...filled, scheduled: true, time: '10:30' })).toBeNull();
    expect(
      draftScheduleAt({ ...filled, scheduled: true, date: '2026-11-26', time: '10:30' }),
    ).toEqual(new Date('2026-11-26T10:30'));
  });

  it('applies the shared bot rules: the link, and a schedule in the future within 90 days', () => {
    expect(botDraftErrors(filled, now)).toEqual({});
    expect(
      botDraftErrors({ ...filled, meetingUrl: 'https://zoom.us.example.com/j/123456789' }, now),
    ).toEqual({ meetingUrl: MEETING_LINK_REFUSAL });
    expect(
      botDraftErrors({ ...filled, scheduled: true, date: '2026-11-25', time: '08:59' }, now),
    ).toEqual({ scheduleAt: BOT_FIELD_MESSAGES.scheduleInPast });
    expect(
      botDraftErrors({ ...filled, scheduled: true, date: '2027-03-01', time: '09:00' }, now),
    ).toEqual({ scheduleAt: BOT_FIELD_MESSAGES.scheduleTooFar });
    // A past date with the switch off is not used, so it is no problem.
    expect(botDraftErrors({ ...filled, date: '2020-01-01', time: '09:00' }, now)).toEqual({});
  });

  it('sends the name and link trimmed, with a scheme, and the join time when scheduled', () => {
    expect(botFormValues(filled)).toEqual({
      name: 'Weekly sync',
      meetingUrl: 'https://zoom.us/j/123456789?pwd=abc',
      agentId: 'agt_1',
      scheduleAt: null,
    });
    expect(
      botFormValues({
        ...filled,
        meetingUrl: 'meet.google.com/abc-defg-hij',
        scheduled: true,
        date: '2026-11-26',
        time: '10:30',
      }),
    ).toMatchObject({
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
      scheduleAt: new Date('2026-11-26T10:30'),
    });
  });
});
