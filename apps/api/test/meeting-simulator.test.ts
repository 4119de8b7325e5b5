/**
 * The embedded meeting simulator on each test database, with short timings: its lifecycle in
 * order and on time, a meeting that says it is simulated, each line reported live as it is said
 * (half of it first, then all of it, under one key) and everyone joining with the bot, the agent
 * called by name in active mode and by its wake word in passive mode, the agent's voice played
 * into the call and heard back, word times like a real provider's, a restart mid-meeting that
 * carries on and reports each event once, a step repeated after a failed report, leaving a call
 * and deleting a scheduled bot.
 */
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MIGRATIONS_FOLDER, type DatabaseConfig } from '../src/config.js';
import { openDatabase, type OpenDatabase } from '../src/db/index.js';
import { EmbeddedJobs } from '../src/providers/jobs/embedded.js';
import { job } from '../src/providers/jobs/schema.js';
import type { SimulatorConfig } from '../src/providers/meeting-bots/config.js';
import {
  BotProviderRejectedError,
  WebhookSignatureError,
  type BotAgent,
  type BotEvent,
  type BotEventSink,
  type MeetingBotProvider,
  type TranscriptPart,
} from '../src/providers/meeting-bots/port.js';
import { simulatedMeeting } from '../src/providers/meeting-bots/simulator-schema.js';
import { createSimulatorProvider } from '../src/providers/meeting-bots/simulator.js';
import { testDatabases, type TestDatabase } from './support/databases.js';

const silent = Fastify({ logger: false }).log;
const connectionErrors: Error[] = [];
const open = (config: DatabaseConfig) =>
  openDatabase(config, DEFAULT_MIGRATIONS_FOLDER, (error) => connectionErrors.push(error));

const TIMINGS: SimulatorConfig = { kind: 'simulator', joinSeconds: 0.2, meetingSeconds: 2.5 };
const GREETING_SECONDS = 0.3;

const KNOWLEDGE = [
  'Refunds are paid within 14 days of the request. Refunds above 500 euros need a manager to approve them.',
  'The support desk answers by phone from 9 to 17. The support desk is closed on public holidays. Refunds never go out in cash.',
];

const ACTIVE: BotAgent = {
  name: 'Nova',
  greetingMessage: 'Hi everyone, I am Nova and I am here to help.',
  prompt: 'You help the team keep its promises to customers. Be brief.',
  voice: 'female',
  mode: 'active',
  wakeWords: [],
  knowledge: KNOWLEDGE,
};
const PASSIVE: BotAgent = { ...ACTIVE, mode: 'passive', wakeWords: ['hey nova', 'assistant'] };

const text = (part: TranscriptPart) => part.words.map((word) => word.text).join(' ');
const ms = (iso: string | null) => Date.parse(iso ?? '');

interface Received {
  event: BotEvent;
  receivedAt: number;
}

describe.each(testDatabases)('meeting simulator on $name', (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  const workers: EmbeddedJobs[] = [];

  beforeAll(async () => {
    database = await kind.create();
    opened = await open(database.config);
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await opened.db.delete(job);
    await opened.db.delete(simulatedMeeting);
    expect(connectionErrors.splice(0)).toEqual([]);
  });

  /** A server process's share: a jobs worker and a simulator registered on it, not started. */
  function serverProcess(): { jobs: EmbeddedJobs; simulator: MeetingBotProvider } {
    const jobs = new EmbeddedJobs(opened.db, silent, { pollIntervalMs: 20, stopGraceMs: 5_000 });
    workers.push(jobs);
    const simulator = createSimulatorProvider(TIMINGS, {
      db: opened.db,
      jobs,
      log: silent,
      greetingSeconds: GREETING_SECONDS,
    });
    return { jobs, simulator };
  }

  function collector() {
    const received: Received[] = [];
    const sink: BotEventSink = async (event) => {
      received.push({ event, receivedAt: Date.now() });
    };
    const of = (providerBotId: string) =>
      received.filter(({ event }) => event.providerBotId === providerBotId);
    const changes = (providerBotId: string) =>
      of(providerBotId).filter(({ event }) => event.observation !== null);
    const statuses = (providerBotId: string) =>
      changes(providerBotId).map(({ event }) => event.observation?.status);
    const live = (providerBotId: string) =>
      of(providerBotId).flatMap(({ event }) => event.live ?? []);
    return { received, sink, of, changes, statuses, live };
  }

  function started() {
    const events = collector();
    const { jobs, simulator } = serverProcess();
    simulator.deliverEventsTo(events.sink);
    jobs.start();
    return { jobs, simulator, events };
  }

  const request = (agent: BotAgent, joinAt: Date | null = null) => ({
    botId: `bot-${agent.mode}-${Math.random().toString(36).slice(2)}`,
    meetingUrl: 'https://meet.google.com/abc-defg-hij',
    botName: `${agent.name} notes`,
    joinAt,
    agent,
    liveUrl: 'http://localhost:3000/api/webhooks/simulator/live',
    webhookUrl: 'http://localhost:3000/api/webhooks/simulator',
  });

  const untilStatus = (events: ReturnType<typeof collector>, id: string, status: string) =>
    vi.waitFor(() => expect(events.statuses(id)).toContain(status), {
      timeout: 20_000,
      interval: 20,
    });

  it('joins, holds a standup that says it is simulated, reports each line as it is said and ends on its own, on time and in order', async () => {
    const { simulator, events } = started();
    const before = Date.now();
    const active = request(ACTIVE);
    const passive = request(PASSIVE);
    const [{ providerBotId: activeId }, { providerBotId: passiveId }] = await Promise.all([
      simulator.createBot(active),
      simulator.createBot(passive),
    ]);
    expect(activeId).not.toBe(passiveId);
    await untilStatus(events, activeId, 'ended');
    await untilStatus(events, passiveId, 'ended');

    for (const id of [activeId, passiveId]) {
      const received = events.changes(id);
      expect(events.statuses(id)).toEqual(['joining', 'waiting_room', 'in_call', 'ended']);
      expect(received.map(({ event }) => event.eventId)).toEqual(
        ['joining', 'waiting_room', 'in_call', 'ended'].map((status) => `${id}:${status}`),
      );
      const at = received.map(({ event }) => event.observation!.at.getTime());
      const [joining, waitingRoom, inCall, ended] = at as [number, number, number, number];
      expect(joining).toBeGreaterThanOrEqual(before);
      expect(waitingRoom - joining).toBe(100);
      expect(inCall - joining).toBe(200);
      expect(ended - inCall).toBe(2_500);
      // Nothing is reported before it happens.
      for (const { event, receivedAt } of received)
        expect(receivedAt).toBeGreaterThanOrEqual(event.observation!.at.getTime());
      expect(await simulator.readStatus(id)).toEqual({ status: 'ended', at: new Date(ended) });

      const { transcript, participants } = await simulator.fetchMeeting(id);
      const botName = id === activeId ? active.botName : passive.botName;
      const people = [
        { name: 'Priya (simulated)', isHost: true },
        { name: 'Sam (simulated)', isHost: false },
        { name: 'Alex (simulated)', isHost: false },
        { name: botName, isHost: false },
      ];
      expect(participants).toEqual(people);
      const [opening] = transcript;
      expect(opening).toMatchObject({ speakerName: 'Priya (simulated)', isHost: true });
      expect(text(opening!)).toContain('This is a simulated meeting');
      for (const part of transcript) expect(part.speakerName).toContain('(simulated)');
      const said = transcript.map(text).join('\n');
      expect(said).toContain('Decision: we release on Thursday.');
      expect(said).toContain('Action item: Alex, please send the schema change');
      expect(said).toContain('open question');
      expect(said).toContain('end of this simulated meeting');

      // Word times like a real provider's: absolute, in order, within the call.
      const times = transcript.flatMap((part) => part.words.map((word) => ms(word.at)));
      expect(times.every(Number.isFinite)).toBe(true);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times[0]).toBeGreaterThanOrEqual(inCall);
      expect(times.at(-1)).toBeLessThanOrEqual(ended);

      // Live: everyone joins with the bot, and each line comes half said, then whole, under one key.
      const live = events.live(id);
      expect(live.flatMap((event) => (event.kind === 'participant' ? [event.name] : []))).toEqual(
        people.map((person) => person.name),
      );
      const finals = live.filter((event) => event.kind === 'utterance' && event.final);
      expect(
        finals.map((event) =>
          event.kind === 'utterance' ? event.words.map((word) => word.text).join(' ') : '',
        ),
      ).toEqual(transcript.map(text));
      for (const final of finals) {
        const partial = live.find(
          (event) => event.kind === 'utterance' && !event.final && event.key === final.key,
        );
        expect(partial).toBeDefined();
        if (partial?.kind === 'utterance' && final.kind === 'utterance')
          expect(final.words.slice(0, partial.words.length)).toEqual(partial.words);
      }
    }

    // Active: questions call the agent by name; passive: the second one by its wake word.
    const activeSaid = (await simulator.fetchMeeting(activeId)).transcript.map(text);
    expect(activeSaid).toContain('Nova, what do we know about refunds?');
    expect(activeSaid).toContain('Nova, can you tell us more about support?');
    const passiveSaid = (await simulator.fetchMeeting(passiveId)).transcript.map(text);
    expect(passiveSaid).toContain('hey nova, can you tell us more about support?');
  });

  it("plays the agent's voice in the call: its words are heard, in their place, and reported", async () => {
    const { simulator, events } = started();
    const bot = request(ACTIVE);
    const { providerBotId } = await simulator.createBot(bot);
    const speech = {
      mp3: Buffer.from([0xff, 0xfb]),
      text: 'Refunds are paid within 14 days.',
      durationMs: 900,
    };
    // Not in the call yet: nothing is played.
    await simulator.speak(providerBotId, speech);
    await untilStatus(events, providerBotId, 'in_call');
    const playedAt = Date.now();
    await simulator.speak(providerBotId, speech);
    await untilStatus(events, providerBotId, 'ended');

    const { transcript } = await simulator.fetchMeeting(providerBotId);
    const spoken = transcript.filter((part) => part.speakerName === bot.botName);
    expect(spoken.map(text)).toEqual([speech.text]);
    const [first] = spoken[0]!.words;
    expect(ms(first!.at)).toBeGreaterThanOrEqual(playedAt - 50);
    expect(ms(spoken[0]!.words.at(-1)!.at) - ms(first!.at)).toBeLessThanOrEqual(speech.durationMs);
    const times = transcript.map((part) => ms(part.words[0]!.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const heard = events
      .live(providerBotId)
      .filter((event) => event.kind === 'utterance' && event.speakerName === bot.botName);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ final: true });
    expect(await simulator.sendChatMessage(providerBotId, 'hello')).toBe(false);
  });

  it("stops the agent's words where the call ends: words after the end were never heard", async () => {
    const { simulator, events } = started();
    const bot = request(ACTIVE);
    const { providerBotId } = await simulator.createBot(bot);
    await untilStatus(events, providerBotId, 'in_call');
    const said = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    // Longer than what is left of the 2.5 s call.
    await simulator.speak(providerBotId, {
      mp3: Buffer.from([0xff, 0xfb]),
      text: said,
      durationMs: 16_000,
    });
    await untilStatus(events, providerBotId, 'ended');

    const { status, at } = await simulator.readStatus(providerBotId);
    expect(status).toBe('ended');
    const { transcript } = await simulator.fetchMeeting(providerBotId);
    const spoken = transcript.filter((part) => part.speakerName === bot.botName);
    expect(spoken).toHaveLength(1);
    const words = spoken[0]!.words;
    expect(words.length).toBeGreaterThan(0);
    expect(words.length).toBeLessThan(40);
    expect(text(spoken[0]!)).toBe(said.split(' ').slice(0, words.length).join(' '));
    for (const word of words) expect(ms(word.at)).toBeLessThan(at.getTime());
  });

  it('carries on after a restart mid-meeting and reports each event once', async () => {
    const first = started();
    const { providerBotId } = await first.simulator.createBot(request(ACTIVE));
    await untilStatus(first.events, providerBotId, 'in_call');
    await first.jobs.stop();
    const spokenBefore = (await first.simulator.fetchMeeting(providerBotId)).transcript.length;

    // The next process, on the same database, with the same sink behind it.
    const { jobs, simulator } = serverProcess();
    simulator.deliverEventsTo(first.events.sink);
    jobs.start();
    await untilStatus(first.events, providerBotId, 'ended');

    const ids = first.events.changes(providerBotId).map(({ event }) => event.eventId);
    expect(ids).toEqual(
      ['joining', 'waiting_room', 'in_call', 'ended'].map((status) => `${providerBotId}:${status}`),
    );
    // Every event once, lines too.
    const all = first.events.of(providerBotId).map(({ event }) => event.eventId);
    expect(new Set(all).size).toBe(all.length);
    const { transcript } = await simulator.fetchMeeting(providerBotId);
    expect(transcript.length).toBeGreaterThan(spokenBefore);
    expect(text(transcript.at(-1)!)).toContain('end of this simulated meeting');
    // Each line once, in order.
    expect(new Set(transcript.map(text)).size).toBe(transcript.length);
  });

  it('reports a step again under the same id when its report failed, and waits for a sink connected late', async () => {
    const { jobs, simulator } = serverProcess();
    jobs.start();
    const { providerBotId } = await simulator.createBot(request(ACTIVE));
    // Due now, but nowhere to report to: the step waits and nothing moves.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await simulator.readStatus(providerBotId)).status).toBe('scheduled');

    const events = collector();
    const attempts: string[] = [];
    simulator.deliverEventsTo(async (event) => {
      attempts.push(event.eventId);
      if (event.observation?.status === 'in_call' && !attempts.slice(0, -1).includes(event.eventId))
        throw new Error('the feature could not store the event');
      await events.sink(event);
    });
    await untilStatus(events, providerBotId, 'ended');
    const inCall = `${providerBotId}:in_call`;
    expect(attempts.filter((id) => id === inCall)).toHaveLength(2);
    expect(events.statuses(providerBotId)).toEqual(['joining', 'waiting_room', 'in_call', 'ended']);
  });

  it('leaves a call when asked: ended now, nothing said afterwards', async () => {
    const { simulator, events } = started();
    const bot = request(ACTIVE);
    const { providerBotId } = await simulator.createBot(bot);
    await vi.waitFor(
      async () =>
        expect(
          (await simulator.fetchMeeting(providerBotId)).transcript.length,
        ).toBeGreaterThanOrEqual(3),
      { timeout: 20_000, interval: 20 },
    );
    const leaving = Date.now();
    await simulator.leaveCall(providerBotId);
    const left = events.changes(providerBotId).at(-1)!.event;
    expect(left).toMatchObject({
      eventId: `${providerBotId}:ended`,
      observation: { status: 'ended' },
    });
    const endedAt = left.observation!.at.getTime();
    expect(endedAt).toBeGreaterThanOrEqual(leaving);
    expect(endedAt).toBeLessThanOrEqual(Date.now());
    const spoken = (await simulator.fetchMeeting(providerBotId)).transcript;

    // Past the planned end: no more lines, no second end.
    await new Promise((resolve) => setTimeout(resolve, 2_800));
    const { transcript, participants } = await simulator.fetchMeeting(providerBotId);
    expect(transcript).toEqual(spoken);
    expect(transcript.flatMap((part) => part.words.map((word) => ms(word.at)))).toSatisfy(
      (times: number[]) => times.every((time) => time <= endedAt),
    );
    expect(participants).toContainEqual({ name: bot.botName, isHost: false });
    expect(events.statuses(providerBotId)).toEqual(['joining', 'waiting_room', 'in_call', 'ended']);
    expect(await simulator.readStatus(providerBotId)).toEqual({
      status: 'ended',
      at: new Date(endedAt),
    });

    // Asked again, it reports the same end under the same id.
    await simulator.leaveCall(providerBotId);
    expect(events.changes(providerBotId).at(-1)!.event).toEqual(left);
    await expect(simulator.deleteScheduledBot(providerBotId)).rejects.toBeInstanceOf(
      BotProviderRejectedError,
    );
  });

  it('joins a scheduled bot at its time, and a deleted one never', async () => {
    const { simulator, events } = started();
    const joinAt = new Date(Date.now() + 400);
    const kept = await simulator.createBot(request(ACTIVE, joinAt));
    const deleted = await simulator.createBot(request(ACTIVE, joinAt));
    expect(await simulator.readStatus(deleted.providerBotId)).toMatchObject({
      status: 'scheduled',
    });
    await simulator.deleteScheduledBot(deleted.providerBotId);
    // Deleting again, or a bot the simulator never had, is done already.
    await simulator.deleteScheduledBot(deleted.providerBotId);
    await simulator.deleteScheduledBot('sim_unknown');
    await expect(simulator.readStatus(deleted.providerBotId)).rejects.toBeInstanceOf(
      BotProviderRejectedError,
    );

    await untilStatus(events, kept.providerBotId, 'in_call');
    expect(events.changes(kept.providerBotId)[0]!.event.observation).toEqual({
      status: 'joining',
      at: joinAt,
    });
    await simulator.leaveCall(kept.providerBotId);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events.of(deleted.providerBotId)).toEqual([]);
    // The deleted bot's first step ran and did nothing: no job of it is left.
    expect(
      await opened.db
        .select()
        .from(job)
        .where(eq(job.key, `${deleted.providerBotId}:0`)),
    ).toEqual([]);
  });

  it('holds one meeting per bot however often the bot is sent, even at once', async () => {
    const { simulator } = serverProcess();
    const bot = request(ACTIVE, new Date(Date.now() + 60_000));
    const first = await simulator.createBot(bot);
    const again = await Promise.all([simulator.createBot(bot), simulator.createBot(bot)]);
    expect(again).toEqual([first, first]);
    const meetings = await opened.db
      .select()
      .from(simulatedMeeting)
      .where(eq(simulatedMeeting.botId, bot.botId));
    expect(meetings.map((meeting) => meeting.providerBotId)).toEqual([first.providerBotId]);
    // Nothing new is scheduled either: the meeting's one first step.
    expect((await opened.db.select().from(job)).map((row) => row.key)).toEqual([
      `${first.providerBotId}:0`,
    ]);
  });

  it('receives no webhooks', () => {
    const { simulator } = serverProcess();
    expect(() => simulator.readWebhook({ headers: {}, rawBody: '{}' }, new Date())).toThrow(
      WebhookSignatureError,
    );
    expect(() => simulator.readLiveWebhook({ headers: {}, rawBody: '{}' }, new Date())).toThrow(
      WebhookSignatureError,
    );
    expect(simulator).toMatchObject({ name: 'simulator', simulated: true });
  });
});
