/**
 * The Recall.ai adapter's configuration, and the adapter against a fake Recall: bots sent, read,
 * removed, and their transcripts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotStatus } from '@convene/domain/meeting-bots';
import {
  MeetingBotsConfigError,
  meetingBotsConfigFromEnv,
  type RecallConfig,
} from '../src/providers/meeting-bots/config.js';
import {
  BotProviderRejectedError,
  BotProviderUnavailableError,
  WebhookSignatureError,
  type MeetingBotProvider,
} from '../src/providers/meeting-bots/port.js';
import { createRecallProvider } from '../src/providers/meeting-bots/recall.js';
import { retryAfterSeconds } from '../src/providers/meeting-bots/http.js';
import { botRequest } from './support/bot-requests.js';
import { mp3DurationMs } from './support/fake-http.js';
import { startFakeRecall, type FakeRecall } from './support/fake-recall.js';

describe('Recall.ai configuration', () => {
  it('transcribes with the meeting captions unless RECALL_TRANSCRIPT_PROVIDER says otherwise', () => {
    const env = { RECALL_API_KEY: 'key', RECALL_WEBHOOK_SECRET: 'whsec_abc' };
    expect(meetingBotsConfigFromEnv(env)).toMatchObject({
      kind: 'recall',
      baseUrl: 'https://us-east-1.recall.ai',
      transcriptProvider: 'meeting_captions',
    });
    expect(
      meetingBotsConfigFromEnv({ ...env, RECALL_TRANSCRIPT_PROVIDER: 'recallai_streaming' }),
    ).toMatchObject({ transcriptProvider: 'recallai_streaming' });
    expect(() =>
      meetingBotsConfigFromEnv({ ...env, RECALL_TRANSCRIPT_PROVIDER: 'whisper' }),
    ).toThrow(MeetingBotsConfigError);
  });
});

describe('Recall.ai adapter against a fake Recall', () => {
  let fake: FakeRecall;
  let recall: MeetingBotProvider;
  const config = (overrides: Partial<RecallConfig> = {}): RecallConfig => ({
    kind: 'recall',
    apiKey: fake.apiKey,
    baseUrl: fake.baseUrl,
    webhookSecret: fake.webhookSecret,
    ...overrides,
  });

  beforeAll(async () => {
    fake = await startFakeRecall();
    recall = createRecallProvider(config());
  });
  afterAll(() => fake.close());

  it('answers a bot sent again with the bot Recall.ai already has for it, until that bot is over', async () => {
    const request = botRequest({ joinAt: new Date(Date.now() + 3_600_000) });
    const held = () =>
      [...fake.bots.values()].filter((bot) => bot.metadata.botId === request.botId);
    const first = await recall.createBot(request);
    expect(await recall.createBot(request)).toEqual(first);
    expect(held()).toHaveLength(1);

    // A bot that is over does not count: sending again is a new bot, looked for across pages.
    fake.setStatus(first.providerBotId, 'fatal', { subCode: 'bot_errored' });
    const second = await recall.createBot(request);
    expect(second.providerBotId).not.toBe(first.providerBotId);
    fake.setStatus(second.providerBotId, 'call_ended', { subCode: 'meeting_ended' });
    const third = await recall.createBot(request);
    expect(held()).toHaveLength(3);
    // The two over fill the first page of two; the one not over is on the next.
    const listed = fake.requests.length;
    expect(await recall.createBot(request)).toEqual(third);
    expect(fake.requests.slice(listed)).toEqual([
      { method: 'GET', path: '/api/v1/bot/' },
      { method: 'GET', path: '/api/v1/bot/' },
    ]);
    expect(held()).toHaveLength(3);
  });

  it('creates a bot with our id in its metadata, captions transcription, participant events, a real-time endpoint at its live address and a silent audio output', async () => {
    const joinAt = new Date(Date.now() + 3_600_000);
    const request = botRequest({ joinAt });
    const { providerBotId } = await recall.createBot(request);
    const bot = fake.bots.get(providerBotId);
    expect(bot).toMatchObject({
      meeting_url: 'https://meet.google.com/abc-defg-hij',
      bot_name: 'Notes bot',
      join_at: joinAt.toISOString(),
      metadata: { botId: request.botId },
      recording_config: {
        transcript: { provider: { meeting_captions: {} } },
        participant_events: {},
        realtime_endpoints: [
          {
            type: 'webhook',
            url: request.liveUrl,
            events: [
              'transcript.data',
              'transcript.partial_data',
              'participant_events.join',
              'participant_events.leave',
            ],
          },
        ],
      },
      // The product speaks the greeting now; nothing goes to the chat at join.
      chat: null,
    });
    expect(bot?.recording_config?.realtime_endpoints?.[0]?.url).toContain('?token=');
    // Output Audio needs an automatic audio output: a short silence, played when recording starts.
    const output = bot?.automatic_audio_output as {
      in_call_recording: { data: { kind: string; b64_data: string } };
    };
    expect(output.in_call_recording.data.kind).toBe('mp3');
    const silence = Buffer.from(output.in_call_recording.data.b64_data, 'base64');
    expect(mp3DurationMs(silence)).toBeGreaterThanOrEqual(250);
    expect(mp3DurationMs(silence)).toBeLessThan(500);
    expect(await recall.readStatus(providerBotId)).toEqual({ status: 'scheduled', at: joinAt });
  });

  it('joins at once when the join time is null or past, cuts the name to 100 and can use Recall transcription in low-latency mode', async () => {
    const streaming = createRecallProvider(config({ transcriptProvider: 'recallai_streaming' }));
    const { providerBotId } = await streaming.createBot(
      botRequest({ joinAt: new Date(Date.now() - 1000), botName: 'n'.repeat(150) }),
    );
    const bot = fake.bots.get(providerBotId);
    expect(bot?.join_at).toBeNull();
    expect(bot?.bot_name).toBe('n'.repeat(100));
    expect(bot?.recording_config).toMatchObject({
      // Accuracy mode reaches real-time endpoints minutes late.
      transcript: {
        provider: { recallai_streaming: { mode: 'prioritize_low_latency', language_code: 'en' } },
      },
    });
  });

  it('reads the status from the last status change that means something', async () => {
    const { providerBotId } = await recall.createBot(botRequest());
    const steps: Array<[string, string | null, BotStatus]> = [
      ['joining_call', null, 'joining'],
      ['in_waiting_room', null, 'waiting_room'],
      ['in_call_not_recording', null, 'in_call'],
      ['in_call_recording', null, 'in_call'],
      ['call_ended', 'timeout_exceeded_everyone_left', 'ended'],
      ['recording_done', null, 'ended'],
      ['done', null, 'ended'],
      ['media_expired', null, 'ended'],
    ];
    for (const [code, subCode, status] of steps) {
      fake.setStatus(providerBotId, code, { subCode });
      expect((await recall.readStatus(providerBotId)).status).toBe(status);
    }
  });

  it('reads a failure and its reason from the status changes', async () => {
    const { providerBotId } = await recall.createBot(botRequest());
    fake.setStatus(providerBotId, 'joining_call');
    fake.setStatus(providerBotId, 'in_waiting_room');
    const at = new Date('2030-01-07T09:10:00Z');
    fake.setStatus(providerBotId, 'call_ended', { subCode: 'timeout_exceeded_waiting_room', at });
    expect(await recall.readStatus(providerBotId)).toEqual({
      status: 'failed',
      failureReason: 'waiting_room_timeout',
      at,
    });
  });

  it('reads v1.11 status webhooks with the webhook id as the event id', async () => {
    const { providerBotId } = await recall.createBot(botRequest());
    const at = new Date();
    const delivery = fake.setStatus(providerBotId, 'in_call_recording', { at });
    expect(recall.readWebhook(delivery, new Date())).toEqual([
      {
        eventId: delivery.headers['webhook-id'],
        providerBotId,
        observation: { status: 'in_call', at },
      },
    ]);
    const fatal = fake.setStatus(providerBotId, 'fatal', { subCode: 'bot_kicked_from_call', at });
    expect(recall.readWebhook(fatal, new Date())[0]?.observation).toEqual({
      status: 'failed',
      failureReason: 'kicked',
      at,
    });
  });

  it('reads legacy v1.10 bot.status_change webhooks signed with svix-* headers', async () => {
    const { providerBotId } = await recall.createBot(botRequest());
    const change = {
      code: 'call_ended',
      sub_code: 'meeting_not_found',
      message: 'The meeting could not be found',
      created_at: new Date().toISOString(),
    };
    const delivery = fake.legacyStatusWebhook(providerBotId, change);
    expect(delivery.headers['svix-id']).toBeDefined();
    expect(recall.readWebhook(delivery, new Date())).toEqual([
      {
        eventId: delivery.headers['svix-id'],
        providerBotId,
        observation: {
          status: 'failed',
          failureReason: 'meeting_not_found',
          at: new Date(change.created_at),
        },
      },
    ]);
  });

  it('reads other events about a bot without an observation, and events about no bot as nothing', () => {
    const recording = fake.sign({
      event: 'recording.done',
      data: {
        data: { code: 'done', sub_code: null, updated_at: new Date().toISOString() },
        recording: { id: 'rec_1', metadata: {} },
        bot: { id: 'bot_9', metadata: {} },
      },
    });
    expect(recall.readWebhook(recording, new Date())).toEqual([
      { eventId: recording.headers['webhook-id'], providerBotId: 'bot_9', observation: null },
    ]);
    const calendar = fake.sign({ event: 'calendar.update', data: { calendar_id: 'cal_1' } });
    expect(recall.readWebhook(calendar, new Date())).toEqual([]);
  });

  it('refuses webhooks signed with another secret, altered, stale, or when no secret is configured', async () => {
    const { providerBotId } = await recall.createBot(botRequest());
    const now = new Date();
    const wrong = fake.setStatus(providerBotId, 'joining_call', {
      sign: { secret: `whsec_${Buffer.from('not the workspace secret').toString('base64')}` },
    });
    expect(() => recall.readWebhook(wrong, now)).toThrow(WebhookSignatureError);
    const good = fake.setStatus(providerBotId, 'in_waiting_room');
    expect(() =>
      recall.readWebhook(
        { ...good, rawBody: good.rawBody.replace('in_waiting_room', 'in_call_recording') },
        now,
      ),
    ).toThrow(WebhookSignatureError);
    expect(() => recall.readWebhook(good, new Date(now.getTime() + 10 * 60_000))).toThrow(
      WebhookSignatureError,
    );
    const unconfigured = createRecallProvider(config({ webhookSecret: null }));
    expect(() => unconfigured.readWebhook(good, now)).toThrow(WebhookSignatureError);
    expect(recall.readWebhook(good, now)).toHaveLength(1);
  });

  it('deletes a scheduled bot, and is refused once the bot was dispatched', async () => {
    const scheduled = await recall.createBot(
      botRequest({ joinAt: new Date(Date.now() + 3_600_000) }),
    );
    await recall.deleteScheduledBot(scheduled.providerBotId);
    expect(fake.bots.has(scheduled.providerBotId)).toBe(false);
    // Already gone: done.
    await recall.deleteScheduledBot(scheduled.providerBotId);

    const dispatched = await recall.createBot(botRequest());
    fake.setStatus(dispatched.providerBotId, 'joining_call');
    await expect(recall.deleteScheduledBot(dispatched.providerBotId)).rejects.toThrow(
      BotProviderRejectedError,
    );
    expect(fake.bots.has(dispatched.providerBotId)).toBe(true);
  });

  it('takes a bot out of its call, and is done when the call is already over', async () => {
    const { providerBotId } = await recall.createBot(botRequest());
    fake.setStatus(providerBotId, 'joining_call');
    fake.setStatus(providerBotId, 'in_call_recording');
    await recall.leaveCall(providerBotId);
    expect(fake.bots.get(providerBotId)?.status_changes.at(-1)).toMatchObject({
      code: 'call_ended',
      sub_code: 'bot_received_leave_call',
    });
    await recall.leaveCall(providerBotId);

    const scheduled = await recall.createBot(
      botRequest({ joinAt: new Date(Date.now() + 3_600_000) }),
    );
    await expect(recall.leaveCall(scheduled.providerBotId)).rejects.toThrow(
      BotProviderRejectedError,
    );
  });

  it('fetches the transcript and participants from pre-signed URLs without our key once they are ready', async () => {
    const { providerBotId } = await recall.createBot(botRequest());
    await expect(recall.fetchMeeting(providerBotId)).rejects.toThrow(BotProviderUnavailableError);

    const alice = {
      id: 100,
      name: 'Alice',
      is_host: true,
      platform: 'desktop',
      extra_data: {},
      email: null,
    };
    const bob = {
      id: 101,
      name: null,
      is_host: null,
      platform: 'unknown',
      extra_data: null,
      email: null,
    };
    const recording = {
      participants: [alice, bob],
      transcript: [
        {
          participant: alice,
          words: [
            {
              text: 'Hello',
              start_timestamp: { relative: 1.2, absolute: '2030-01-07T09:00:01.200Z' },
              end_timestamp: null,
            },
            {
              text: 'Bob.',
              start_timestamp: { relative: 1.5, absolute: '2030-01-07T09:00:01.500Z' },
              end_timestamp: null,
            },
          ],
        },
        {
          participant: bob,
          words: [
            { text: 'Hi', start_timestamp: { relative: 2, absolute: null }, end_timestamp: null },
          ],
        },
      ],
    };
    fake.finishRecording(providerBotId, { ...recording, transcriptStatus: 'processing' });
    await expect(recall.fetchMeeting(providerBotId)).rejects.toThrow(BotProviderUnavailableError);
    fake.finishRecording(providerBotId, { ...recording, transcriptStatus: 'failed' });
    await expect(recall.fetchMeeting(providerBotId)).rejects.toThrow(BotProviderRejectedError);

    fake.finishRecording(providerBotId, recording);
    const downloadsBefore = fake.downloads.length;
    expect(await recall.fetchMeeting(providerBotId)).toEqual({
      transcript: [
        {
          speakerName: 'Alice',
          isHost: true,
          words: [
            { text: 'Hello', at: '2030-01-07T09:00:01.200Z' },
            { text: 'Bob.', at: '2030-01-07T09:00:01.500Z' },
          ],
        },
        { speakerName: 'Unknown speaker', isHost: false, words: [{ text: 'Hi', at: null }] },
      ],
      participants: [
        { name: 'Alice', isHost: true },
        { name: 'Unknown speaker', isHost: false },
      ],
    });
    const downloads = fake.downloads.slice(downloadsBefore);
    expect(downloads).toHaveLength(2);
    expect(downloads.every((download) => !download.authorized)).toBe(true);
  });

  it.each([
    [429, '7', 7],
    [507, '30', 30],
    [503, undefined, undefined],
    [502, undefined, undefined],
    [409, '2', 2],
  ])('answers HTTP %i (Retry-After %s) as unavailable', async (status, retryAfter, seconds) => {
    fake.failNext(status, retryAfter);
    const error = await recall.createBot(botRequest()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BotProviderUnavailableError);
    expect((error as BotProviderUnavailableError).retryAfterSeconds).toBe(seconds);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2030-01-07T09:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Mon, 07 Jan 2030 09:00:45 GMT', now)).toBe(45);
    expect(retryAfterSeconds('Mon, 07 Jan 2030 08:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });

  it('answers an unreachable Recall as unavailable', async () => {
    const gone = createRecallProvider(config({ baseUrl: 'http://127.0.0.1:9' }));
    await expect(gone.readStatus('any')).rejects.toThrow(BotProviderUnavailableError);
  });

  it('is refused with a wrong API key, a bad meeting link or an unknown bot', async () => {
    const wrongKey = createRecallProvider(config({ apiKey: 'not-the-key' }));
    await expect(wrongKey.createBot(botRequest())).rejects.toThrow(BotProviderRejectedError);
    const badLink = await recall
      .createBot(botRequest({ meetingUrl: 'meet.google.com/abc' }))
      .catch((e: unknown) => e);
    expect(badLink).toBeInstanceOf(BotProviderRejectedError);
    expect((badLink as BotProviderRejectedError).failureReason).toBe('meeting_not_found');
    await expect(recall.readStatus('00000000-0000-0000-0000-000000000000')).rejects.toThrow(
      BotProviderRejectedError,
    );
  });

  it('sends the key as `Token <key>`', async () => {
    // The fake also takes the bare key, as Recall does; a Bearer token it refuses.
    const bearer = await fetch(`${fake.baseUrl}/api/v1/bot/x/`, {
      headers: { authorization: `Bearer ${fake.apiKey}` },
    });
    expect(bearer.status).toBe(401);
    const { providerBotId } = await recall.createBot(botRequest());
    expect(fake.bots.has(providerBotId)).toBe(true);
  });
});
