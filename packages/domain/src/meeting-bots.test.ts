import { describe, expect, it } from 'vitest';
import {
  BOT_FIELD_MESSAGES,
  BOT_STATUSES,
  checkBotFields,
  creditsForCall,
  isBotActive,
  mayCreateBot,
  mayMoveBot,
  type BotStatus,
} from './meeting-bots';

const now = new Date('2026-11-25T12:00:00Z');
const valid = {
  name: 'Stand-up bot',
  meetingUrl: 'https://meet.google.com/abc-defg-hij',
  agentId: 'agent-1',
};

describe('bot lifecycle', () => {
  const path: BotStatus[] = [
    'scheduled',
    'joining',
    'waiting_room',
    'in_call',
    'ended',
    'processing',
    'done',
  ];

  it('moves forwards along the path, skipping steps a provider does not report', () => {
    for (let i = 0; i < path.length; i++)
      for (let j = i + 1; j < path.length; j++) expect(mayMoveBot(path[i]!, path[j]!)).toBe(true);
    expect(mayMoveBot('joining', 'in_call')).toBe(true);
  });

  it('never moves backwards or stays put, so a late or replayed event changes nothing', () => {
    for (let i = 0; i < path.length; i++)
      for (let j = 0; j <= i; j++) expect(mayMoveBot(path[i]!, path[j]!)).toBe(false);
  });

  it('can fail from any status before done, and nothing leaves done or failed', () => {
    for (const status of path.slice(0, -1)) expect(mayMoveBot(status, 'failed')).toBe(true);
    for (const to of BOT_STATUSES) {
      expect(mayMoveBot('done', to)).toBe(false);
      expect(mayMoveBot('failed', to)).toBe(false);
    }
  });

  it('counts every status but done and failed as active', () => {
    expect(BOT_STATUSES.filter(isBotActive)).toEqual(path.slice(0, -1));
  });
});

describe('bot credits', () => {
  it('charges every started minute at 60 minutes a credit', () => {
    expect(creditsForCall(0)).toBe(0);
    expect(creditsForCall(-5)).toBe(0);
    expect(creditsForCall(1)).toBeCloseTo(1 / 60, 6);
    expect(creditsForCall(60_000)).toBeCloseTo(1 / 60, 6);
    expect(creditsForCall(60_001)).toBeCloseTo(2 / 60, 6);
    expect(creditsForCall(30 * 60_000)).toBe(0.5);
    expect(creditsForCall(3 * 3_600_000)).toBe(3);
  });

  it('needs at least 0.5 credit to create a bot', () => {
    expect(mayCreateBot(0.5)).toBe(true);
    expect(mayCreateBot(0.49)).toBe(false);
    expect(mayCreateBot(0)).toBe(false);
  });
});

describe('bot fields', () => {
  it('accepts a named bot for a supported link and an agent', () => {
    expect(checkBotFields(valid, now)).toEqual({});
    expect(checkBotFields({ ...valid, scheduleAt: new Date('2026-11-26T09:00:00Z') }, now)).toEqual(
      {},
    );
  });

  it('requires a name of at most 50 characters', () => {
    expect(checkBotFields({ ...valid, name: '   ' }, now).name).toBe(
      BOT_FIELD_MESSAGES.nameRequired,
    );
    expect(checkBotFields({ ...valid, name: '\u200B\u200B' }, now).name).toBe(
      BOT_FIELD_MESSAGES.nameRequired,
    );
    expect(checkBotFields({ ...valid, name: 'x'.repeat(50) }, now).name).toBeUndefined();
    expect(checkBotFields({ ...valid, name: 'x'.repeat(51) }, now).name).toBe(
      BOT_FIELD_MESSAGES.nameTooLong,
    );
  });

  it('refuses links that are not Google Meet, Zoom or Teams, naming the three', () => {
    expect(checkBotFields({ ...valid, meetingUrl: '' }, now).meetingUrl).toBe(
      BOT_FIELD_MESSAGES.meetingUrlRequired,
    );
    for (const link of ['https://zoom.us.example.com/j/123456789', 'javascript:alert(1)', 'hello'])
      expect(checkBotFields({ ...valid, meetingUrl: link }, now).meetingUrl).toMatch(
        /Google Meet, Zoom or Microsoft Teams/,
      );
  });

  it('requires an agent', () => {
    expect(checkBotFields({ ...valid, agentId: ' ' }, now).agentId).toBe(
      BOT_FIELD_MESSAGES.agentRequired,
    );
  });

  it('schedules only in the future and at most 90 days ahead', () => {
    expect(checkBotFields({ ...valid, scheduleAt: now }, now).scheduleAt).toBe(
      BOT_FIELD_MESSAGES.scheduleInPast,
    );
    const ninetyDays = new Date(now.getTime() + 90 * 86_400_000);
    expect(checkBotFields({ ...valid, scheduleAt: ninetyDays }, now).scheduleAt).toBeUndefined();
    const later = new Date(ninetyDays.getTime() + 60_000);
    expect(checkBotFields({ ...valid, scheduleAt: later }, now).scheduleAt).toBe(
      BOT_FIELD_MESSAGES.scheduleTooFar,
    );
  });
});
