import { describe, expect, it } from 'vitest';
import { ApiError, type MeetingBot, type MeetingBotListResponse } from '@convene/api-client';
import { freePlanMetadata } from '@convene/api-client/testing/sample-user';
import { BOT_STATUSES } from '@convene/domain/meeting-bots';
import {
  AI_RESPONSE_FAILED,
  BOT_DETAILS_REFRESH_MS,
  BOT_LIST_REFRESH_MS,
  answerMessage,
  askAiRequest,
  askFailure,
  botDetailsRefreshInterval,
  botListRefreshInterval,
  botsSettled,
  createBotRequest,
  deleteBotConfirmation,
  exportFileName,
  importMeetingInput,
  lacksBotCredits,
  meetingDataPending,
  meetingSettledBetween,
} from './bot-rules';
import { sampleBot, sampleBotDetails } from './sample-bot';

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

describe('botDetailsRefreshInterval', () => {
  it('reads the bot again while its meeting is on the way, and while a done meeting is unprocessed', () => {
    for (const status of BOT_STATUSES.filter(
      (status) => status !== 'failed' && status !== 'done',
    )) {
      expect(botDetailsRefreshInterval(sampleBotDetails({ status, processed: false }))).toBe(
        BOT_DETAILS_REFRESH_MS,
      );
    }
    expect(botDetailsRefreshInterval(sampleBotDetails({ status: 'done', processed: false }))).toBe(
      BOT_DETAILS_REFRESH_MS,
    );
  });

  it('stops once the meeting is done and processed, or failed, whose data never comes', () => {
    expect(botDetailsRefreshInterval(sampleBotDetails({ status: 'done', processed: true }))).toBe(
      false,
    );
    expect(
      botDetailsRefreshInterval(
        sampleBotDetails({
          status: 'failed',
          processed: false,
          failure_reason: 'meeting_not_found',
        }),
      ),
    ).toBe(false);
  });

  it('does not poll before the first answer (the query is loading or failed)', () => {
    expect(botDetailsRefreshInterval(undefined)).toBe(false);
  });
});

describe('meetingSettledBetween', () => {
  const processing = sampleBotDetails({ status: 'processing', processed: false });
  const done = sampleBotDetails({ status: 'done', processed: true });

  it('notices the meeting settling between two reads', () => {
    expect(meetingSettledBetween(processing, done)).toBe(true);
    expect(
      meetingSettledBetween(processing, sampleBotDetails({ status: 'failed', processed: false })),
    ).toBe(true);
  });

  it('says nothing for a meeting already settled when the page opened, or still moving', () => {
    expect(meetingSettledBetween(undefined, done)).toBe(false);
    expect(meetingSettledBetween(done, done)).toBe(false);
    expect(meetingSettledBetween(processing, processing)).toBe(false);
  });
});

describe('meetingDataPending', () => {
  it('is the processed flag, except for a failed meeting', () => {
    expect(meetingDataPending(sampleBotDetails({ status: 'in_call', processed: false }))).toBe(
      true,
    );
    expect(meetingDataPending(sampleBotDetails({ status: 'done', processed: true }))).toBe(false);
    expect(meetingDataPending(sampleBotDetails({ status: 'failed', processed: false }))).toBe(
      false,
    );
  });
});

describe('askAiRequest', () => {
  it('sends the question trimmed, about this bot, with its agent', () => {
    expect(askAiRequest(sampleBotDetails().bot, '  What was decided?\n')).toEqual({
      userQuery: 'What was decided?',
      botId: 'bot-1',
      agentId: 'agent-1',
    });
  });

  it('sends nothing for a question of nothing visible, as the server refuses it', () => {
    for (const nothing of [' \n ', '\u200B', '\uFEFF \u200B'])
      expect(askAiRequest(sampleBotDetails().bot, nothing)).toBeNull();
  });

  it("sends '' for an imported meeting's missing agent", () => {
    expect(
      askAiRequest(sampleBotDetails({ agentId: null, imported: true }).bot, 'Who spoke?')?.agentId,
    ).toBe('');
  });

  it('ignores a question empty after trimming (SPEC section 5)', () => {
    expect(askAiRequest(sampleBotDetails().bot, '')).toBeNull();
    expect(askAiRequest(sampleBotDetails().bot, ' \n\t ')).toBeNull();
  });
});

describe('answerMessage', () => {
  const citation = { segment: 0, speaker: 'Ada', at: null, quote: 'Shipping' };

  it('is the answer with its citations', () => {
    expect(answerMessage({ success: true, answer: '**Ship it**', citations: [citation] })).toEqual({
      role: 'assistant',
      content: '**Ship it**',
      citations: [citation],
    });
  });

  it("says 'No response' for an empty answer", () => {
    expect(answerMessage({ success: true, answer: '  ', citations: [] }).content).toBe(
      'No response',
    );
  });
});

describe('askFailure', () => {
  it('always answers with the error message', () => {
    for (const error of [new ApiError({ status: 500 }), new TypeError('offline')]) {
      expect(askFailure(error)).toEqual({
        message: { role: 'assistant', content: AI_RESPONSE_FAILED },
        reason: null,
      });
    }
  });

  it("also gives the server's reason for asking too fast", () => {
    const tooFast = new ApiError({
      status: 429,
      serverMessage: 'Too many questions; wait a minute.',
    });
    expect(askFailure(tooFast).reason).toBe('Too many questions; wait a minute.');
  });
});

describe('exportFileName', () => {
  it("takes the server's file name", () => {
    expect(
      exportFileName('attachment; filename="Weekly sync-2026-11-20-transcript.srt"', 'srt'),
    ).toBe('Weekly sync-2026-11-20-transcript.srt');
    expect(exportFileName('attachment; filename=notes.md', 'notes')).toBe('notes.md');
  });

  it('prefers the UTF-8 name to the plain one', () => {
    expect(
      exportFileName(
        `attachment; filename="R_union-notes.md"; filename*=UTF-8''R%C3%A9union-notes.md`,
        'notes',
      ),
    ).toBe('Réunion-notes.md');
  });

  it('keeps no folder part, and names the file after the format without a header', () => {
    expect(exportFileName('attachment; filename="../../x.txt"', 'txt')).toBe('x.txt');
    expect(exportFileName(null, 'vtt')).toBe('meeting-transcript.vtt');
    expect(exportFileName('attachment', 'notes')).toBe('meeting-notes.md');
  });
});

describe('importMeetingInput', () => {
  const file = new File(['WEBVTT'], 'standup.vtt');

  it('sends the file, the name and the start the user gave', () => {
    expect(
      importMeetingInput({ file, name: 'Standup', startedAt: '2026-11-20T09:00:00.000Z' }),
    ).toEqual({ file, name: 'Standup', startedAt: '2026-11-20T09:00:00.000Z' });
  });

  it('leaves the start out when none was given', () => {
    expect(importMeetingInput({ file, name: 'Standup', startedAt: null })).toEqual({
      file,
      name: 'Standup',
    });
  });
});
