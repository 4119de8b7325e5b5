/**
 * Getting started over HTTP, on each test database: the sample meeting given once to an account
 * (also when its first reads come at once), processed like an imported meeting, free, answered by
 * Ask AI, unknown to another user, and deletable for good; the checklist's steps ticking from the
 * user's own data (agent, agent test, a bot other than the sample, an Ask AI question, an
 * invitation), staying complete afterwards, and dismissed for good.
 */
import { SAMPLE_MEETING_NAME } from '@convene/domain/onboarding';
import { and, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { agentTestSession } from '../src/agent-tests/schema.js';
import type { Schemas } from '../src/contract/schemas.js';
import { creditLedger } from '../src/credits/schema.js';
import {
  meetingBot,
  sampleMeeting,
  SAMPLE_PROVIDER,
  transcriptSegment,
} from '../src/meeting-bots/schema.js';
import { storeAgent } from './support/agents.js';
import { signUp, verifyEmail, type Account, onTeamsPlan } from './support/accounts.js';
import { testDatabases } from './support/databases.js';
import { serverPerSuite } from './support/server.js';

type Bot = Schemas['MeetingBot'];
type Details = Schemas['BotDetails'];
type Onboarding = Schemas['Onboarding'];

describe.each(testDatabases)('getting started on $name', (kind) => {
  const suite = serverPerSuite(kind);
  const { api } = suite;
  const db = () => suite.server.app.db;

  afterEach(async () => {
    await suite.server.app.jobs.drained();
  });

  const bots = async (owner: Account) =>
    (await api<{ bots: Bot[] }>('/api/meeting-bot/list', { token: owner.token })).body.bots;

  async function onboarding(owner: Account): Promise<Onboarding> {
    const read = await api<{ onboarding: Onboarding }>('/api/user/onboarding', {
      token: owner.token,
    });
    expect(read.status).toBe(200);
    return read.body.onboarding;
  }

  const doneSteps = (checklist: Onboarding) =>
    checklist.steps.filter((step) => step.done).map((step) => step.id);

  async function samplesOf(userId: string): Promise<number> {
    const [rows] = await db()
      .select({ n: count() })
      .from(meetingBot)
      .where(and(eq(meetingBot.userId, userId), eq(meetingBot.provider, SAMPLE_PROVIDER)));
    return rows!.n;
  }

  const ask = (owner: Account, botId: string, userQuery: string) =>
    api<{ answer: string }>('/api/ask-ai/', {
      token: owner.token,
      json: { userQuery, botId, agentId: '' },
    });

  it('gives an account its sample meeting once, even when its first reads come at once', async () => {
    const owner = await signUp(api, 'Sample');
    await Promise.all([
      bots(owner),
      onboarding(owner),
      bots(owner),
      onboarding(owner),
      bots(owner),
      onboarding(owner),
    ]);
    expect(await samplesOf(owner.id)).toBe(1);
    const [claims] = await db()
      .select({ n: count() })
      .from(sampleMeeting)
      .where(eq(sampleMeeting.userId, owner.id));
    expect(claims!.n).toBe(1);

    const [sample] = await bots(owner);
    expect(sample).toMatchObject({
      botName: SAMPLE_MEETING_NAME,
      sample: true,
      imported: false,
      simulated: false,
      agentId: null,
      meetingUrl: null,
      platform: null,
      creditsCharged: 0,
    });
    expect((await onboarding(owner)).sampleBotId).toBe(sample!.botId);

    await suite.server.app.jobs.drained();
    const details = await api<Details>(`/api/meeting-bot/${sample!.botId}`, {
      token: owner.token,
    });
    expect(details.status).toBe(200);
    expect(details.body.bot).toMatchObject({ sample: true, processed: true, status: 'done' });
    expect(details.body.transcript.length).toBeGreaterThan(40);
    expect(details.body.participants.map(({ participant }) => participant.name)).toEqual([
      'Arjun Rao',
      'Daniel Okafor',
      'Mei Lin',
      'Priya Sharma',
    ]);
    expect(details.body.transcript[0]!.participant).toEqual({
      name: 'Priya Sharma',
      is_host: true,
    });
    // About ten minutes long.
    const joined = Date.parse(details.body.bot.join_at!);
    const left = Date.parse(details.body.bot.left_at!);
    expect((left - joined) / 60_000).toBeGreaterThan(9);
    expect((left - joined) / 60_000).toBeLessThan(11);
    expect(details.body.notes?.content).toMatch(/March/);

    // Free: nothing reserved, nothing charged, nothing in the ledger.
    const [ledger] = await db()
      .select({ n: count() })
      .from(creditLedger)
      .where(eq(creditLedger.userId, owner.id));
    expect(ledger!.n).toBe(0);
  });

  it('answers Ask AI on the sample, which another user can neither read, ask nor delete', async () => {
    const owner = await signUp(api, 'Asker');
    const stranger = await signUp(api, 'Stranger');
    const { sampleBotId } = await onboarding(owner);
    await suite.server.app.jobs.drained();

    const reply = await ask(owner, sampleBotId!, 'What was decided about the launch date?');
    expect(reply.status).toBe(200);
    expect(reply.body.answer).toMatch(/launch date moves to Tuesday the eleventh of March/);

    expect((await api(`/api/meeting-bot/${sampleBotId}`, { token: stranger.token })).status).toBe(
      404,
    );
    expect((await ask(stranger, sampleBotId!, 'When is the launch?')).status).toBe(404);
    const refused = await api(`/api/meeting-bot/delete/${sampleBotId}`, {
      token: stranger.token,
      method: 'DELETE',
    });
    expect(refused.status).toBe(404);
    // The stranger has a sample of their own, not the owner's.
    const theirs = await bots(stranger);
    expect(theirs.map((bot) => bot.botId)).not.toContain(sampleBotId);
    expect(theirs.filter((bot) => bot.sample)).toHaveLength(1);
  });

  it('deletes the sample with its data, and does not give it again', async () => {
    const owner = await signUp(api, 'Deleter');
    const { sampleBotId } = await onboarding(owner);
    await suite.server.app.jobs.drained();
    expect((await ask(owner, sampleBotId!, 'Who owns the sync fix?')).status).toBe(200);

    const deleted = await api(`/api/meeting-bot/delete/${sampleBotId}`, {
      token: owner.token,
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect(await bots(owner)).toEqual([]);
    expect((await api(`/api/meeting-bot/${sampleBotId}`, { token: owner.token })).status).toBe(404);
    const [segments] = await db()
      .select({ n: count() })
      .from(transcriptSegment)
      .where(eq(transcriptSegment.botId, sampleBotId!));
    expect(segments!.n).toBe(0);
    const conversation = await api(`/api/ask-ai/conversation/${sampleBotId}`, {
      token: owner.token,
    });
    expect(conversation.status).toBe(404);
    expect((await onboarding(owner)).sampleBotId).toBeNull();
    expect(await samplesOf(owner.id)).toBe(0);
  });

  it('ticks each step from the user’s data, stays complete afterwards, and is dismissed for good', async () => {
    const owner = await signUp(api, 'Newcomer');
    const first = await onboarding(owner);
    expect(first).toEqual({
      steps: [
        { id: 'create-agent', done: false },
        { id: 'test-agent', done: false },
        { id: 'send-bot', done: false },
        { id: 'ask-meeting', done: false },
        { id: 'invite-teammate', done: false },
      ],
      dismissed: false,
      complete: false,
      sampleBotId: expect.any(String),
      firstAgentId: null,
    });
    await suite.server.app.jobs.drained();

    // The sample is not a bot the user sent: it ticks nothing but the question asked about it.
    expect((await ask(owner, first.sampleBotId!, 'What was decided?')).status).toBe(200);
    expect(doneSteps(await onboarding(owner))).toEqual(['ask-meeting']);

    const agentId = await storeAgent(db(), owner.id);
    const withAgent = await onboarding(owner);
    expect(withAgent.firstAgentId).toBe(agentId);
    expect(doneSteps(withAgent)).toEqual(['create-agent', 'ask-meeting']);

    const now = new Date();
    await db().insert(agentTestSession).values({
      userId: owner.id,
      agentId,
      agentName: 'Standup helper',
      status: 'ended',
      startedAt: now,
      lastActivityAt: now,
      endedAt: now,
    });
    expect(doneSteps(await onboarding(owner))).toEqual([
      'create-agent',
      'test-agent',
      'ask-meeting',
    ]);

    const form = new FormData();
    form.append('file', new Blob(['Alice: Hello.\nBob: Hi!\n']), 'call.txt');
    expect((await api('/api/meeting-bot/import', { token: owner.token, form })).status).toBe(201);
    expect(doneSteps(await onboarding(owner))).toHaveLength(4);

    await verifyEmail(api, owner);
    await onTeamsPlan(db(), owner);
    const organisation = await api<{ id: string }>('/api/auth/organization/create', {
      token: owner.token,
      json: { name: 'Newcomer Co', slug: `newcomer-${Date.now()}` },
    });
    expect(organisation.status).toBe(200);
    const invited = await api(`/api/org/${organisation.body.id}/invitations`, {
      token: owner.token,
      json: { email: `teammate.${Date.now()}@example.com`, role: 'org:member' },
    });
    expect(invited.status).toBe(201);
    const complete = await onboarding(owner);
    expect(complete.complete).toBe(true);
    expect(doneSteps(complete)).toHaveLength(5);

    // Deleting what ticked a step leaves the checklist complete.
    await api(`/api/meeting-bot/delete/${first.sampleBotId}`, {
      token: owner.token,
      method: 'DELETE',
    });
    expect((await onboarding(owner)).complete).toBe(true);
    expect(doneSteps(await onboarding(owner))).toHaveLength(5);

    const other = await signUp(api, 'Dismisser');
    const dismissed = await api<{ onboarding: Onboarding }>('/api/user/onboarding/dismiss', {
      token: other.token,
      method: 'POST',
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.onboarding).toMatchObject({ dismissed: true, complete: false });
    expect((await onboarding(other)).dismissed).toBe(true);
    // Another user's checklist is theirs alone.
    expect((await onboarding(owner)).dismissed).toBe(false);
  });
});
