import { describe, expect, it } from 'vitest';
import type { BotDetails, LiveLine } from '@convene/api-client';
import type { ServerEvent } from '../../lib/event-stream';
import {
  applyLiveEvent,
  EMPTY_LIVE_MEETING,
  followsLive,
  liveEffectOf,
  liveMeetingView,
  partialsBySpeaker,
  reconnectDelayMs,
  withLiveMeeting,
  type LiveMeetingState,
} from './live-meeting-rules';
import { sampleBotDetails } from './sample-bot';

const at = (second: number) => new Date(Date.UTC(2026, 10, 20, 10, 0, second)).toISOString();

function line(key: string, speaker: string, second: number | null, text: string): LiveLine {
  return {
    key,
    speaker,
    isHost: false,
    at: second === null ? null : at(second),
    words: text.split(' ').map((word, index) => ({
      text: word,
      at: second === null ? null : at(second + index),
    })),
  };
}

const event = (name: string, data: unknown, id?: string): ServerEvent => ({
  event: name,
  data: JSON.stringify(data),
  ...(id ? { id } : {}),
});

function inCall(lineKeys: (string | null)[] = [null]): BotDetails {
  return {
    ...sampleBotDetails({ status: 'in_call', processed: false, left_at: null }),
    live: { cursor: 4, lineKeys, agentName: 'Nova' },
  };
}

const apply = (...events: ServerEvent[]): LiveMeetingState =>
  events.reduce(applyLiveEvent, EMPTY_LIVE_MEETING);

const spoken = (details: BotDetails) =>
  details.transcript.map(
    (segment) => `${segment.participant.name}: ${segment.words.map((word) => word.text).join(' ')}`,
  );

describe('followsLive', () => {
  it('follows a bot on its way in, in its call or being processed, not one scheduled or settled', () => {
    for (const status of ['joining', 'waiting_room', 'in_call', 'ended', 'processing'] as const)
      expect(followsLive({ ...inCall(), bot: { ...inCall().bot, status } }), status).toBe(true);
    expect(followsLive({ ...inCall(), bot: { ...inCall().bot, status: 'scheduled' } })).toBe(false);
    expect(followsLive(sampleBotDetails())).toBe(false);
    expect(followsLive({ ...inCall(), live: null })).toBe(false);
    expect(followsLive(undefined)).toBe(false);
  });
});

describe('applyLiveEvent and withLiveMeeting', () => {
  it('places each new line by when it was said, a late one before those said after it', () => {
    const state = apply(
      event('line', line('b', 'Tom', 20, 'Second')),
      event('line', line('a', 'Priya', 10, 'First')),
      event('line', line('c', 'Tom', null, 'Untimed')),
    );
    expect(spoken(withLiveMeeting(inCall(), state))).toEqual([
      'Ada: Shipping',
      'Priya: First',
      'Tom: Second',
      'Tom: Untimed',
    ]);
  });

  it('shows a line once, however often it comes and though the details already had it', () => {
    const details = inCall([null, 'a']);
    details.transcript.push({
      participant: { name: 'Priya', is_host: false },
      words: [{ text: 'First', start_timestamp: { absolute: at(10) } }],
    });
    const state = apply(
      event('line', line('a', 'Priya', 10, 'First')),
      event('line', line('b', 'Tom', 20, 'Second')),
      event('line', line('b', 'Tom', 20, 'Second')),
    );
    expect(state.lines.map((known) => known.key)).toEqual(['a', 'b']);
    expect(spoken(withLiveMeeting(details, state))).toEqual([
      'Ada: Shipping',
      'Priya: First',
      'Tom: Second',
    ]);
  });

  it('replaces a partial by its line, ignores one after it, and shows each speaker’s latest words', () => {
    const state = apply(
      event('partial', { key: 'a', speaker: 'Priya', isHost: false, text: 'We ship' }),
      event('partial', { key: 'b', speaker: 'Tom', isHost: false, text: 'Hold' }),
      event('partial', { key: 'a', speaker: 'Priya', isHost: false, text: 'We ship on' }),
      event('line', line('b', 'Tom', 5, 'Hold on')),
      event('partial', { key: 'b', speaker: 'Tom', isHost: false, text: 'Hold' }),
    );
    expect(partialsBySpeaker(state)).toEqual([{ speaker: 'Priya', text: 'We ship on' }]);
  });

  it('adds who joined to the participants once, and keeps who left', () => {
    const state = apply(
      event('participant', { name: 'Lena', isHost: false, action: 'join', at: at(1) }),
      event('participant', { name: 'Ada', isHost: true, action: 'join', at: at(2) }),
      event('participant', { name: 'Lena', isHost: false, action: 'leave', at: at(3) }),
      event('participant', { name: 'Lena', isHost: false, action: 'join', at: at(4) }),
    );
    expect(withLiveMeeting(inCall(), state).participants).toEqual([
      { participant: { name: 'Ada' } },
      { participant: { name: 'Lena' } },
    ]);
  });

  it('adds nothing to the processed meeting, whose final transcript has every line', () => {
    const state = apply(event('line', line('a', 'Priya', 10, 'First')));
    const processed = sampleBotDetails();
    expect(withLiveMeeting(processed, state)).toBe(processed);
  });

  it('changes nothing for an event it cannot read or does not know', () => {
    const state = apply(event('line', line('a', 'Priya', 1, 'Hi')));
    expect(applyLiveEvent(state, { event: 'line', data: '{not json' })).toBe(state);
    expect(applyLiveEvent(state, event('mystery', {}))).toBe(state);
  });
});

describe('liveEffectOf', () => {
  it('reads the details again on a status change, and stops at final', () => {
    expect(liveEffectOf(event('status', { status: 'ended', failureReason: null }))).toBe(
      'read details',
    );
    expect(liveEffectOf(event('final', {}))).toBe('final');
    expect(liveEffectOf(event('line', line('a', 'Priya', 1, 'Hi')))).toBe('none');
  });
});

describe('liveMeetingView', () => {
  it('shows the agent listening until it does something, then what it does', () => {
    expect(liveMeetingView(inCall(), EMPTY_LIVE_MEETING, 'live')?.agent).toEqual({
      name: 'Nova',
      state: 'listening',
      caption: null,
      speechFailed: null,
    });
    const state = apply(
      event('agent', {
        turnId: 't',
        state: 'speaking',
        caption: 'Standup is at nine.',
        clip: { id: 'c1', durationMs: 1200 },
        speechFailed: null,
      }),
    );
    expect(liveMeetingView(inCall(), state, 'reconnecting')).toMatchObject({
      connection: 'reconnecting',
      agent: { state: 'speaking', caption: 'Standup is at nine.' },
    });
  });

  it('is shown only while the bot is in its call, without an agent when it has none', () => {
    const joining = { ...inCall(), bot: { ...inCall().bot, status: 'joining' as const } };
    expect(liveMeetingView(joining, EMPTY_LIVE_MEETING, 'live')).toBeNull();
    const noAgent = { ...inCall(), live: { cursor: 0, lineKeys: [], agentName: null } };
    expect(liveMeetingView(noAgent, EMPTY_LIVE_MEETING, 'live')?.agent).toBeNull();
  });
});

describe('reconnectDelayMs', () => {
  it('waits a second, then twice as long each time, at most fifteen', () => {
    expect([1, 2, 3, 4, 5, 6].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 15000, 15000,
    ]);
  });
});
