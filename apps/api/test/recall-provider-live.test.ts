/**
 * The Recall.ai adapter while a call goes on, against the fake Recall: what its real-time endpoint
 * delivers read into live events (partials and finals under one key, participants coming and
 * going, signed and unsigned deliveries), the agent's voice through Output Audio (long audio cut
 * between MP3 frames and paced) and its messages in the meeting's chat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecallConfig } from '../src/providers/meeting-bots/config.js';
import {
  BotProviderRejectedError,
  BotProviderUnavailableError,
  WebhookSignatureError,
  type MeetingBotProvider,
} from '../src/providers/meeting-bots/port.js';
import {
  createRecallProvider,
  RECALL_AUDIO_BASE64_MAX,
} from '../src/providers/meeting-bots/recall.js';
import { silentMp3 } from '../src/providers/speech/mp3.js';
import { botRequest } from './support/bot-requests.js';
import {
  mp3DurationMs,
  readBody,
  send,
  startFakeServer,
  type LiveDelivery,
} from './support/fake-http.js';
import type { FakeRecallLiveEvent } from './support/fake-recall-live.js';
import {
  startFakeRecall,
  type FakeRecall,
  type FakeRecallParticipant,
} from './support/fake-recall.js';

const alice: FakeRecallParticipant = {
  id: 100,
  name: 'Alice',
  is_host: true,
  platform: 'desktop',
  extra_data: {},
  email: null,
};
const bob: FakeRecallParticipant = {
  id: 101,
  name: null,
  is_host: false,
  platform: null,
  extra_data: null,
  email: null,
};
const at = (seconds: number) => new Date(Date.parse('2030-01-07T09:00:00Z') + seconds * 1000);

/** MPEG-1 Layer III frames at 48 kHz, 320 kbit/s (960 bytes, 24 ms each), numbered in their bodies. */
function loudMp3(frames: number): Buffer {
  return Buffer.concat(
    Array.from({ length: frames }, (_, index) => {
      const frame = Buffer.alloc(960, index % 251);
      frame.set([0xff, 0xfb, 0xe4, 0xc4]);
      return frame;
    }),
  );
}

describe('Recall.ai live deliveries, voice and chat against a fake Recall', () => {
  let fake: FakeRecall;
  let unsigned: FakeRecall;
  let recall: MeetingBotProvider;
  const waits: number[] = [];
  const config = (overrides: Partial<RecallConfig> = {}): RecallConfig => ({
    kind: 'recall',
    apiKey: fake.apiKey,
    baseUrl: fake.baseUrl,
    webhookSecret: fake.webhookSecret,
    ...overrides,
  });

  beforeAll(async () => {
    fake = await startFakeRecall();
    unsigned = await startFakeRecall({ signRealtime: false });
    recall = createRecallProvider(config(), {
      wait: async (ms) => {
        waits.push(ms);
      },
    });
  });
  afterAll(async () => {
    await fake.close();
    await unsigned.close();
  });

  const said = (
    event: 'transcript.data' | 'transcript.partial_data',
    words: Array<[string, number]>,
    participant = alice,
  ): FakeRecallLiveEvent => ({
    event,
    participant,
    words: words.map(([text, second]) => ({ text, at: at(second) })),
  });

  it('reads a final transcript part as a final utterance with each word at its time, under the webhook id', async () => {
    const { providerBotId } = await recall.createBot(botRequest());
    const delivery = fake.liveDelivery(
      providerBotId,
      said('transcript.data', [
        ['Ship', 1],
        ['it', 1.4],
        ['Friday.', 1.7],
      ]),
    );
    const [event] = recall.readLiveWebhook(delivery, new Date());
    expect(event).toEqual({
      eventId: delivery.headers['webhook-id'],
      providerBotId,
      observation: null,
      live: [
        {
          kind: 'utterance',
          key: expect.stringContaining(':100:') as string,
          speakerName: 'Alice',
          isHost: true,
          final: true,
          words: [
            { text: 'Ship', at: at(1).toISOString() },
            { text: 'it', at: at(1.4).toISOString() },
            { text: 'Friday.', at: at(1.7).toISOString() },
          ],
        },
      ],
    });
  });

  it("keys an utterance's partials and its final alike, whatever words they heard, and other utterances apart", async () => {
    const { providerBotId } = await recall.createBot(botRequest());
    const read = (event: FakeRecallLiveEvent) =>
      recall.readLiveWebhook(fake.liveDelivery(providerBotId, event), new Date())[0]?.live?.[0];
    const partial = read(said('transcript.partial_data', [['Ay', 5]]));
    const longer = read(
      said('transcript.partial_data', [
        ['Hey', 5],
        ['my', 5.3],
      ]),
    );
    const final = read(
      said('transcript.data', [
        ['Hey,', 5],
        ['my', 5.3],
        ['name', 5.5],
      ]),
    );
    expect(partial).toMatchObject({ kind: 'utterance', final: false });
    expect(final).toMatchObject({ kind: 'utterance', final: true });
    expect(partial?.key).toBe(final?.key);
    expect(longer?.key).toBe(final?.key);
    const nextLine = read(said('transcript.data', [['Next', 9]]));
    const otherSpeaker = read(said('transcript.data', [['Hi', 5]], bob));
    expect(new Set([final?.key, nextLine?.key, otherSpeaker?.key]).size).toBe(3);
    expect(otherSpeaker).toMatchObject({ speakerName: 'Unknown speaker', isHost: false });
  });

  it('reads participants joining and leaving, each under its own key', async () => {
    const { providerBotId } = await recall.createBot(botRequest());
    const read = (event: FakeRecallLiveEvent) =>
      recall.readLiveWebhook(fake.liveDelivery(providerBotId, event), new Date())[0]?.live?.[0];
    const joined = read({ event: 'participant_events.join', participant: alice, at: at(0) });
    const left = read({ event: 'participant_events.leave', participant: alice, at: at(60) });
    expect(joined).toEqual({
      kind: 'participant',
      key: expect.any(String) as string,
      action: 'join',
      name: 'Alice',
      isHost: true,
      at: at(0).toISOString(),
    });
    expect(left).toMatchObject({ action: 'leave', at: at(60).toISOString() });
    expect(left?.key).not.toBe(joined?.key);
    const again = read({ event: 'participant_events.join', participant: alice, at: at(0) });
    expect(again?.key).toBe(joined?.key);
  });

  it('accepts unsigned deliveries (the token was the proof), identified by their body so a repeat is one event', async () => {
    const unsignedRecall = createRecallProvider({
      kind: 'recall',
      apiKey: unsigned.apiKey,
      baseUrl: unsigned.baseUrl,
      webhookSecret: unsigned.webhookSecret,
    });
    const { providerBotId } = await unsignedRecall.createBot(botRequest());
    const delivery = unsigned.liveDelivery(providerBotId, said('transcript.data', [['Hello', 2]]));
    expect(Object.keys(delivery.headers)).toEqual(['content-type']);
    const first = unsignedRecall.readLiveWebhook(delivery, new Date());
    expect(first[0]?.eventId).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(unsignedRecall.readLiveWebhook(delivery, new Date())).toEqual(first);
    const other = unsigned.liveDelivery(providerBotId, said('transcript.data', [['Bye', 3]]));
    expect(unsignedRecall.readLiveWebhook(other, new Date())[0]?.eventId).not.toBe(
      first[0]?.eventId,
    );
    // Without a secret configured too: the signature is checked only when there is one to check.
    const keyless = createRecallProvider(config({ webhookSecret: null }));
    expect(keyless.readLiveWebhook(delivery, new Date())).toEqual(first);
  });

  it('refuses a signed delivery whose signature does not hold, or that it cannot check', async () => {
    const { providerBotId } = await recall.createBot(botRequest());
    const event = said('transcript.data', [['Hello', 2]]);
    const now = new Date();
    const wrong = fake.liveDelivery(providerBotId, event, {
      secret: `whsec_${Buffer.from('not the workspace secret').toString('base64')}`,
    });
    expect(() => recall.readLiveWebhook(wrong, now)).toThrow(WebhookSignatureError);
    const good = fake.liveDelivery(providerBotId, event);
    const altered = { ...good, rawBody: good.rawBody.replace('Hello', 'Hullo') };
    expect(() => recall.readLiveWebhook(altered, now)).toThrow(WebhookSignatureError);
    const stale = new Date(now.getTime() + 10 * 60_000);
    expect(() => recall.readLiveWebhook(good, stale)).toThrow(WebhookSignatureError);
    // A signature header alone, without its id and timestamp, is not a delivery without one.
    const partial = {
      ...good,
      headers: { 'webhook-signature': good.headers['webhook-signature'] ?? '' },
    };
    expect(() => recall.readLiveWebhook(partial, now)).toThrow(WebhookSignatureError);
    const legacy = fake.liveDelivery(providerBotId, event, { headerPrefix: 'svix' });
    expect(recall.readLiveWebhook(legacy, now)[0]?.eventId).toBe(legacy.headers['svix-id']);
    const keyless = createRecallProvider(config({ webhookSecret: null }));
    expect(() => keyless.readLiveWebhook(good, now)).toThrow(WebhookSignatureError);
    expect(recall.readLiveWebhook(good, now)).toHaveLength(1);
  });

  it('reads other real-time events and bodies naming no bot as nothing', () => {
    const speech = fake.sign({
      event: 'participant_events.speech_on',
      data: {
        data: { participant: alice, timestamp: { absolute: at(1).toISOString(), relative: 1 } },
        bot: { id: 'bot_9', metadata: {} },
      },
    });
    expect(recall.readLiveWebhook(speech, new Date())).toEqual([]);
    const noBot = fake.sign({ event: 'transcript.data', data: { data: { words: [] } } });
    expect(recall.readLiveWebhook(noBot, new Date())).toEqual([]);
    const notJson = { headers: {}, rawBody: 'not json' };
    expect(recall.readLiveWebhook(notJson, new Date())).toEqual([]);
  });

  it("posts live deliveries to the bot's real-time endpoint with its token, as Recall does, in any order and again", async () => {
    const received: Array<{ url: string; delivery: LiveDelivery }> = [];
    const ours = await startFakeServer(async (req, res) => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).flatMap(([name, value]) =>
          typeof value === 'string' ? [[name, value]] : [],
        ),
      );
      received.push({
        url: req.url ?? '',
        delivery: { url: '', headers, rawBody: await readBody(req) },
      });
      send(res, 200);
    });
    try {
      const liveUrl = `${ours.baseUrl}/api/webhooks/recall/live/bot-1?token=secret-token`;
      const { providerBotId } = await recall.createBot(botRequest({ liveUrl }));
      const final = await fake.sendLive(providerBotId, said('transcript.data', [['Late', 4]]));
      const partial = await fake.sendLive(
        providerBotId,
        said('transcript.partial_data', [['Lat', 4]]),
      );
      expect([final.status, partial.status, await fake.deliverLive(final.delivery)]).toEqual([
        200, 200, 200,
      ]);
      expect(received.map((request) => request.url)).toEqual(
        Array(3).fill('/api/webhooks/recall/live/bot-1?token=secret-token'),
      );
      const events = received.map(({ delivery }) => recall.readLiveWebhook(delivery, new Date()));
      expect(events[2]).toEqual(events[0]);
      expect(events[1]?.[0]?.live?.[0]?.key).toBe(events[0]?.[0]?.live?.[0]?.key);
    } finally {
      await ours.close();
    }
  });

  it("plays the agent's voice once through Output Audio, as the MP3 it was given", async () => {
    const { providerBotId } = await recall.createBot(botRequest());
    const mp3 = silentMp3(1200);
    await recall.speak(providerBotId, { mp3, text: 'One moment.', durationMs: 1200 });
    expect(fake.audio.get(providerBotId)).toEqual([mp3]);
    expect(mp3DurationMs(fake.audio.get(providerBotId)?.[0] ?? Buffer.alloc(0))).toBe(1200);
    expect(fake.requests.at(-1)).toEqual({
      method: 'POST',
      path: `/api/v1/bot/${providerBotId}/output_audio/`,
    });
  });

  it('cuts audio longer than one request between MP3 frames and sends each part once the one before has played', async () => {
    const { providerBotId } = await recall.createBot(botRequest());
    // 1,500 frames of 960 bytes: 1,440,000 bytes, more than the 1,376,256 one request carries.
    const mp3 = loudMp3(1500);
    expect(mp3.toString('base64').length).toBeGreaterThan(RECALL_AUDIO_BASE64_MAX);
    waits.length = 0;
    await recall.speak(providerBotId, { mp3, text: 'A long answer.', durationMs: 36_000 });
    const parts = fake.audio.get(providerBotId) ?? [];
    expect(parts.map((part) => part.length)).toEqual([1433 * 960, 67 * 960]);
    expect(Buffer.concat(parts).equals(mp3)).toBe(true);
    expect(parts.map(mp3DurationMs)).toEqual([1433 * 24, 67 * 24]);
    expect(waits).toEqual([1433 * 24]);
  });

  it('refuses long audio that is not MP3 frames, sending nothing', async () => {
    const { providerBotId } = await recall.createBot(botRequest());
    const before = fake.requests.length;
    const noise = Buffer.alloc(1_400_000, 7);
    await expect(
      recall.speak(providerBotId, { mp3: noise, text: 'Noise.', durationMs: 1000 }),
    ).rejects.toThrow(BotProviderRejectedError);
    expect(fake.requests.length).toBe(before);
    expect(fake.audio.get(providerBotId)).toBeUndefined();
  });

  it("posts the agent's chat messages to everyone, cut to Google Meet's 500 characters", async () => {
    const { providerBotId } = await recall.createBot(botRequest());
    expect(await recall.sendChatMessage(providerBotId, 'Notes are on the page.')).toBe(true);
    // A character outside the BMP across the limit is dropped whole.
    expect(await recall.sendChatMessage(providerBotId, `${'a'.repeat(499)}😀 and more`)).toBe(true);
    expect(fake.chat.get(providerBotId)).toEqual([
      { to: 'everyone', message: 'Notes are on the page.' },
      { to: 'everyone', message: 'a'.repeat(499) },
    ]);
  });

  it('answers overload as unavailable and a refusal or an unknown bot as rejected', async () => {
    const { providerBotId } = await recall.createBot(botRequest());
    const speech = { mp3: silentMp3(100), text: 'Hm.', durationMs: 120 };
    fake.failNext(429, '3');
    const limited = await recall.speak(providerBotId, speech).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(BotProviderUnavailableError);
    expect((limited as BotProviderUnavailableError).retryAfterSeconds).toBe(3);
    fake.failNext(503);
    await expect(recall.sendChatMessage(providerBotId, 'Hi')).rejects.toThrow(
      BotProviderUnavailableError,
    );
    const unknown = '00000000-0000-0000-0000-000000000000';
    await expect(recall.speak(unknown, speech)).rejects.toThrow(BotProviderRejectedError);
    await expect(recall.sendChatMessage(unknown, 'Hi')).rejects.toThrow(BotProviderRejectedError);
    const gone = createRecallProvider(config({ baseUrl: 'http://127.0.0.1:9' }));
    await expect(gone.speak(providerBotId, speech)).rejects.toThrow(BotProviderUnavailableError);
  });
});
