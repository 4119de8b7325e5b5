/** The Attendee adapter against a fake Attendee: bots sent, read, removed, and their transcripts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotStatus } from '@convene/domain/meeting-bots';
import { createAttendeeProvider } from '../src/providers/meeting-bots/attendee.js';
import type { AttendeeConfig } from '../src/providers/meeting-bots/config.js';
import {
  BotProviderRejectedError,
  BotProviderUnavailableError,
  WebhookSignatureError,
  type MeetingBotProvider,
} from '../src/providers/meeting-bots/port.js';
import { botRequest } from './support/bot-requests.js';
import { startFakeAttendee, type FakeAttendee } from './support/fake-attendee.js';

describe('Attendee adapter against a fake Attendee', () => {
  let fake: FakeAttendee;
  let attendee: MeetingBotProvider;
  const config = (overrides: Partial<AttendeeConfig> = {}): AttendeeConfig => ({
    kind: 'attendee',
    baseUrl: fake.baseUrl,
    apiKey: fake.apiKey,
    webhookSecret: fake.webhookSecret,
    ...overrides,
  });

  beforeAll(async () => {
    fake = await startFakeAttendee({ participantsPageSize: 2 });
    attendee = createAttendeeProvider(config());
  });
  afterAll(() => fake.close());

  it("creates a bot with our id in its metadata, closed-caption transcription and its own two webhooks: status to ours, what is said to the bot's live address", async () => {
    const joinAt = new Date(Date.now() + 3_600_000);
    const request = botRequest({ joinAt });
    const { providerBotId } = await attendee.createBot(request);
    expect(providerBotId).toMatch(/^bot_/);
    expect(fake.bots.get(providerBotId)).toMatchObject({
      meeting_url: 'https://meet.google.com/abc-defg-hij',
      bot_name: 'Notes bot',
      join_at: joinAt.toISOString(),
      metadata: { botId: request.botId },
      transcription_settings: { meeting_closed_captions: {} },
      // They replace the project's webhooks for this bot, so the status one must be there too.
      webhooks: [
        { url: request.webhookUrl, triggers: ['bot.state_change'] },
        { url: request.liveUrl, triggers: ['transcript.update', 'participant_events.join_leave'] },
      ],
      state: 'scheduled',
    });
    expect((await attendee.readStatus(providerBotId)).status).toBe('scheduled');
  });

  it('answers a bot sent again with the bot Attendee already has for it, until that bot is over', async () => {
    const request = botRequest({ joinAt: new Date(Date.now() + 3_600_000) });
    const first = await attendee.createBot(request);
    expect(fake.bots.get(first.providerBotId)?.deduplication_key).toBe(request.botId);
    expect(await attendee.createBot(request)).toEqual(first);
    const held = () =>
      [...fake.bots.values()].filter((bot) => bot.metadata?.botId === request.botId);
    expect(held()).toHaveLength(1);

    // Another send that got past the lookup first is refused by the key: its bot is the answer.
    const raced = botRequest();
    const before = fake.requests.length;
    const [one, two] = await Promise.all([attendee.createBot(raced), attendee.createBot(raced)]);
    expect(one).toEqual(two);
    expect(
      [...fake.bots.values()].filter((bot) => bot.metadata?.botId === raced.botId),
    ).toHaveLength(1);
    expect(fake.requests.slice(before).filter((call) => call.method === 'POST')).toHaveLength(2);

    // Once it is over, the key is free: sending the bot again is a new bot.
    fake.transition(first.providerBotId, {
      state: 'fatal_error',
      eventType: 'could_not_join_meeting',
    });
    const next = await attendee.createBot(request);
    expect(next.providerBotId).not.toBe(first.providerBotId);
    expect(held()).toHaveLength(2);
  });

  it('reads the status through a meeting, and a meeting that ended before the bot got in as failed', async () => {
    const { providerBotId } = await attendee.createBot(botRequest());
    const steps: Array<[string, string, BotStatus]> = [
      ['waiting_room', 'put_in_waiting_room', 'waiting_room'],
      ['joined_not_recording', 'joined_meeting', 'in_call'],
      ['joined_recording', 'recording_permission_granted', 'in_call'],
      ['post_processing', 'meeting_ended', 'ended'],
      ['ended', 'post_processing_completed', 'ended'],
    ];
    for (const [state, eventType, status] of steps) {
      fake.transition(providerBotId, { state, eventType });
      expect((await attendee.readStatus(providerBotId)).status, state).toBe(status);
    }

    const outside = await attendee.createBot(botRequest());
    fake.transition(outside.providerBotId, {
      state: 'waiting_room',
      eventType: 'put_in_waiting_room',
    });
    fake.transition(outside.providerBotId, { state: 'ended', eventType: 'meeting_ended' });
    expect(await attendee.readStatus(outside.providerBotId)).toMatchObject({
      status: 'failed',
      failureReason: 'meeting_ended',
    });
  });

  it('reads a could-not-join failure and its reason', async () => {
    const { providerBotId } = await attendee.createBot(botRequest());
    const at = new Date('2030-01-07T09:05:00Z');
    fake.transition(providerBotId, {
      state: 'fatal_error',
      eventType: 'could_not_join_meeting',
      eventSubType: 'waiting_room_timeout_exceeded',
      at,
    });
    expect(await attendee.readStatus(providerBotId)).toEqual({
      status: 'failed',
      failureReason: 'waiting_room_timeout',
      at,
    });
  });

  it('reads bot.state_change webhooks made by Python, keyed by their idempotency key', async () => {
    const { providerBotId } = await attendee.createBot(botRequest());
    const at = new Date('2030-01-07T09:01:00Z');
    const delivery = await fake.signWebhook(
      fake.transition(providerBotId, {
        state: 'joined_recording',
        eventType: 'joined_meeting',
        at,
      }),
    );
    // The body is as requests writes it, not the canonical form that was signed.
    expect(delivery.rawBody).toContain('", "');
    const envelope = JSON.parse(delivery.rawBody) as { idempotency_key: string };
    expect(attendee.readWebhook(delivery, new Date())).toEqual([
      { eventId: envelope.idempotency_key, providerBotId, observation: { status: 'in_call', at } },
    ]);

    const failed = await fake.signWebhook(
      fake.transition(providerBotId, {
        state: 'fatal_error',
        eventType: 'fatal_error',
        eventSubType: 'heartbeat_timeout',
        at,
      }),
    );
    expect(attendee.readWebhook(failed, new Date())[0]?.observation).toEqual({
      status: 'failed',
      failureReason: 'provider_error',
      at,
    });
  });

  it('reads a state change from the waiting room to ended by the meeting as failed', async () => {
    const { providerBotId } = await attendee.createBot(botRequest());
    fake.transition(providerBotId, { state: 'waiting_room', eventType: 'put_in_waiting_room' });
    const ended = await fake.signWebhook(
      fake.transition(providerBotId, { state: 'ended', eventType: 'meeting_ended' }),
    );
    expect(attendee.readWebhook(ended, new Date())[0]?.observation).toMatchObject({
      status: 'failed',
      failureReason: 'meeting_ended',
    });
  });

  it('reads other triggers with floats, unicode and nested keys as events without an observation', async () => {
    const envelope = `{"idempotency_key": "0f6c3c1e-5b1a-4c9e-8a53-8f0b9a9d2e77", "bot_id": "bot_x", "bot_metadata": {"botId": "ours", "nested": {"ö": [1.0, {"b": 2, "a": 0.5}]}}, "trigger": "transcript.update", "data": {"speaker_name": "Zoë 😀", "speaker_is_host": false, "timestamp_ms": 1700000000000, "duration_ms": 800, "transcription": {"transcript": "ok", "words": [{"word": "ok", "start": 0.0, "end": 1.0, "confidence": 1.0}]}}}`;
    const delivery = await fake.signWebhook(envelope);
    const said = new Date(1700000000000).toISOString();
    expect(attendee.readWebhook(delivery, new Date())).toEqual([
      {
        eventId: '0f6c3c1e-5b1a-4c9e-8a53-8f0b9a9d2e77',
        providerBotId: 'bot_x',
        observation: null,
        live: [
          {
            kind: 'utterance',
            key: 'Zoë 😀:1700000000000',
            speakerName: 'Zoë 😀',
            isHost: false,
            words: [{ text: 'ok', at: said }],
            final: true,
          },
        ],
      },
    ]);
    const chat = await fake.signWebhook(
      '{"idempotency_key": "c1", "bot_id": "bot_x", "bot_metadata": null, "trigger": "chat_messages.update", "data": {"text": "hi"}}',
    );
    expect(attendee.readWebhook(chat, new Date())).toEqual([
      { eventId: 'c1', providerBotId: 'bot_x', observation: null },
    ]);
    const calendar = await fake.signWebhook(
      '{"idempotency_key": "k", "calendar_id": "cal_1", "trigger": "calendar.events_update", "data": {}}',
    );
    expect(attendee.readWebhook(calendar, new Date())).toEqual([]);
  });

  it('refuses webhooks with another secret, an altered body, no signature, or no secret configured', async () => {
    const { providerBotId } = await attendee.createBot(botRequest());
    const good = await fake.signWebhook(
      fake.transition(providerBotId, { state: 'waiting_room', eventType: 'put_in_waiting_room' }),
    );
    const wrong = await fake.signWebhook(
      good.rawBody,
      Buffer.from('x'.repeat(32)).toString('base64'),
    );
    expect(() => attendee.readWebhook(wrong, new Date())).toThrow(WebhookSignatureError);
    expect(() =>
      attendee.readWebhook(
        { ...good, rawBody: good.rawBody.replace('waiting_room', 'joined_recording') },
        new Date(),
      ),
    ).toThrow(WebhookSignatureError);
    expect(() => attendee.readWebhook({ headers: {}, rawBody: good.rawBody }, new Date())).toThrow(
      WebhookSignatureError,
    );
    const unconfigured = createAttendeeProvider(config({ webhookSecret: null }));
    expect(() => unconfigured.readWebhook(good, new Date())).toThrow(WebhookSignatureError);
    expect(attendee.readWebhook(good, new Date())).toHaveLength(1);
  });

  it('deletes a scheduled bot, and is refused once it is no longer scheduled', async () => {
    const scheduled = await attendee.createBot(
      botRequest({ joinAt: new Date(Date.now() + 3_600_000) }),
    );
    await attendee.deleteScheduledBot(scheduled.providerBotId);
    expect(fake.bots.has(scheduled.providerBotId)).toBe(false);
    await attendee.deleteScheduledBot(scheduled.providerBotId);

    const joining = await attendee.createBot(botRequest());
    await expect(attendee.deleteScheduledBot(joining.providerBotId)).rejects.toThrow(
      BotProviderRejectedError,
    );
    expect(fake.bots.has(joining.providerBotId)).toBe(true);
  });

  it('takes a bot out of its call, and is done when it is already leaving', async () => {
    const { providerBotId } = await attendee.createBot(botRequest());
    fake.transition(providerBotId, { state: 'joined_recording', eventType: 'joined_meeting' });
    await attendee.leaveCall(providerBotId);
    expect(fake.bots.get(providerBotId)?.state).toBe('leaving');
    await attendee.leaveCall(providerBotId);

    const scheduled = await attendee.createBot(
      botRequest({ joinAt: new Date(Date.now() + 3_600_000) }),
    );
    await expect(attendee.leaveCall(scheduled.providerBotId)).rejects.toThrow(
      BotProviderRejectedError,
    );
  });

  it('fetches the transcript and every page of participants once post-processing is over', async () => {
    const { providerBotId } = await attendee.createBot(botRequest());
    const bot = fake.bots.get(providerBotId);
    if (!bot) throw new Error('no bot');
    fake.transition(providerBotId, { state: 'post_processing', eventType: 'meeting_ended' });
    await expect(attendee.fetchMeeting(providerBotId)).rejects.toThrow(BotProviderUnavailableError);

    fake.transition(providerBotId, { state: 'ended', eventType: 'post_processing_completed' });
    bot.transcription_state = 'complete';
    bot.transcript = [
      {
        speaker_name: 'Alice',
        speaker_uuid: 'u1',
        speaker_user_uuid: null,
        speaker_is_host: true,
        timestamp_ms: Date.parse('2030-01-07T09:00:00Z'),
        duration_ms: 900,
        transcription: { transcript: 'Welcome everyone' },
      },
      {
        speaker_name: 'Bob',
        speaker_is_host: false,
        timestamp_ms: 1,
        duration_ms: 0,
        transcription: { transcript: '' },
      },
    ];
    bot.participants = ['Alice', 'Bob', 'Carol', 'Dan', 'Eve'].map((name, index) => ({
      id: `p${index}`,
      name,
      uuid: `uuid-${index}`,
      user_uuid: null,
      is_host: index === 0,
    }));
    expect(await attendee.fetchMeeting(providerBotId)).toEqual({
      transcript: [
        {
          speakerName: 'Alice',
          isHost: true,
          words: [
            { text: 'Welcome', at: '2030-01-07T09:00:00.000Z' },
            { text: 'everyone', at: null },
          ],
        },
      ],
      participants: [
        { name: 'Alice', isHost: true },
        { name: 'Bob', isHost: false },
        { name: 'Carol', isHost: false },
        { name: 'Dan', isHost: false },
        { name: 'Eve', isHost: false },
      ],
    });
    const pages = fake.requests.filter((request) =>
      request.path.endsWith(`${providerBotId}/participants`),
    );
    expect(pages).toHaveLength(3);
  });

  it.each([
    [429, '12', 12],
    [507, '30', 30],
    [500, undefined, undefined],
  ])('answers HTTP %i (Retry-After %s) as unavailable', async (status, retryAfter, seconds) => {
    fake.failNext(status, retryAfter);
    const error = await attendee.createBot(botRequest()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BotProviderUnavailableError);
    expect((error as BotProviderUnavailableError).retryAfterSeconds).toBe(seconds);
  });

  it('answers an unreachable Attendee as unavailable', async () => {
    const gone = createAttendeeProvider(config({ baseUrl: 'http://127.0.0.1:9' }));
    await expect(gone.readStatus('bot_any')).rejects.toThrow(BotProviderUnavailableError);
  });

  it('is refused with a wrong key, a bad meeting link or an unknown bot', async () => {
    await expect(
      createAttendeeProvider(config({ apiKey: 'wrong' })).createBot(botRequest()),
    ).rejects.toThrow(BotProviderRejectedError);
    const badLink = await attendee
      .createBot(botRequest({ meetingUrl: 'zoom.us/j/1' }))
      .catch((e: unknown) => e);
    expect((badLink as BotProviderRejectedError).failureReason).toBe('meeting_not_found');
    await expect(attendee.readStatus('bot_unknown')).rejects.toThrow(BotProviderRejectedError);
  });

  it('authenticates as Attendee does: exactly `Token <key>`, the word in any case', async () => {
    const status = async (authorization: string) =>
      (await fetch(`${fake.baseUrl}/api/v1/bots/bot_unknown`, { headers: { authorization } }))
        .status;
    expect(await status(`Bearer ${fake.apiKey}`)).toBe(401);
    expect(await status(fake.apiKey)).toBe(401);
    expect(await status(`Token ${fake.apiKey} extra`)).toBe(401);
    expect(await status(`token ${fake.apiKey}`)).toBe(404);
  });
});
