/**
 * What an account holds across the product, for the account deletion tests: the rows each table
 * keeps for a user (and their bots), the tables and stored files that still hold anything of
 * theirs, and an account busy in every part of the product, a bot in its call among them.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq, getTableColumns, getTableName, inArray, is, type SQL } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { agentTestSession, agentTestTurn } from '../../src/agent-tests/schema.js';
import { knowledgeChunk } from '../../src/agents/knowledge/schema.js';
import { aiAgent } from '../../src/agents/schema.js';
import { askAiMessage } from '../../src/ask-ai/schema.js';
import type { Schemas } from '../../src/contract/schemas.js';
import { creditLedger } from '../../src/credits/schema.js';
import { agentSpeechClip, agentTurn } from '../../src/live-agent/schema.js';
import { liveEvent, livePartial } from '../../src/meeting-bots/live/schema.js';
import * as schema from '../../src/db/schema.js';
import { account as signInAccount, member, profile, session, user } from '../../src/db/schema.js';
import {
  meetingBot,
  meetingNotes,
  meetingParticipant,
  sampleMeeting,
  transcriptSegment,
} from '../../src/meeting-bots/schema.js';
import { onboarding } from '../../src/onboarding/schema.js';
import { toolKey, workflow, workflowRun } from '../../src/workflows/schema.js';
import { signUp, type Account } from './accounts.js';
import { giveCredits } from './ledger.js';
import type { Client, TestServer } from './server.js';

type Bot = Schemas['MeetingBot'];

const VTT = `WEBVTT

00:00:00.000 --> 00:00:04.000
<v Grace Hopper>Welcome to the design review. Today we pick the database.

00:00:04.500 --> 00:00:09.000
<v Linus Pauling>Decision: we use Postgres for the new service.
`;

/** The footprint helpers on a suite's server, read when a test calls them. */
export function accountFootprints(suite: () => { server: TestServer; api: Client }) {
  const db = () => suite().server.app.db;
  const api: Client = (path, options) => suite().api(path, options);

  const botsOf = async (userId: string) =>
    (
      await db()
        .select({ botId: meetingBot.botId })
        .from(meetingBot)
        .where(eq(meetingBot.userId, userId))
    ).map((bot) => bot.botId);

  /**
   * How many rows each table keeps for the user and their bots (`bots`: the ones they had, for
   * the rows kept by bot once the bots themselves are gone).
   */
  async function footprint(userId: string, bots?: readonly string[]) {
    const rows = async (table: PgTable, where: SQL) =>
      (await db().select({ rows: count() }).from(table).where(where))[0]?.rows ?? 0;
    const byUser = (table: PgTable & { userId: PgColumn }) => rows(table, eq(table.userId, userId));
    const botIds = bots ?? (await botsOf(userId));
    const byBot = (table: PgTable & { botId: PgColumn }) =>
      botIds.length === 0 ? 0 : rows(table, inArray(table.botId, botIds));
    const sessions = await db()
      .select({ id: agentTestSession.id })
      .from(agentTestSession)
      .where(eq(agentTestSession.userId, userId));
    return {
      user: await rows(user, eq(user.id, userId)),
      signIn: await byUser(signInAccount),
      sessions: await byUser(session),
      memberships: await byUser(member),
      profile: await byUser(profile),
      agents: await byUser(aiAgent),
      knowledge: await byUser(knowledgeChunk),
      agentTests: sessions.length,
      agentTestTurns:
        sessions.length === 0
          ? 0
          : await rows(
              agentTestTurn,
              inArray(
                agentTestTurn.sessionId,
                sessions.map((row) => row.id),
              ),
            ),
      bots: await byUser(meetingBot),
      transcript: await byBot(transcriptSegment),
      participants: await byBot(meetingParticipant),
      notes: await byBot(meetingNotes),
      liveEvents: await byBot(liveEvent),
      livePartials: await byBot(livePartial),
      agentTurns: await byBot(agentTurn),
      agentSpeech: await byBot(agentSpeechClip),
      askAi: await byUser(askAiMessage),
      workflows: await byUser(workflow),
      workflowRuns: await byUser(workflowRun),
      toolKeys: await byUser(toolKey),
      ledger: await byUser(creditLedger),
      sampleMeeting: await byUser(sampleMeeting),
      onboarding: await byUser(onboarding),
    };
  }

  /** What a meeting still going on adds to while the test runs: it may only grow. */
  const LIVE_PARTS: ReadonlySet<string> = new Set([
    'transcript',
    'participants',
    'liveEvents',
    'agentTurns',
    'agentSpeech',
  ]);
  /** A line half said is kept only until it is said whole, so its count comes and goes. */
  const PASSING_PARTS: ReadonlySet<string> = new Set(['livePartials']);

  /** Another user's footprint is untouched: the same, but for what their live meeting adds. */
  function expectUntouched(
    after: Awaited<ReturnType<typeof footprint>>,
    before: Awaited<ReturnType<typeof footprint>>,
  ) {
    for (const [part, rows] of Object.entries(before)) {
      const now = after[part as keyof typeof after];
      if (PASSING_PARTS.has(part)) continue;
      if (LIVE_PARTS.has(part)) expect(now, part).toBeGreaterThanOrEqual(rows);
      else expect(now, part).toBe(rows);
    }
  }

  /** Every table of the schema with a user id column that has a row of the user's. */
  async function tablesHolding(userId: string): Promise<string[]> {
    const holding: string[] = [];
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      const columns: Record<string, PgColumn> = getTableColumns(table);
      const column = columns.userId;
      if (!column) continue;
      const [found] = await db().select({ rows: count() }).from(table).where(eq(column, userId));
      if ((found?.rows ?? 0) > 0) holding.push(getTableName(table));
    }
    return holding;
  }

  /** The user's stored objects (empty folders aside). */
  function storedFiles(userId: string): string[] {
    const folder = path.join(suite().server.filesDir, 'agents', userId);
    if (!existsSync(folder)) return [];
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  }

  /** An account with something in every part of the product, a bot in its call among them. */
  async function busyAccount(name: string): Promise<{ account: Account; liveBotId: string }> {
    const account = await signUp(api, name);
    await giveCredits(db(), account.id, 5);
    const form = new FormData();
    for (const [field, value] of Object.entries({
      name: 'Scrum helper',
      greetingMessage: 'Hello team',
      prompt: 'Run the standup.',
      type: 'audio-agent',
      voice: 'male',
      mode: 'active',
      wakeWords: '',
    }))
      form.set(field, value);
    form.set('file', new Blob(['Standup is at 9:30.'], { type: 'text/plain' }), 'notes.txt');
    const agent = await api<Schemas['AiAgentResponse']>('/api/ai-agent/create', {
      token: account.token,
      form,
    });
    expect(agent.status).toBe(201);
    const agentId = agent.body.agent.agentId;

    const meeting = new FormData();
    meeting.append('file', new Blob([VTT]), 'Design review.vtt');
    const imported = await api<{ bot: Bot }>('/api/meeting-bot/import', {
      token: account.token,
      form: meeting,
    });
    expect(imported.status).toBe(201);
    await suite().server.app.jobs.drained();
    const asked = await api('/api/ask-ai/', {
      token: account.token,
      json: {
        userQuery: 'Which database did we pick?',
        botId: imported.body.bot.botId,
        agentId: '',
      },
    });
    expect(asked.status).toBe(200);

    const live = await api<{ bot: Bot }>('/api/meeting-bot/create', {
      token: account.token,
      json: { name: 'Standup', meetingUrl: 'https://meet.google.com/abc-defg-hij', agentId },
    });
    expect(live.status).toBe(201);

    const workflows = await api<{ workflows: Schemas['Workflow'][] }>('/api/user/workflows', {
      token: account.token,
    });
    const [starter] = workflows.body.workflows;
    await db()
      .insert(workflowRun)
      .values({
        userId: account.id,
        workflowId: starter!.id,
        workflowName: starter!.name,
        trigger: 'test',
        triggerKey: `test:${account.id}`,
        plan: [],
        context: { bot: '', agent: '', speaker: '', quote: '', time: '', meeting_url: '' },
        status: 'succeeded',
      });
    expect(
      (await api('/api/user/save-keys', { token: account.token, json: { ticketing: 'abc-1234' } }))
        .status,
    ).toBe(200);
    // The getting-started checklist's own record, and the sample meeting's (given once).
    await db().insert(onboarding).values({ userId: account.id, dismissedAt: new Date() });
    await db()
      .insert(sampleMeeting)
      .values({ userId: account.id, botId: imported.body.bot.botId })
      .onConflictDoNothing();
    const tested = await api<{ session: { sessionId: string } }>('/api/agent-test/sessions', {
      token: account.token,
      json: { agentId },
    });
    expect(tested.status).toBe(201);
    expect(
      (
        await api(`/api/agent-test/sessions/${tested.body.session.sessionId}/end`, {
          token: account.token,
          method: 'POST',
        })
      ).status,
    ).toBe(200);

    const liveBotId = live.body.bot.botId;
    for (let waited = 0; waited < 30_000; waited += 100) {
      const got = await api<{ bot: Bot }>(`/api/meeting-bot/get/${liveBotId}`, {
        token: account.token,
      });
      if (got.body.bot.status === 'in_call') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { account, liveBotId };
  }

  return { botsOf, footprint, expectUntouched, tablesHolding, storedFiles, busyAccount };
}
