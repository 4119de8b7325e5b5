/**
 * Talking to an agent over the contract on each test database: a session needs 0.5 credit, charges
 * each started minute once through the ledger and ends itself when credits or talk run out; a turn
 * streams the agent's answer from its knowledge as server-sent events, a passive agent answers only
 * its wake words, and a workflow whose condition is said is queued once. Other users get 404.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT_TEST_MINUTE_CREDITS,
  AGENT_TEST_SESSION_ENDED_MESSAGE,
  INSUFFICIENT_CREDITS_TO_TEST_HINT,
} from '@convene/domain/agent-test';
import { agentTestSession } from '../src/agent-tests/schema.js';
import type { Schemas } from '../src/contract/schemas.js';
import { workflowRun } from '../src/workflows/schema.js';
import { signUp } from './support/accounts.js';
import { agentTestCalls, parseEvents } from './support/agent-test-sessions.js';
import { TestClock } from './support/clock.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import { giveCredits } from './support/ledger.js';
import { client, startServer, type Client, type TestServer } from './support/server.js';

type Session = Schemas['AgentTestSession'];
type SessionResponse = Schemas['AgentTestSessionResponse'];
type Agent = Schemas['AiAgent'];

const IDLE_MINUTES = 10;
const MINUTE = 60_000;

describe.each(testDatabases)('talking to an agent on $name', (kind) => {
  const clock = new TestClock();
  let database: TestDatabase;
  let server: TestServer;
  let api: Client;
  let receiver: Server;
  let receiverUrl: string;
  const hits: unknown[] = [];
  const db = () => server.app.db;

  beforeAll(async () => {
    database = await kind.create();
    server = await startServer(database.config, {
      jobs: { clock: clock.read, pollIntervalMs: 20 },
      agentTest: { idleMinutes: IDLE_MINUTES, turnsPerMinute: 1_000_000 },
    });
    api = client(server.baseUrl);
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        hits.push(JSON.parse(Buffer.concat(chunks).toString() || 'null'));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ticket`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => receiver?.close(() => resolve()));
    await server?.close();
    await database?.drop();
  });
  const {
    ticketWorkflow,
    createAgent,
    accountWithCredits,
    start,
    started,
    read,
    end,
    say,
    answerOf,
    ledgerOf,
  } = agentTestCalls(() => ({ api, db: db(), receiverUrl }));

  it('refuses a start below 0.5 credit with the hint, and charges nothing', async () => {
    const poor = await accountWithCredits('Poor', 0.4);
    const agent = await createAgent(poor);
    const refused = await start(poor, agent.agentId);
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ success: false, error: INSUFFICIENT_CREDITS_TO_TEST_HINT });
    expect(await ledgerOf(poor.id)).toEqual([]);
  });

  it('starts with the greeting and the first minute charged; a repeated key starts it once', async () => {
    const asha = await accountWithCredits('Asha', 1);
    const agent = await createAgent(asha);
    const [first, second] = await Promise.all([
      start(asha, agent.agentId, 'start-1'),
      start(asha, agent.agentId, 'start-1'),
    ]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const session = (first.body as SessionResponse).session;
    expect((second.body as SessionResponse).session.sessionId).toBe(session.sessionId);
    expect(session).toMatchObject({
      agentId: agent.agentId,
      agentName: 'Nova',
      status: 'live',
      endReason: null,
      endedAt: null,
      minutesCharged: 1,
      creditsCharged: AGENT_TEST_MINUTE_CREDITS,
      credits: Number((1 - AGENT_TEST_MINUTE_CREDITS).toFixed(6)),
      idleMinutes: IDLE_MINUTES,
    });
    expect(session.turns).toEqual([
      expect.objectContaining({
        speaker: 'agent',
        text: 'Hi, I am Nova. Ask me about orders and refunds.',
        workflows: [],
      }),
    ]);
    expect(await ledgerOf(asha.id)).toHaveLength(1);
    await end(asha, session.sessionId);
  });

  it('streams an answer from the knowledge file and keeps both turns', async () => {
    const ravi = await accountWithCredits('Ravi', 1);
    const agent = await createAgent(ravi);
    const session = await started(ravi, agent.agentId);
    const turn = await say(ravi, session.sessionId, '  When are refunds issued?  ');
    expect(turn.status).toBe(200);
    expect(turn.events.map((event) => event.event)).toEqual([
      'turn',
      ...Array(turn.events.length - 2).fill('delta'),
      'done',
    ]);
    expect(turn.events[0]!.data).toMatchObject({
      answering: true,
      turn: { speaker: 'user', text: 'When are refunds issued?' },
    });
    expect(answerOf(turn.events)).toBe('Refunds are issued within 14 days of a return.');
    const done = turn.events.at(-1)!.data as { turn: Schemas['AgentTestTurn']; session: Session };
    expect(done.turn).toMatchObject({
      speaker: 'agent',
      text: 'Refunds are issued within 14 days of a return.',
    });
    expect(done.session.turns.map((said) => said.speaker)).toEqual(['agent', 'user', 'agent']);
    // Nothing invented: what the knowledge does not say, the agent says it could not find.
    const unknown = await say(ravi, session.sessionId, 'Who founded the company?');
    expect(answerOf(unknown.events)).toBe(
      "I couldn't find anything about that in the available information.",
    );
    expect((await say(ravi, session.sessionId, '   ')).status).toBe(400);
    await end(ravi, session.sessionId);
  });

  it('answers a passive agent only after a wake word', async () => {
    const meera = await accountWithCredits('Meera', 1);
    const agent = await createAgent(meera, { mode: 'passive', wakeWords: 'hey nova, nova' });
    const session = await started(meera, agent.agentId);
    const ignored = await say(meera, session.sessionId, 'When are refunds issued?');
    expect(ignored.events.map((event) => event.event)).toEqual(['turn', 'done']);
    expect(ignored.events[0]!.data).toMatchObject({ answering: false });
    expect(ignored.events[1]!.data).toMatchObject({ turn: null });
    const called = await say(meera, session.sessionId, 'Hey Nova, when are refunds issued?');
    expect(called.events[0]!.data).toMatchObject({ answering: true });
    expect(answerOf(called.events)).toContain('Refunds are issued within 14 days');
    await end(meera, session.sessionId);
  });

  it('runs a workflow whose condition was said, once for the turn', async () => {
    const lena = await accountWithCredits('Lena', 1);
    const ticket = await ticketWorkflow(lena);
    const agent = await createAgent(lena, {
      workflows: JSON.stringify([
        {
          id: ticket.id,
          name: ticket.name,
          description: ticket.description,
          key: ticket.key,
          conditions: ticket.trigger_conditions.conditions,
        },
      ]),
    });
    const session = await started(lena, agent.agentId);
    const turn = await say(lena, session.sessionId, 'Please open a ticket for my broken order.');
    const workflow = turn.events.find((event) => event.event === 'workflow');
    expect(workflow?.data).toMatchObject({ workflowId: ticket.id, name: 'Create ticket' });
    expect(answerOf(turn.events)).toContain("I've started “Create ticket”.");
    const done = turn.events.at(-1)!.data as { turn: Schemas['AgentTestTurn'] };
    expect(done.turn.workflows).toEqual([workflow!.data]);
    const runs = await db().select().from(workflowRun).where(eq(workflowRun.workflowId, ticket.id));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: 'agent-test', userId: lena.id });
    await server.app.jobs.drained();
    expect(hits).toContainEqual({ quote: 'Please open a ticket for my broken order.' });
    await end(lena, session.sessionId);
  });

  it('charges each started minute once, and ends itself after the idle limit', async () => {
    const omar = await accountWithCredits('Omar', 2);
    const agent = await createAgent(omar);
    const session = await started(omar, agent.agentId);
    clock.advance(MINUTE + 1_000);
    const reads = await Promise.all([
      read(omar, session.sessionId),
      read(omar, session.sessionId),
      read(omar, session.sessionId),
    ]);
    for (const answer of reads)
      expect((answer.body as SessionResponse).session.minutesCharged).toBe(2);
    clock.advance(IDLE_MINUTES * MINUTE);
    const idle = (await read(omar, session.sessionId)).body as SessionResponse;
    expect(idle.session).toMatchObject({
      status: 'ended',
      endReason: 'idle',
      minutesCharged: IDLE_MINUTES,
      endedAt: new Date(Date.parse(session.startedAt) + IDLE_MINUTES * MINUTE).toISOString(),
    });
    expect(await ledgerOf(omar.id)).toHaveLength(IDLE_MINUTES);
    const late = await say(omar, session.sessionId, 'Are you there?');
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ success: false, error: AGENT_TEST_SESSION_ENDED_MESSAGE });
  });

  it('settles a session nobody reads when its next minute starts', async () => {
    const ines = await accountWithCredits('Ines', 1);
    const agent = await createAgent(ines);
    const session = await started(ines, agent.agentId);
    clock.advance(2 * MINUTE + 1_000);
    await expect
      .poll(async () => {
        const [row] = await db()
          .select({ minutes: agentTestSession.minutesCharged })
          .from(agentTestSession)
          .where(eq(agentTestSession.id, session.sessionId));
        return row?.minutes;
      })
      .toBe(3);
    await end(ines, session.sessionId);
  });

  it('ends when the next minute cannot be paid, leaving the balance at zero', async () => {
    const tara = await accountWithCredits('Tara', 0.5);
    const agent = await createAgent(tara);
    const session = await started(tara, agent.agentId);
    for (let minute = 1; minute <= 31; minute += 1) {
      clock.advance(MINUTE);
      // Something said each minute keeps the session from going idle.
      if (minute % 5 === 0) await say(tara, session.sessionId, 'Still here.');
    }
    const ended = ((await read(tara, session.sessionId)).body as SessionResponse).session;
    expect(ended).toMatchObject({
      status: 'ended',
      endReason: 'credits',
      minutesCharged: 30,
      credits: 0,
      endedAt: new Date(Date.parse(session.startedAt) + 30 * MINUTE).toISOString(),
    });
  });

  it('ends on request once, charging the minutes started; a new session replaces a live one', async () => {
    const kai = await accountWithCredits('Kai', 1);
    const agent = await createAgent(kai);
    const first = await started(kai, agent.agentId);
    const second = await started(kai, agent.agentId);
    expect(((await read(kai, first.sessionId)).body as SessionResponse).session).toMatchObject({
      status: 'ended',
      endReason: 'replaced',
    });
    clock.advance(90_000);
    const [ended, again] = await Promise.all([
      end(kai, second.sessionId),
      end(kai, second.sessionId),
    ]);
    for (const answer of [ended, again])
      expect((answer.body as SessionResponse).session).toMatchObject({
        status: 'ended',
        endReason: 'ended',
        minutesCharged: 2,
      });
    expect(await ledgerOf(kai.id)).toHaveLength(3);
  });

  it("answers 404 for another user's agent or session", async () => {
    const owner = await accountWithCredits('Owner', 1);
    const stranger = await accountWithCredits('Stranger', 1);
    const agent = await createAgent(owner);
    const session = await started(owner, agent.agentId);
    expect((await start(stranger, agent.agentId)).status).toBe(404);
    expect((await read(stranger, session.sessionId)).status).toBe(404);
    expect((await say(stranger, session.sessionId, 'hello')).status).toBe(404);
    expect((await end(stranger, session.sessionId)).status).toBe(404);
    expect((await read(stranger, 'not-a-session')).status).toBe(404);
    expect(((await read(owner, session.sessionId)).body as SessionResponse).session.status).toBe(
      'live',
    );
    await end(owner, session.sessionId);
  });

  it('refuses words of nothing visible (white space, a zero-width space) and keeps no turn', async () => {
    const owner = await accountWithCredits('Blank', 1);
    const agent = await createAgent(owner);
    const session = await started(owner, agent.agentId);
    for (const nothing of [' \n ', '\u200B', '\uFEFF \u200B']) {
      const said = await say(owner, session.sessionId, nothing);
      expect(said.status).toBe(400);
      expect(said.body).toEqual({ success: false, error: 'Say something first.' });
    }
    const after = (await read(owner, session.sessionId)).body as SessionResponse;
    expect(after.session.turns).toHaveLength(1);
    await end(owner, session.sessionId);
  });

  it('keeps every turn of many sent at once, in order', async () => {
    const zoe = await accountWithCredits('Zoe', 1);
    const agent = await createAgent(zoe);
    const session = await started(zoe, agent.agentId);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        say(zoe, session.sessionId, `Question ${index} about refunds`),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const turns = ((await read(zoe, session.sessionId)).body as SessionResponse).session.turns;
    expect(turns).toHaveLength(17);
    expect(turns.filter((turn) => turn.speaker === 'user')).toHaveLength(8);
    await end(zoe, session.sessionId);
  });
});

describe('an agent answering through a model on a server', () => {
  let model: Server;
  let server: TestServer;
  let api: Client;
  /** Lets the model's second half go, once the test has seen the first words arrive. */
  let releaseRest: () => void = () => undefined;

  beforeAll(async () => {
    model = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        const chunk = (content: string) =>
          `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
        response.write(chunk('Refunds take '));
        releaseRest = () => response.end(`${chunk('14 days.')}data: [DONE]\n\n`);
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    server = await startServer(
      { kind: 'pglite' },
      {
        llm: {
          kind: 'openai-compatible',
          baseUrl: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
          model: 'test-model',
          timeoutMs: 10_000,
        },
      },
    );
    api = client(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
    model?.closeAllConnections();
    await new Promise<void>((resolve) => model?.close(() => resolve()));
  });

  it('sends the first words before the model has finished the answer', async () => {
    const account = await signUp(api, 'Streamer');
    await giveCredits(server.app.db, account.id, 1);
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: 'Nova',
      greetingMessage: 'Hi.',
      prompt: 'You answer questions about refunds.',
      type: 'audio-agent',
      voice: 'female',
      mode: 'active',
      wakeWords: '',
    }))
      form.set(key, value);
    const agent = await api<{ agent: Agent }>('/api/ai-agent/create', {
      token: account.token,
      form,
    });
    const started = await api<SessionResponse>('/api/agent-test/sessions', {
      token: account.token,
      json: { agentId: agent.body.agent.agentId },
    });
    const response = await fetch(
      `${server.baseUrl}/api/agent-test/sessions/${started.body.session.sessionId}/turns`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${account.token}`,
          'content-type': 'application/json',
          origin: server.baseUrl,
        },
        body: JSON.stringify({ text: 'How long do refunds take?' }),
      },
    );
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    while (!received.includes('event: delta')) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before any words: ${received}`);
      received += decoder.decode(value, { stream: true });
    }
    // The first words are here while the model is still holding back the rest.
    expect(received).toContain('"text":"Refunds take "');
    expect(received).not.toContain('event: done');
    releaseRest();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }
    const events = parseEvents(received);
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: { turn: { speaker: 'agent', text: 'Refunds take 14 days.' } },
    });
  });
});
