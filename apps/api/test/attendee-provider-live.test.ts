/**
 * The Attendee adapter while a call goes on, against the fake Attendee: its signed
 * `transcript.update` and `participant_events.join_leave` webhooks read into live events on either
 * of our addresses, the agent's voice through Output Audio and its messages in the meeting's chat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAttendeeProvider } from '../src/providers/meeting-bots/attendee.js';
import type { AttendeeConfig } from '../src/providers/meeting-bots/config.js';
import {
  BotProviderRejectedError,
  BotProviderUnavailableError,
  WebhookSignatureError,
  type MeetingBotProvider,
} from '../src/providers/meeting-bots/port.js';
import { silentMp3 } from '../src/providers/speech/mp3.js';
import { botRequest } from './support/bot-requests.js';
import type { FakeAttendeeLiveEvent } from './support/fake-attendee-live.js';
import { startFakeAttendee, type FakeAttendee } from './support/fake-attendee.js';
import { mp3DurationMs, readBody, send, startFakeServer } from './support/fake-http.js';

const alice = { id: 'par_a', name: 'Alice', uuid: 'spaces/a', user_uuid: null, is_host: true };
const at = (seconds: number) => new Date(Date.parse('2030-01-07T09:00:00Z') + seconds * 1000);

describe('Attendee live webhooks, voice and chat against a fake Attendee', () => {
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
    fake = await startFakeAttendee();
    attendee = createAttendeeProvider(config());
  });
  afterAll(() => fake.close());

  const utterance = (text: string, second: number, speaker = alice): FakeAttendeeLiveEvent => ({
    trigger: 'transcript.update',
    speaker,
    text,
    at: at(second),
  });

  /** A bot in its call, where it may play audio. */
  async function botInCall(): Promise<string> {
    const { providerBotId } = await attendee.createBot(botRequest());
    fake.transition(providerBotId, { state: 'joined_recording', eventType: 'joined_meeting' });
    return providerBotId;
  }

  it('reads a transcript.update on the live address as a final utterance keyed by its speaker and start, its idempotency key the event id', async () => {
    const { providerBotId } = await attendee.createBot(botRequest());
    const delivery = await fake.liveWebhook(providerBotId, utterance('Ship it Friday.', 3));
    const envelope = JSON.parse(delivery.rawBody) as { idempotency_key: string };
    const events = attendee.readLiveWebhook(delivery, new Date());
    expect(events).toEqual([
      {
        eventId: envelope.idempotency_key,
        providerBotId,
        observation: null,
        live: [
          {
            kind: 'utterance',
            key: `spaces/a:${at(3).getTime()}`,
            speakerName: 'Alice',
            isHost: true,
            final: true,
            // Captions time only their first word.
            words: [
              { text: 'Ship', at: at(3).toISOString() },
              { text: 'it', at: null },
              { text: 'Friday.', at: null },
            ],
          },
        ],
      },
    ]);
    // The same webhook on the status address reads the same.
    expect(attendee.readWebhook(delivery, new Date())).toEqual(events);
    // Sent again under a new idempotency key, the utterance keeps its key.
    const again = await fake.liveWebhook(providerBotId, utterance('Ship it Friday.', 3));
    expect(attendee.readLiveWebhook(again, new Date())[0]?.live?.[0]?.key).toBe(
      `spaces/a:${at(3).getTime()}`,
    );
    const next = await fake.liveWebhook(providerBotId, utterance('Agreed.', 5));
    expect(attendee.readLiveWebhook(next, new Date())[0]?.live?.[0]?.key).toBe(
      `spaces/a:${at(5).getTime()}`,
    );
  });

  it('reads participants joining and leaving under their event ids', async () => {
    const { providerBotId } = await attendee.createBot(botRequest());
    const read = async (action: 'join' | 'leave', second: number) => {
      const delivery = await fake.liveWebhook(providerBotId, {
        trigger: 'participant_events.join_leave',
        participant: alice,
        action,
        at: at(second),
      });
      const id = (JSON.parse(delivery.rawBody) as { data: { id: string } }).data.id;
      return { id, live: attendee.readLiveWebhook(delivery, new Date())[0]?.live };
    };
    const joined = await read('join', 0);
    const left = await read('leave', 90);
    expect(joined.live).toEqual([
      {
        kind: 'participant',
        key: joined.id,
        action: 'join',
        name: 'Alice',
        isHost: true,
        at: at(0).toISOString(),
      },
    ]);
    expect(left.live).toEqual([expect.objectContaining({ key: left.id, action: 'leave' })]);
  });

  it('reads speech start and stop as nothing said', async () => {
    const speech = await fake.signWebhook(
      JSON.stringify({
        idempotency_key: 'speech-1',
        bot_id: 'bot_x',
        bot_metadata: null,
        trigger: 'participant_events.speech_start_stop',
        data: { id: 'pe_1', event_type: 'speech_start', timestamp_ms: at(1).getTime() },
      }),
    );
    expect(attendee.readLiveWebhook(speech, new Date())).toEqual([
      { eventId: 'speech-1', providerBotId: 'bot_x', observation: null },
    ]);
  });

  it('refuses a live webhook with another secret, an altered body, no signature or no secret configured', async () => {
    const { providerBotId } = await attendee.createBot(botRequest());
    const good = await fake.liveWebhook(providerBotId, utterance('Hello', 1));
    const wrong = await fake.signWebhook(good.rawBody, Buffer.alloc(32, 1).toString('base64'));
    expect(() => attendee.readLiveWebhook(wrong, new Date())).toThrow(WebhookSignatureError);
    const altered = { ...good, rawBody: good.rawBody.replace('Hello', 'Hullo') };
    expect(() => attendee.readLiveWebhook(altered, new Date())).toThrow(WebhookSignatureError);
    const bare = { headers: {}, rawBody: good.rawBody };
    expect(() => attendee.readLiveWebhook(bare, new Date())).toThrow(WebhookSignatureError);
    const keyless = createAttendeeProvider(config({ webhookSecret: null }));
    expect(() => keyless.readLiveWebhook(good, new Date())).toThrow(WebhookSignatureError);
    expect(attendee.readLiveWebhook(good, new Date())).toHaveLength(1);
  });

  it("posts live webhooks to the bot's live address with its token, and again when repeated", async () => {
    const received: Array<{ url: string; rawBody: string; signature: string }> = [];
    const ours = await startFakeServer(async (req, res) => {
      const signature = req.headers['x-webhook-signature'];
      received.push({
        url: req.url ?? '',
        rawBody: await readBody(req),
        signature: typeof signature === 'string' ? signature : '',
      });
      send(res, 200);
    });
    try {
      const liveUrl = `${ours.baseUrl}/api/webhooks/attendee/live/bot-1?token=secret-token`;
      const { providerBotId } = await attendee.createBot(botRequest({ liveUrl }));
      const { status, delivery } = await fake.sendLive(providerBotId, utterance('Late', 4));
      expect(status).toBe(200);
      expect(await fake.deliverLive(delivery)).toBe(200);
      expect(received.map((request) => request.url)).toEqual([
        '/api/webhooks/attendee/live/bot-1?token=secret-token',
        '/api/webhooks/attendee/live/bot-1?token=secret-token',
      ]);
      const first = received[0]!;
      const read = attendee.readLiveWebhook(
        { headers: { 'x-webhook-signature': first.signature }, rawBody: first.rawBody },
        new Date(),
      );
      expect(read[0]?.live?.[0]).toMatchObject({ kind: 'utterance', speakerName: 'Alice' });
    } finally {
      await ours.close();
    }
  });

  it('is refused a live address that is not https, as Attendee refuses every such webhook', async () => {
    const error = await attendee
      .createBot(botRequest({ liveUrl: 'http://convene.example/api/webhooks/attendee/live/x' }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BotProviderRejectedError);
    expect((error as Error).message).toContain('webhook URL must start with https://');
  });

  it("plays the agent's voice once through Output Audio while the bot is in its call", async () => {
    const providerBotId = await botInCall();
    const mp3 = silentMp3(900);
    await attendee.speak(providerBotId, { mp3, text: 'One moment.', durationMs: 912 });
    expect(fake.audio.get(providerBotId)).toEqual([mp3]);
    expect(mp3DurationMs(fake.audio.get(providerBotId)?.[0] ?? Buffer.alloc(0))).toBe(912);
    expect(fake.requests.at(-1)).toEqual({
      method: 'POST',
      path: `/api/v1/bots/${providerBotId}/output_audio`,
    });
  });

  it('is refused audio for a bot not in its call, and audio that is not MP3', async () => {
    const { providerBotId } = await attendee.createBot(botRequest());
    const speech = { mp3: silentMp3(100), text: 'Hm.', durationMs: 120 };
    await expect(attendee.speak(providerBotId, speech)).rejects.toThrow(/cannot play media/);
    const inCall = await botInCall();
    const notMp3 = { ...speech, mp3: Buffer.from('RIFF....WAVEfmt ') };
    await expect(attendee.speak(inCall, notMp3)).rejects.toThrow(BotProviderRejectedError);
    expect(fake.audio.get(inCall)).toBeUndefined();
  });

  it("posts the agent's chat messages to everyone, cut to Google Meet's 500 characters", async () => {
    const providerBotId = await botInCall();
    expect(await attendee.sendChatMessage(providerBotId, 'Notes are on the page.')).toBe(true);
    expect(await attendee.sendChatMessage(providerBotId, 'b'.repeat(600))).toBe(true);
    expect(fake.chat.get(providerBotId)).toEqual([
      { to: 'everyone', message: 'Notes are on the page.' },
      { to: 'everyone', message: 'b'.repeat(500) },
    ]);
  });

  it('answers overload as unavailable and an unknown bot as rejected', async () => {
    const providerBotId = await botInCall();
    const speech = { mp3: silentMp3(100), text: 'Hm.', durationMs: 120 };
    fake.failNext(503);
    await expect(attendee.speak(providerBotId, speech)).rejects.toThrow(
      BotProviderUnavailableError,
    );
    fake.failNext(429, '5');
    const limited = await attendee
      .sendChatMessage(providerBotId, 'Hi')
      .catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(BotProviderUnavailableError);
    expect((limited as BotProviderUnavailableError).retryAfterSeconds).toBe(5);
    await expect(attendee.speak('bot_unknown', speech)).rejects.toThrow(BotProviderRejectedError);
    await expect(attendee.sendChatMessage('bot_unknown', 'Hi')).rejects.toThrow(
      BotProviderRejectedError,
    );
  });
});
