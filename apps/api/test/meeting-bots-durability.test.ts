/**
 * Scheduled bots are durable: one survives its server being stopped without grace (the server
 * that restarts on the same data dispatches it, once), and with two servers on one Postgres each
 * bot is dispatched exactly once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiAgent } from '../src/agents/schema.js';
import type { DatabaseConfig } from '../src/config.js';
import type { Schemas } from '../src/contract/schemas.js';
import { meetingBot } from '../src/meeting-bots/schema.js';
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
  const [agent] = await server.app.db
    .insert(aiAgent)
    .values({
      userId: owner.id,
      name: 'Notes',
      greetingMessage: 'Hi',
      prompt: 'Take notes.',
      voice: 'female',
      mode: 'passive',
    })
    .returning({ id: aiAgent.id });
  const scheduleAt = new Date(clock.read().getTime() + HOUR).toISOString();
  const ids: string[] = [];
  for (let n = 0; n < bots; n++) {
    const response = await api<{ bot: Schemas['MeetingBot'] }>('/api/meeting-bot/create', {
      token: owner.token,
      json: {
        name: `Bot ${n}`,
        meetingUrl: 'https://teams.live.com/meet/9876543210',
        agentId: agent!.id,
        scheduleAt,
      },
    });
    expect(response.status).toBe(201);
    ids.push(response.body.bot.botId);
  }
  return ids;
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
