/**
 * The meeting bot suites' server (meeting-bots.test.ts, meeting-bots-lifecycle.test.ts): on a
 * scripted provider and a clock the tests move, with the ledger checked after each test, and the
 * bot requests and reads the tests make of it.
 */
import { count, eq } from 'drizzle-orm';
import { afterEach, expect } from 'vitest';
import type { AppConfig } from '../../src/config.js';
import type { Schemas } from '../../src/contract/schemas.js';
import { creditLedger } from '../../src/credits/schema.js';
import { profile } from '../../src/db/schema.js';
import { meetingBot, meetingBotEvent } from '../../src/meeting-bots/schema.js';
import { job } from '../../src/providers/jobs/schema.js';
import { storeAgent } from './agents.js';
import { signUp, type Account } from './accounts.js';
import { TestClock } from './clock.js';
import type { TestDatabaseKind } from './databases.js';
import { expectLedgerMatchesBalance, giveCredits } from './ledger.js';
import { ScriptedBotProvider, signScripted, type WireEvent } from './scripted-bots.js';
import { serverPerSuite } from './server.js';

export type Bot = Schemas['MeetingBot'];
export type BotReply = { success: true; bot: Bot } | { success: false; error: string };
export const MEET = 'https://meet.google.com/abc-defg-hij';
export const HOUR = 3_600_000;

/**
 * A server and database on `kind` for the enclosing describe block (with `overrides` to its
 * configuration), and the bot calls on it.
 */
export function meetingBotsPerSuite(kind: TestDatabaseKind, overrides: Partial<AppConfig> = {}) {
  const clock = new TestClock();
  const provider = new ScriptedBotProvider('recall');
  const suite = serverPerSuite(
    kind,
    { jobs: { clock: clock.read, pollIntervalMs: 60_000 }, ...overrides },
    { meetingBots: provider },
  );
  const { api } = suite;
  const db = () => suite.server.app.db;
  afterEach(async () => {
    await suite.server.app.jobs.drained();
    await expectLedgerMatchesBalance(db());
  });

  async function userWith(credits: number): Promise<Account & { agentId: string }> {
    const account = await signUp(api, 'Owner');
    if (credits > 0) await giveCredits(db(), account.id, credits);
    const agentId = await storeAgent(db(), account.id);
    return { ...account, agentId };
  }

  const balance = async (userId: string) =>
    (
      await db()
        .select({ credits: profile.credits })
        .from(profile)
        .where(eq(profile.userId, userId))
    )[0]?.credits;

  const create = (
    owner: { token: string; agentId: string },
    fields: Record<string, unknown> = {},
  ) =>
    api<BotReply>('/api/meeting-bot/create', {
      token: owner.token,
      json: { name: 'Standup bot', meetingUrl: MEET, agentId: owner.agentId, ...fields },
    });

  async function created(owner: { token: string; agentId: string }, fields = {}): Promise<Bot> {
    const response = await create(owner, fields);
    expect(response.status).toBe(201);
    if (!response.body.success) throw new Error(response.body.error);
    return response.body.bot;
  }

  const inAnHour = () => new Date(clock.read().getTime() + HOUR).toISOString();

  const row = async (botId: string) =>
    (await db().select().from(meetingBot).where(eq(meetingBot.botId, botId)))[0];

  /** Rows of every table a bot request may write: a refusal changes none of them. */
  async function written() {
    const [bots, ledger, jobs, events, profiles] = await Promise.all([
      db().select({ n: count() }).from(meetingBot),
      db().select({ n: count() }).from(creditLedger),
      db().select({ n: count() }).from(job),
      db().select({ n: count() }).from(meetingBotEvent),
      db().select({ credits: profile.credits, user: profile.userId }).from(profile),
    ]);
    return {
      bots: bots[0]!.n,
      ledger: ledger[0]!.n,
      jobs: jobs[0]!.n,
      events: events[0]!.n,
      profiles: profiles.sort((a, b) => a.user.localeCompare(b.user)),
    };
  }

  /** Dispatches due bots: the provider now holds them and they are joining. */
  async function dispatched(bot: Bot): Promise<string> {
    await suite.server.app.jobs.drained();
    const stored = await row(bot.botId);
    expect(stored?.status).toBe('joining');
    return stored!.providerBotId!;
  }

  function webhook(events: WireEvent[], path = '/api/webhooks/recall', signature?: string) {
    const body = { events };
    return api(path, {
      json: body,
      headers: { 'x-test-signature': signature ?? signScripted(JSON.stringify(body)) },
    });
  }

  return {
    suite,
    clock,
    provider,
    api,
    userWith,
    balance,
    create,
    created,
    inAnHour,
    row,
    written,
    dispatched,
    webhook,
  };
}
