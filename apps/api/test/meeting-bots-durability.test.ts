/**
 * Scheduled bots are durable: one survives its server being stopped without grace (the server
 * that restarts on the same data dispatches it, once), a dispatch that dies after the provider
 * created the bot sends no second bot when it runs again, and with two servers on one Postgres each
 * bot is dispatched exactly once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../src/config.js';
import type { Schemas } from '../src/contract/schemas.js';
import { meetingBot } from '../src/meeting-bots/schema.js';
import type { BotRequest } from '../src/providers/meeting-bots/port.js';
import { storeAgent } from './support/agents.js';
import { signUp } from './support/accounts.js';
import { TestClock } from './support/clock.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import { expectLedgerMatchesBalance, giveCredits } from './support/ledger.js';
import { ScriptedBotProvider } from './support/scripted-bots.js';
import { client, startServer, type TestServer } from './support/server.js';

const HOUR = 3_600_000;

/** A user with credits and an agent on the server, who schedules `bots` bots an hour ahead. */
async function scheduleBots(server: TestServer, clock: TestClock, bots: number): Promise<string[]> {
  const api = client(server.baseUrl);
  const owner = await signUp(api, 'Scheduler');
  await giveCredits(server.app.db, owner.id, bots * 0.5);
  const agentId = await storeAgent(server.app.db, owner.id);
  const scheduleAt = new Date(clock.read().getTime() + HOUR).toISOString();
  const ids: string[] = [];
  for (let n = 0; n < bots; n++) {
    const response = await api<{ bot: Schemas['MeetingBot'] }>('/api/meeting-bot/create', {
      token: owner.token,
      json: {
        name: `Bot ${n}`,
        meetingUrl: 'https://teams.live.com/meet/9876543210',
        agentId,
        scheduleAt,
      },
    });
    expect(response.status).toBe(201);
    ids.push(response.body.bot.botId);
  }
  return ids;
}

/**
 * A provider whose first createBot creates the bot and then never answers, as if the server
 * process died between the provider's answer and keeping its id; later calls answer as usual.
 */
class DiesAfterCreating extends ScriptedBotProvider {
  private died = false;
  private reportDeath: () => void = () => {};
  readonly death = new Promise<void>((resolve) => (this.reportDeath = resolve));

  override async createBot(request: BotRequest): Promise<{ providerBotId: string }> {
    const created = await super.createBot(request);
    if (this.died) return created;
    this.died = true;
    this.reportDeath();
    return new Promise(() => {});
  }
}

const dispatchedIds = (provider: ScriptedBotProvider) =>
  provider.created.map((call) => call.request.botId).sort();

describe.each(testDatabases)('scheduled bots across a stop on $name', (kind) => {
  let database: TestDatabase;
  let config: DatabaseConfig;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'convene-bots-'));

  beforeAll(async () => {
    database = await kind.create();
    config = kind.name === 'pglite' ? { kind: 'pglite', dataDir } : database.config;
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('dispatches a bot scheduled before the stop once, on the server that comes back', async () => {
    const clock = new TestClock();
    const jobs = { clock: clock.read, pollIntervalMs: 60_000, stopGraceMs: 0 };
    const before = new ScriptedBotProvider();
    const first = await startServer(config, { jobs }, { meetingBots: before });
    const [botId] = await scheduleBots(first, clock, 1);
    await first.close();

    clock.advance(HOUR);
    const after = new ScriptedBotProvider();
    const second = await startServer(config, { jobs }, { meetingBots: after });
    try {
      await second.app.jobs.drained();
      await second.app.jobs.drained();
      expect(before.created).toEqual([]);
      expect(dispatchedIds(after)).toEqual([botId]);
      const [stored] = await second.app.db
        .select()
        .from(meetingBot)
        .where(eq(meetingBot.botId, botId!));
      expect(stored).toMatchObject({
        status: 'joining',
        providerBotId: after.created[0]!.providerBotId,
      });
      await expectLedgerMatchesBalance(second.app.db);
    } finally {
      await second.close();
    }
    // A PGlite data folder is initialised on disk first, which takes long on a busy machine.
  }, 180_000);

  it('sends one bot when its dispatch dies after the provider created it, before its id was kept', async () => {
    const clock = new TestClock();
    const jobs = { clock: clock.read, pollIntervalMs: 20, stopGraceMs: 0, leaseMs: 60_000 };
    const provider = new DiesAfterCreating();
    const first = await startServer(config, { jobs }, { meetingBots: provider });
    const [botId] = await scheduleBots(first, clock, 1);
    clock.advance(HOUR);
    await provider.death;
    await first.close();

    // The dispatch runs again once its lease has run out, on the server that comes back.
    clock.advance(61_000);
    const second = await startServer(config, { jobs }, { meetingBots: provider });
    try {
      await second.app.jobs.drained();
      const sent = provider.created.map((call) => call.providerBotId);
      expect(provider.created.map((call) => call.request.botId)).toEqual([botId, botId]);
      expect(new Set(sent).size).toBe(1);
      const [stored] = await second.app.db
        .select()
        .from(meetingBot)
        .where(eq(meetingBot.botId, botId!));
      expect(stored).toMatchObject({ status: 'joining', providerBotId: sent[0] });
      await expectLedgerMatchesBalance(second.app.db);
    } finally {
      await second.close();
    }
  }, 180_000);
});

describe.each(testDatabases.filter((kind) => kind.name === 'postgres'))(
  'two servers on one $name',
  (kind) => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await kind.create();
    });
    afterAll(async () => {
      await database?.drop();
    });

    it('dispatch each scheduled bot exactly once', async () => {
      const clock = new TestClock();
      const jobs = { clock: clock.read, pollIntervalMs: 20 };
      const providers = [new ScriptedBotProvider(), new ScriptedBotProvider()];
      const servers = await Promise.all(
        providers.map((meetingBots) => startServer(database.config, { jobs }, { meetingBots })),
      );
      try {
        const ids = await scheduleBots(servers[0]!, clock, 12);
        clock.advance(HOUR);
        await Promise.all(servers.map((server) => server.app.jobs.drained()));
        const dispatched = [
          ...dispatchedIds(providers[0]!),
          ...dispatchedIds(providers[1]!),
        ].sort();
        expect(dispatched).toEqual([...ids].sort());
        await expectLedgerMatchesBalance(servers[0]!.app.db);
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
    });
  },
);
