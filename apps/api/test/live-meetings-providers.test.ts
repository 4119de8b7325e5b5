/**
 * Live meetings through the real adapters against the fake Recall and the fake Attendee, the
 * server on each test database: what the provider posts to the bot's live address is kept only
 * with the bot's token and the provider's signature, once and in the order said however it is
 * repeated or reordered; and a line that calls the agent is answered in its voice, played through
 * the provider's Output Audio exactly once, each clip real MP3 as long as its words take to say.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../src/contract/schemas.js';
import type { MeetingBotsConfig } from '../src/providers/meeting-bots/config.js';
import { agentSpeechClip, agentTurn } from '../src/live-agent/schema.js';
import { meetingBot, transcriptSegment } from '../src/meeting-bots/schema.js';
import { signUp } from './support/accounts.js';
import { storeAgent } from './support/agents.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import { startFakeAttendee } from './support/fake-attendee.js';
import {
  deliver,
  mp3DurationMs,
  type LiveDelivery,
  type WebhookRequest,
} from './support/fake-http.js';
import { startFakeRecall } from './support/fake-recall.js';
import { giveCredits } from './support/ledger.js';
import { client, startServer, type Client, type TestServer } from './support/server.js';

/** Attendee only calls https addresses; deliveries are posted to the test server instead. */
const APP_URL = 'https://convene.example';
/** The meeting started a minute ago: providers' clocks and ours are read against the real time. */
const START = Math.floor(Date.now() / 1000) * 1000 - 60_000;
const at = (second: number) => new Date(START + second * 1000);

/** One provider as these tests drive it: its fake, the bot in its call, and lines said in it. */
interface LiveProvider {
  config: MeetingBotsConfig;
  /** The provider's webhook saying the bot is in its call, and the route it goes to. */
  inCall(providerBotId: string): Promise<{ route: string; request: WebhookRequest }>;
  /** The delivery the provider makes for a line said `second` seconds in, a word a second. */
  said(providerBotId: string, text: string, second: number): Promise<LiveDelivery>;
  /** Audio played by the bot, in the order it came. */
  audio(providerBotId: string): Buffer[];
  close(): Promise<void>;
}

async function fakeRecall(): Promise<LiveProvider> {
  const fake = await startFakeRecall();
  const priya = {
    id: 7,
    name: 'Priya',
    is_host: false,
    platform: 'desktop',
    extra_data: null,
    email: null,
  };
  return {
    config: {
      kind: 'recall',
      apiKey: fake.apiKey,
      baseUrl: fake.baseUrl,
      webhookSecret: fake.webhookSecret,
    },
    inCall: async (id) => ({
      route: '/api/webhooks/recall',
      request: fake.setStatus(id, 'in_call_recording', { at: at(0) }),
    }),
    said: async (id, text, second) =>
      fake.liveDelivery(id, {
        event: 'transcript.data',
        participant: priya,
        words: text.split(' ').map((word, index) => ({ text: word, at: at(second + index) })),
      }),
    audio: (id) => fake.audio.get(id) ?? [],
    close: () => fake.close(),
  };
}

async function fakeAttendee(): Promise<LiveProvider> {
  const fake = await startFakeAttendee();
  const priya = { id: 'par_p', name: 'Priya', uuid: 'spaces/p', user_uuid: null, is_host: false };
  return {
    config: {
      kind: 'attendee',
      apiKey: fake.apiKey,
      baseUrl: fake.baseUrl,
      webhookSecret: fake.webhookSecret,
    },
    inCall: async (id) => ({
      route: '/api/webhooks/attendee',
      request: await fake.signWebhook(
        fake.transition(id, { state: 'joined_recording', eventType: 'joined_meeting' }),
      ),
    }),
    said: (id, text, second) =>
      fake.liveWebhook(id, {
        trigger: 'transcript.update',
        speaker: priya,
        text,
        at: at(second),
        durationMs: text.split(' ').length * 1000,
      }),
    audio: (id) => fake.audio.get(id) ?? [],
    close: () => fake.close(),
  };
}

const cases = testDatabases.flatMap((database) => [
  { database, provider: 'Recall.ai', start: fakeRecall },
  { database, provider: 'Attendee', start: fakeAttendee },
]);

describe.each(cases)('live meetings through $provider on $database.name', (options) => {
  let database: TestDatabase;
  let provider: LiveProvider;
  let server: TestServer;
  let api: Client;

  beforeAll(async () => {
    database = await options.database.create();
    provider = await options.start();
    server = await startServer(database.config, {
      appUrl: APP_URL,
      meetingBots: provider.config,
      jobs: { pollIntervalMs: 50 },
      liveAgent: { greetingSeconds: 0.1 },
    });
    api = client(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
    await database?.drop();
  });

  /** Posts a delivery the provider made for our public address to the test server. */
  const post = (delivery: LiveDelivery) => {
    const url = new URL(delivery.url);
    return deliver({ ...delivery, url: `${server.baseUrl}${url.pathname}${url.search}` });
  };

  async function botInCall(): Promise<{ botId: string; providerBotId: string }> {
    const owner = await signUp(api, 'Liveprovider');
    await giveCredits(server.app.db, owner.id, 2);
    const agentId = await storeAgent(server.app.db, owner.id);
    const created = await api<{ bot: Schemas['MeetingBot'] }>('/api/meeting-bot/create', {
      token: owner.token,
      json: { name: 'Standup', meetingUrl: 'https://meet.google.com/abc-defg-hij', agentId },
    });
    expect(created.status).toBe(201);
    const { botId } = created.body.bot;
    await server.app.jobs.drained();
    const [row] = await server.app.db.select().from(meetingBot).where(eq(meetingBot.botId, botId));
    const providerBotId = row!.providerBotId!;
    const { route, request } = await provider.inCall(providerBotId);
    const response = await fetch(`${server.baseUrl}${route}`, {
      method: 'POST',
      headers: { ...request.headers, 'content-type': 'application/json' },
      body: request.rawBody,
    });
    expect(response.status).toBe(200);
    // A status webhook may only say the status changed, and the bot's status is then read in a job.
    await server.app.jobs.drained();
    return { botId, providerBotId };
  }

  const lines = async (botId: string) =>
    (
      await server.app.db
        .select({ speaker: transcriptSegment.speakerName, content: transcriptSegment.content })
        .from(transcriptSegment)
        .where(eq(transcriptSegment.botId, botId))
        .orderBy(asc(transcriptSegment.ordinal))
    ).map((row) => `${row.speaker}: ${row.content}`);

  it('keeps a line only with the bot’s token and the provider’s signature', async () => {
    const { botId, providerBotId } = await botInCall();
    const delivery = await provider.said(providerBotId, 'We ship on Friday', 5);
    const url = new URL(delivery.url);
    url.searchParams.set('token', 'not-the-token');
    const wrongToken = { ...delivery, url: url.toString() };
    const altered = { ...delivery, rawBody: delivery.rawBody.replace('Friday', 'Monday') };
    const otherBot = { ...delivery, url: delivery.url.replace(botId, crypto.randomUUID()) };

    expect(await post(wrongToken)).toBe(401);
    expect(await post(altered)).toBe(401);
    expect(await post(otherBot)).toBe(401);
    expect(await lines(botId)).toEqual([]);

    expect(await post(delivery)).toBe(200);
    expect(await lines(botId)).toEqual(['Priya: We ship on Friday']);
  });

  it('keeps one line per utterance in the order said, however deliveries repeat or come late', async () => {
    const { botId, providerBotId } = await botInCall();
    const first = await provider.said(providerBotId, 'Good morning all', 10);
    const second = await provider.said(providerBotId, 'Let us begin with the roadmap', 20);
    expect(await post(second)).toBe(200);
    expect(await post(first)).toBe(200);
    expect(await Promise.all([post(first), post(second), post(first)])).toEqual([200, 200, 200]);
    expect(await lines(botId)).toEqual([
      'Priya: Good morning all',
      'Priya: Let us begin with the roadmap',
    ]);
  });

  it('answers a line that calls the agent in its voice through the provider, once', async () => {
    const { botId, providerBotId } = await botInCall();
    const turnsOf = () => server.app.db.select().from(agentTurn).where(eq(agentTurn.botId, botId));
    await vi.waitFor(
      async () => expect((await turnsOf()).map((turn) => turn.status)).toEqual(['spoken']),
      { timeout: 15_000, interval: 50 },
    );

    const question = await provider.said(
      providerBotId,
      'Standup helper, what is on the agenda today?',
      30,
    );
    expect(await Promise.all([post(question), post(question)])).toEqual([200, 200]);
    await vi.waitFor(
      async () =>
        expect((await turnsOf()).map((turn) => turn.status)).toEqual(['spoken', 'spoken']),
      { timeout: 15_000, interval: 50 },
    );
    expect(await post(question)).toBe(200);
    await server.app.jobs.drained();

    const clips = await server.app.db
      .select()
      .from(agentSpeechClip)
      .where(eq(agentSpeechClip.botId, botId))
      .orderBy(asc(agentSpeechClip.createdAt), asc(agentSpeechClip.position));
    expect((await turnsOf()).length).toBe(2);
    // Every sentence said reached the call once, as the MP3 kept for the page to play.
    expect(provider.audio(providerBotId)).toEqual(clips.map((clip) => clip.mp3));
    for (const clip of clips) {
      const duration = mp3DurationMs(clip.mp3);
      expect(Math.abs(duration - clip.durationMs)).toBeLessThan(200);
      expect(duration).toBeGreaterThan(clip.text.split(' ').length * 150);
    }
    expect(clips[0]!.text).toMatch(/^Hello everyone\.?$/);
  });
});
