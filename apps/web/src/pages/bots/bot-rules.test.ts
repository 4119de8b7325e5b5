import { describe, expect, it } from 'vitest';
import type { MeetingBot, MeetingBotListResponse } from '@convene/api-client';
import { freePlanMetadata } from '@convene/api-client/testing/sample-user';
import { BOT_STATUSES } from '@convene/domain/meeting-bots';
import {
  BOT_LIST_REFRESH_MS,
  botListRefreshInterval,
  botsSettled,
  createBotRequest,
  deleteBotConfirmation,
  lacksBotCredits,
} from './bot-rules';
import { sampleBot } from './sample-bot';

const list = (...bots: MeetingBot[]): MeetingBotListResponse => ({ success: true, bots });

describe('botListRefreshInterval', () => {
  it('refreshes while any bot is active, whatever its place in the list', () => {
    for (const status of [
      'scheduled',
      'joining',
      'waiting_room',
      'in_call',
      'ended',
      'processing',
    ] as const) {
      expect(
        botListRefreshInterval(list(sampleBot({ status: 'done' }), sampleBot({ status }))),
      ).toBe(BOT_LIST_REFRESH_MS);
    }
  });

  it('stops once every bot is done or failed, and with no bots or no list yet', () => {
    expect(
      botListRefreshInterval(list(sampleBot({ status: 'done' }), sampleBot({ status: 'failed' }))),
    ).toBe(false);
    expect(botListRefreshInterval(list())).toBe(false);
    expect(botListRefreshInterval(undefined)).toBe(false);
  });

  it('knows every status of the lifecycle', () => {
    const refreshing = BOT_STATUSES.filter((status) =>
      botListRefreshInterval(list(sampleBot({ status }))),
    );
    expect(refreshing).toEqual([
      'scheduled',
      'joining',
      'waiting_room',
      'in_call',
      'ended',
      'processing',
    ]);
  });
});

describe('botsSettled', () => {
  const running = sampleBot({ botId: 'bot-1', status: 'processing' });
  const done = sampleBot({ botId: 'bot-1', status: 'done' });

  it('notices a bot that went from active to done or failed between two reads', () => {
    expect(botsSettled(list(running), list(done))).toBe(true);
    expect(botsSettled(list(running), list(sampleBot({ botId: 'bot-1', status: 'failed' })))).toBe(
      true,
    );
  });

  it('ignores bots still active, bots already final before, new bots and a first read', () => {
    expect(botsSettled(list(running), list(running))).toBe(false);
    expect(botsSettled(list(done), list(done))).toBe(false);
    expect(botsSettled(list(), list(done))).toBe(false);
    expect(botsSettled(undefined, list(done))).toBe(false);
  });
});

describe('bot page rules', () => {
  it('asks before deleting with the bot name in quotes', () => {
    expect(deleteBotConfirmation('Weekly sync')).toBe(
      'Are you sure you want to delete bot "Weekly sync"?',
    );
  });

  it('shows the credits state below 0.5 credit, and not before the user details arrive', () => {
    expect(lacksBotCredits(freePlanMetadata({ credits: 0.49 }))).toBe(true);
    expect(lacksBotCredits(freePlanMetadata({ credits: 0 }))).toBe(true);
    expect(lacksBotCredits(freePlanMetadata({ credits: 0.5 }))).toBe(false);
    expect(lacksBotCredits(undefined)).toBe(false);
  });

  it('sends the join time only for a scheduled bot, as an ISO timestamp', () => {
    const values = {
      name: 'Weekly sync',
      meetingUrl: 'https://zoom.us/j/123456789',
      agentId: 'agent-1',
      scheduleAt: null,
    };
    expect(createBotRequest(values)).toEqual({
      name: 'Weekly sync',
      meetingUrl: 'https://zoom.us/j/123456789',
      agentId: 'agent-1',
    });
    expect(
      createBotRequest({ ...values, scheduleAt: new Date('2026-11-26T10:30:00.000Z') }),
    ).toEqual({ ...createBotRequest(values), scheduleAt: '2026-11-26T10:30:00.000Z' });
  });
});
