/**
 * Live meetings over HTTP, on each test database, with a scripted provider: what is said in the
 * call reaches the bot's live address (its own token, compared in constant time, and the
 * provider's signature) and is kept once and in order however it is repeated or reordered, a
 * partial replaced by its final; the owner's live stream resumes after a reconnect with every line
 * once; the agent called by name answers in its voice exactly once, and its greeting comes when
 * the bot is in the call; the final transcript replaces the live one when the meeting is
 * processed; and a reader on one server process hears what another received.
 */
import { randomUUID } from 'node:crypto';
import { creditsForCall } from '@convene/domain/meeting-bots';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../src/contract/schemas.js';
import { aiAgent } from '../src/agents/schema.js';
import { creditLedger } from '../src/credits/schema.js';
import type { Database } from '../src/db/index.js';
import { agentTurn } from '../src/live-agent/schema.js';
import { meetingBot, transcriptSegment } from '../src/meeting-bots/schema.js';
import type { LiveEvent } from '../src/providers/meeting-bots/port.js';
import { mp3DurationMs } from '../src/providers/speech/index.js';
import { signUp, type Account } from './support/accounts.js';
import { storeAgent } from './support/agents.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import { giveCredits } from './support/ledger.js';
import { readEventStream, type StreamedEvent } from './support/event-stream.js';
import { ScriptedBotProvider, signScripted, type WireEvent } from './support/scripted-bots.js';
import { client, startServer, type Client, type TestServer } from './support/server.js';

type Bot = Schemas['MeetingBot'];
type Details = Schemas['BotDetails'];
const MEET = 'https://meet.google.com/abc-defg-hij';
/** The meeting started a minute ago: providers' clocks and ours are read against the real time. */
const START = Math.floor(Date.now() / 1000) * 1000 - 60_000;

/** A line said `second` seconds into the call, a word a second. */
function said(
  key: string,
  speakerName: string,
  second: number,
  text: string,
  final = true,
): LiveEvent {
  return {
    kind: 'utterance',
    key,
    speakerName,
    isHost: false,
    final,
    words: text.split(' ').map((word, index) => ({
      text: word,
      at: new Date(START + (second + index) * 1000).toISOString(),
    })),
  };
}

describe.each(testDatabases)('live meetings on $name', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let api: Client;
  let db: Database;
  const provider = new ScriptedBotProvider('recall');

  beforeAll(async () => {
    database = await kind.create();
    server = await startServer(
      database.config,
      { jobs: { pollIntervalMs: 50 }, liveAgent: { greetingSeconds: 0.1 } },
      { meetingBots: provider },
    );
    api = client(server.baseUrl);
    db = server.app.db;
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  /** A bot of a new owner, sent and in its call; its agent greets with `greeting` when given. */
  async function botInCall(
    greeting?: string,
  ): Promise<{ owner: Account; botId: string; providerBotId: string }> {
    const owner = await signUp(api, 'Liveowner');
    await giveCredits(db, owner.id, 2);
    const agentId = await storeAgent(db, owner.id);
    if (greeting)
      await db.update(aiAgent).set({ greetingMessage: greeting }).where(eq(aiAgent.id, agentId));
    const created = await api<{ success: true; bot: Bot }>('/api/meeting-bot/create', {
      token: owner.token,
      json: { name: 'Standup', meetingUrl: MEET, agentId, isScheduled: false },
    });
    expect(created.status).toBe(201);
    const { botId } = created.body.bot;
    await server.app.jobs.drained();
    const [row] = await db.select().from(meetingBot).where(eq(meetingBot.botId, botId));
    await provider.emit(row!.providerBotId!, { status: 'in_call', at: new Date() });
    return { owner, botId, providerBotId: row!.providerBotId! };
  }

  async function liveAddress(botId: string): Promise<string> {
    const request = provider.created.find((call) => call.request.botId === botId)!.request;
    return new URL(request.liveUrl).pathname + new URL(request.liveUrl).search;
  }

  function deliver(address: string, events: WireEvent[], signature?: string) {
    const body = { events };
    return api(address, {
      json: body,
      headers: { 'x-test-signature': signature ?? signScripted(JSON.stringify(body)) },
    });
  }

  const wire = (
    providerBotId: string,
    live: LiveEvent[],
    eventId: string = randomUUID(),
  ): WireEvent => ({
    eventId,
    providerBotId,
    status: null,
    at: new Date(START).toISOString(),
    live,
  });

  const lines = async (botId: string) =>
    (
      await db
        .select({ speaker: transcriptSegment.speakerName, content: transcriptSegment.content })
        .from(transcriptSegment)
        .where(eq(transcriptSegment.botId, botId))
        .orderBy(asc(transcriptSegment.ordinal))
    ).map((row) => `${row.speaker}: ${row.content}`);

  it('keeps what its provider posts to the bot’s live address only with its token and signature', async () => {
    const { botId, providerBotId } = await botInCall();
    const address = await liveAddress(botId);
    expect(address).toMatch(new RegExp(`^/api/webhooks/recall/live/${botId}\\?token=.{20,}$`));
    const event = [wire(providerBotId, [said('u1', 'Priya', 0, 'Good morning everyone')])];
    const wrongToken = address.replace(/token=.*/, 'token=not-the-token');
    expect((await deliver(wrongToken, event)).status).toBe(401);
    expect((await deliver(address.replace(/\?.*/, ''), event)).status).toBe(400);
    expect((await deliver(address, event, signScripted('{}'))).status).toBe(401);
    const otherBot = await botInCall();
    // Another bot's token does not open this bot's address.
    const borrowed = address.replace(
      /token=.*/,
      (await liveAddress(otherBot.botId)).replace(/.*\?/, ''),
    );
    expect((await deliver(borrowed, event)).status).toBe(401);
    expect(await lines(botId)).toEqual([]);

    expect((await deliver(address, event)).status).toBe(200);
    expect(await lines(botId)).toEqual(['Priya: Good morning everyone']);
  });

  it('keeps one line per utterance, in the order said, however deliveries repeat or come late', async () => {
    const { botId, providerBotId } = await botInCall();
    const address = await liveAddress(botId);
    const first = said('u1', 'Priya', 0, 'Let us start with the release');
    const second = said('u2', 'Tom', 10, 'The release moves to Thursday');
    const third = said('u3', 'Aisha', 20, 'Marketing is ready for Thursday');
    const partial = said('u2', 'Tom', 10, 'The release', false);
    await deliver(address, [wire(providerBotId, [partial])]);
    await deliver(address, [wire(providerBotId, [third], 'e3')]);
    await deliver(address, [wire(providerBotId, [first], 'e1')]);
    // The same delivery again, and the same line under another event id.
    await deliver(address, [wire(providerBotId, [first], 'e1')]);
    await deliver(address, [wire(providerBotId, [third], 'e3-again')]);
    await deliver(address, [wire(providerBotId, [second])]);
    // A partial after its final changes nothing.
    await deliver(address, [wire(providerBotId, [partial])]);
    expect(await lines(botId)).toEqual([
      'Priya: Let us start with the release',
      'Tom: The release moves to Thursday',
      'Aisha: Marketing is ready for Thursday',
    ]);
    const ordinals = await db
      .select({ ordinal: transcriptSegment.ordinal })
      .from(transcriptSegment)
      .where(eq(transcriptSegment.botId, botId));
    expect(ordinals.map((row) => row.ordinal).sort()).toEqual([0, 1, 2]);
  });

  it('answers Ask AI from what has been said so far, the latest line included', async () => {
    const { owner, botId, providerBotId } = await botInCall();
    const address = await liveAddress(botId);
    const ask = (userQuery: string) =>
      api<Schemas['AskAiResponse']>('/api/ask-ai/', {
        token: owner.token,
        json: { userQuery, botId, agentId: '' },
      });
    await deliver(address, [
      wire(providerBotId, [said('p1', 'Priya', 0, 'The budget for the launch is forty thousand')]),
    ]);
    const first = await ask('What is the launch budget?');
    expect(first.body.citations.map((citation) => citation.segment)).toEqual([0]);
    await deliver(address, [
      wire(providerBotId, [said('p2', 'Tom', 10, 'The venue for the offsite is the old mill')]),
    ]);
    const second = await ask('Where is the offsite venue?');
    expect(second.body.citations.map((citation) => citation.segment)).toEqual([1]);
  });

  it('streams the meeting to its owner, and a reader that reconnects gets every line once', async () => {
    const { owner, botId, providerBotId } = await botInCall();
    const address = await liveAddress(botId);
    const stranger = await signUp(api, 'Stranger');
    expect((await api(`/api/meeting-bot/live/${botId}`, { token: stranger.token })).status).toBe(
      404,
    );
    const details = await api<Details>(`/api/meeting-bot/${botId}`, { token: owner.token });
    expect(details.body.live).toEqual({
      cursor: expect.any(Number),
      lineKeys: [],
      agentName: 'Standup helper',
    });

    const reader = readEventStream(
      server.baseUrl,
      `/api/meeting-bot/live/${botId}?after=${details.body.live!.cursor}`,
      owner.token,
    );
    await deliver(address, [wire(providerBotId, [said('a', 'Priya', 0, 'First line here')])]);
    await deliver(address, [wire(providerBotId, [said('b', 'Tom', 5, 'Second line here')])]);
    const before = await reader.until(
      (events) => events.filter((event) => event.event === 'line').length === 2,
    );
    reader.close();
    const lastId = before.at(-1)!.id;

    // Said while nobody listened; then the reader comes back with the last id it got.
    await deliver(address, [wire(providerBotId, [said('c', 'Aisha', 9, 'Third line here')])]);
    const again = readEventStream(
      server.baseUrl,
      `/api/meeting-bot/live/${botId}`,
      owner.token,
      lastId,
    );
    await deliver(address, [wire(providerBotId, [said('d', 'Priya', 12, 'Fourth line here')])]);
    const after = await again.until(
      (events) => events.filter((event) => event.event === 'line').length === 2,
    );
    again.close();
    const keys = [...before, ...after]
      .filter((event) => event.event === 'line')
      .map((event) => (event.data as { key: string }).key);
    expect(keys).toEqual(['a', 'b', 'c', 'd']);
    // The page that reads the details now knows which of their lines came live, by key.
    const later = await api<Details>(`/api/meeting-bot/${botId}`, { token: owner.token });
    expect(later.body.live?.lineKeys).toEqual(['a', 'b', 'c', 'd']);
  });

  it('greets the meeting once the bot is in, and answers a line that calls the agent in its voice, once', async () => {
    const { botId, providerBotId } = await botInCall();
    const address = await liveAddress(botId);
    await vi.waitFor(
      () =>
        expect(provider.spoken.filter((clip) => clip.providerBotId === providerBotId)).toHaveLength(
          1,
        ),
      { timeout: 10_000 },
    );
    expect(
      provider.spoken.find((clip) => clip.providerBotId === providerBotId)!.speech.text,
    ).toMatch(/^Hello everyone\.?$/);

    const question = said('q1', 'Priya', 30, 'Standup helper, what is on the agenda today?');
    await Promise.all([
      deliver(address, [wire(providerBotId, [question], 'q-event')]),
      deliver(address, [wire(providerBotId, [question], 'q-event')]),
      deliver(address, [wire(providerBotId, [question], 'q-event-again')]),
    ]);
    // Talk that does not call the agent is not answered.
    await deliver(address, [
      wire(providerBotId, [said('q2', 'Tom', 40, 'The agenda is on the board')]),
    ]);
    await vi.waitFor(
      async () => {
        const turns = await db.select().from(agentTurn).where(eq(agentTurn.botId, botId));
        expect(turns.map((turn) => [turn.cause, turn.status]).sort()).toEqual([
          ['greeting', 'spoken'],
          ['q1', 'spoken'],
        ]);
      },
      { timeout: 15_000, interval: 50 },
    );
    const clips = provider.spoken.filter((clip) => clip.providerBotId === providerBotId);
    const answer = clips.slice(1);
    expect(answer.length).toBeGreaterThan(0);
    for (const { speech } of answer) {
      // Real MP3 that plays about as long as its words take to say.
      const duration = mp3DurationMs(speech.mp3);
      expect(Math.abs(duration - speech.durationMs)).toBeLessThan(200);
      expect(duration).toBeGreaterThan(speech.text.split(' ').length * 150);
    }
    // Its own words heard back from the call are never answered.
    const own = said('own', 'Standup', 50, 'Standup helper, what is on the agenda today?');
    await deliver(address, [wire(providerBotId, [own])]);
    await server.app.jobs.drained();
    expect(provider.spoken.filter((clip) => clip.providerBotId === providerBotId)).toHaveLength(
      clips.length,
    );
  });

  it('stops speaking before its next sentence when someone else speaks', async () => {
    const { botId, providerBotId } = await botInCall(
      'Good morning everyone, I am the standup helper for this team. ' +
        'I keep the notes of every standup and I answer questions about the plan. ' +
        'Call me by my name whenever you need anything at all from me today.',
    );
    const address = await liveAddress(botId);
    const spoken = () => provider.spoken.filter((clip) => clip.providerBotId === providerBotId);
    await vi.waitFor(() => expect(spoken()).toHaveLength(1), { timeout: 10_000, interval: 20 });
    // Said while the first sentence plays.
    await deliver(address, [
      wire(providerBotId, [said('cut', 'Tom', 3, 'Sorry, one thing first')]),
    ]);
    await vi.waitFor(
      async () => {
        const [turn] = await db.select().from(agentTurn).where(eq(agentTurn.botId, botId));
        expect(turn).toMatchObject({ cause: 'greeting', status: 'interrupted' });
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(spoken()).toHaveLength(1);
  });

  it('replaces the live transcript with the final one when the meeting is processed, and tells the reader', async () => {
    const { owner, botId, providerBotId } = await botInCall();
    const address = await liveAddress(botId);
    await deliver(address, [wire(providerBotId, [said('x', 'Priya', 0, 'A live line')])]);
    const reader = readEventStream(server.baseUrl, `/api/meeting-bot/live/${botId}`, owner.token);
    provider.records.set(providerBotId, {
      transcript: [
        {
          speakerName: 'Priya',
          isHost: true,
          words: [
            { text: 'The', at: new Date(START).toISOString() },
            { text: 'final', at: new Date(START + 500).toISOString() },
          ],
        },
      ],
      participants: [],
    });
    const ended = { status: 'ended' as const, at: new Date() };
    await provider.emit(providerBotId, ended);
    await reader.until((got) => got.some((event) => event.event === 'final'));
    await reader.ended;
    expect(await lines(botId)).toEqual(['Priya: The final']);
    // A live meeting costs what any meeting costs, once, however its events repeat.
    await provider.emit(providerBotId, ended);
    await server.app.jobs.drained();
    const charges = await db
      .select({ change: creditLedger.change })
      .from(creditLedger)
      .where(and(eq(creditLedger.botId, botId), eq(creditLedger.reason, 'bot_call')));
    const [bot] = await db.select().from(meetingBot).where(eq(meetingBot.botId, botId));
    expect(charges).toEqual([{ change: -bot!.creditsCharged }]);
    expect(bot!.creditsCharged).toBe(
      creditsForCall(bot!.leftAt!.getTime() - bot!.joinedAt!.getTime()),
    );
    const details = await api<Details>(`/api/meeting-bot/${botId}`, { token: owner.token });
    expect(details.body.live).toBeNull();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('live meetings across two server processes', () => {
  it('gives a reader on one process the lines another received', async () => {
    const { testDatabases: kinds } = await import('./support/databases.js');
    const postgres = kinds.find((candidate) => candidate.name === 'postgres')!;
    const database = await postgres.create();
    const provider = new ScriptedBotProvider('recall');
    // Two processes of one deployment: one database, one signing secret.
    const shared = {
      jobs: { pollIntervalMs: 50 },
      auth: { kind: 'local' as const, secret: randomUUID() },
    };
    const receiving = await startServer(database.config, shared, { meetingBots: provider });
    const reading = await startServer(database.config, shared, { meetingBots: provider });
    try {
      const api = client(receiving.baseUrl);
      const owner = await signUp(api, 'Twoservers');
      await giveCredits(receiving.app.db, owner.id, 2);
      const agentId = await storeAgent(receiving.app.db, owner.id);
      const created = await api<{ success: true; bot: Bot }>('/api/meeting-bot/create', {
        token: owner.token,
        json: { name: 'Standup', meetingUrl: MEET, agentId, isScheduled: false },
      });
      const { botId } = created.body.bot;
      await receiving.app.jobs.drained();
      const [row] = await receiving.app.db
        .select()
        .from(meetingBot)
        .where(eq(meetingBot.botId, botId));
      await provider.emit(row!.providerBotId!, { status: 'in_call', at: new Date(START) });
      const request = provider.created.find((call) => call.request.botId === botId)!.request;
      const address = new URL(request.liveUrl).pathname + new URL(request.liveUrl).search;

      const reader = readEventStream(
        reading.baseUrl,
        `/api/meeting-bot/live/${botId}`,
        owner.token,
      );
      const body = {
        events: [
          {
            eventId: 'two-1',
            providerBotId: row!.providerBotId!,
            status: null,
            at: new Date(START).toISOString(),
            live: [said('t1', 'Priya', 0, 'Heard on the other server')],
          },
        ],
      };
      await api(address, {
        json: body,
        headers: { 'x-test-signature': signScripted(JSON.stringify(body)) },
      });
      const events: StreamedEvent[] = await reader.until((got) =>
        got.some((event) => event.event === 'line'),
      );
      reader.close();
      expect(events.find((event) => event.event === 'line')!.data).toMatchObject({
        key: 't1',
        speaker: 'Priya',
      });
    } finally {
      await reading.close();
      await receiving.close();
      await database.drop();
    }
  });
});
