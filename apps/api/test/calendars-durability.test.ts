/**
 * Exactly one bot per calendar meeting (issue 28, piece 3): two syncs of one calendar running at
 * once (in one server, and on Postgres in two servers sharing the database) make one bot per
 * meeting; and a server killed with SIGKILL while its sync writes leaves, after the server
 * started next has synced again, one bot per meeting and a ledger that sums to the balance.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarMeeting } from '../src/calendars/schema.js';
import { calendarSyncJob } from '../src/calendars/sync.js';
import { DEFAULT_MIGRATIONS_FOLDER, type DatabaseConfig } from '../src/config.js';
import type { Schemas } from '../src/contract/schemas.js';
import { openDatabase } from '../src/db/index.js';
import { meetingBot } from '../src/meeting-bots/schema.js';
import { signUp } from './support/accounts.js';
import { startFeedServer, icsFeed, type FeedEvent } from './support/calendar-feeds.js';
import { calendarsPerSuite, MEET } from './support/calendars.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import { expectLedgerMatchesBalance } from './support/ledger.js';
import { ScriptedBotProvider } from './support/scripted-bots.js';
import { client, startServer, type TestServer } from './support/server.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';

/** Meetings every hour from `from`, each with its link. */
const hourly = (from: Date, count: number): FeedEvent[] =>
  Array.from({ length: count }, (_, index) => ({
    uid: `meeting-${index}@example.com`,
    start: new Date(from.getTime() + (index + 1) * 3_600_000),
    title: `Meeting ${index}`,
    link: MEET,
  }));

/** Every stored meeting has a bot, and no bot serves two meetings or is stored twice. */
async function expectOneBotEach(
  db: TestServer['app']['db'],
  userId: string,
  calendarId: string,
  meetings: number,
) {
  const stored = await db
    .select({ botId: calendarMeeting.botId })
    .from(calendarMeeting)
    .where(eq(calendarMeeting.calendarId, calendarId));
  const bots = await db
    .select({ botId: meetingBot.botId, calendarId: meetingBot.calendarId })
    .from(meetingBot)
    .where(eq(meetingBot.userId, userId));
  expect(stored).toHaveLength(meetings);
  expect(bots).toHaveLength(meetings);
  expect(new Set(stored.map((row) => row.botId))).toEqual(new Set(bots.map((bot) => bot.botId)));
  expect(bots.every((bot) => bot.calendarId === calendarId)).toBe(true);
  await expectLedgerMatchesBalance(db, userId);
}

describe.each(testDatabases)('two syncs of one calendar at once on $name', (kind) => {
  // Servers sharing a database share its keys: the second opens the calendar addresses the first sealed.
  const toolKeysEncryptionKey = randomBytes(32);
  const s = calendarsPerSuite(kind, { toolKeysEncryptionKey });

  it('make one bot per meeting', async () => {
    const owner = await s.userWith(10);
    const feed = s.feed(hourly(s.clock.read(), 6));
    const cal = await s.connected(owner, feed.url, { autoJoin: 'all', agentId: owner.agentId });
    await expectOneBotEach(s.db(), owner.id, cal.id, 6);

    // Six more meetings; two syncs read the feed before either writes (each answer waits).
    feed.serve(hourly(s.clock.read(), 12));
    s.feeds().stall(200);
    const { jobs } = s.suite.server.app;
    expect(await jobs.reschedule(calendarSyncJob, cal.id, s.clock.read())).toBe(true);
    await jobs.enqueue(calendarSyncJob, { calendarId: cal.id }, { key: `${cal.id}:again` });
    await s.drained();
    s.feeds().stall(0);
    expect(feed.hits()).toHaveLength(4);
    await expectOneBotEach(s.db(), owner.id, cal.id, 12);
    expect(await s.balance(owner.id)).toBe(4);
  });

  it.runIf(kind.name === 'postgres')(
    'make one bot per meeting with two servers on one database',
    async () => {
      const owner = await s.userWith(10);
      const feed = s.feed(hourly(s.clock.read(), 8));
      const cal = await s.connected(owner, feed.url, { agentId: owner.agentId });
      const second = await startServer(
        s.suite.database.config,
        { toolKeysEncryptionKey, jobs: { clock: s.clock.read, pollIntervalMs: 60_000 } },
        { meetingBots: new ScriptedBotProvider('recall') },
      );
      try {
        const response = await s.update(owner, cal.id, { autoJoin: 'all' });
        expect(response.status).toBe(200);
        feed.serve(hourly(s.clock.read(), 10));
        s.feeds().stall(200);
        await s.suite.server.app.jobs.reschedule(calendarSyncJob, cal.id, s.clock.read());
        await second.app.jobs.enqueue(
          calendarSyncJob,
          { calendarId: cal.id },
          { key: `${cal.id}:elsewhere` },
        );
        await Promise.all([s.drained(), second.app.jobs.drained()]);
        s.feeds().stall(0);
        await expectOneBotEach(s.db(), owner.id, cal.id, 10);
      } finally {
        await second.close();
      }
    },
  );
});

/**
 * This suite's own port, below the kernel's ephemeral range (32768-60999 on Linux, 49152-65535
 * elsewhere): a server another file starts on port 0, or any outbound connection, may be given a
 * port in that range and hold it. At three files at a time every start on 41010 exited at once.
 */
const PORT = 31_020;
const BASE = `http://127.0.0.1:${PORT}`;

describe.each(testDatabases)('a calendar sync across kill -9 on $name', (kind) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let config: DatabaseConfig;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'convene-calendar-kill-'));

  beforeAll(async () => {
    database = await kind.create();
    config =
      database.config.kind === 'postgres'
        ? database.config
        : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
    env = {
      DATA_DIR: dataDir,
      ...(config.kind === 'postgres' ? { DATABASE_URL: config.url } : {}),
      // The test's feed server listens on 127.0.0.1.
      CALENDAR_ALLOW_PRIVATE_HOSTS: 'true',
      // The killed server's sync is taken up after 10 s rather than a minute.
      JOBS_LEASE_SECONDS: '10',
    };
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves one bot per meeting once the server started after the kill has synced', async () => {
    const api = client(BASE);
    const feeds = await startFeedServer();
    const meetings = 40;
    const path = '/calendar/ical/kill/private-kill/basic.ics';
    feeds.serve(path, icsFeed(hourly(new Date(), meetings)));
    const first = await startServerProcess(PORT, env);
    let second: ServerProcess | undefined;
    try {
      const owner = await signUp(api, 'Planner');
      const order = await api<{ orderId: string }>('/api/credits/create-order', {
        token: owner.token,
        json: { credits: 30 },
      });
      const paid = await api<{ razorpay_payment_id: string }>('/api/payments/sandbox/pay', {
        token: owner.token,
        json: { orderId: order.body.orderId },
      });
      const credited = await api(
        `/api/credits/update-credit?paymentId=${paid.body.razorpay_payment_id}`,
        { token: owner.token },
      );
      expect(credited.status).toBe(200);
      const form = new FormData();
      for (const [field, value] of Object.entries({
        name: 'Scribe',
        greetingMessage: 'Hello team',
        prompt: 'Take notes.',
        type: 'audio-agent',
        voice: 'male',
        mode: 'active',
        wakeWords: '',
      }))
        form.set(field, value);
      const agent = await api<{ agent: { agentId: string } }>('/api/ai-agent/create', {
        token: owner.token,
        form,
      });
      // The connect reads the feed first; the kill comes while the sync after it writes.
      let answers = 0;
      feeds.stall(1, () => {
        answers += 1;
        if (answers === 2) setTimeout(() => first.child.kill('SIGKILL'), 30);
      });
      const connected = await api<Schemas['Calendar']>('/api/calendars', {
        token: owner.token,
        json: { address: feeds.url(path), autoJoin: 'all', agentId: agent.body.agent.agentId },
      });
      expect(connected.status).toBe(201);
      await first.exited;
      feeds.stall(0);

      // All or nothing of the killed sync is kept: its meetings and bots are written together.
      const killed = await openDatabase(config, DEFAULT_MIGRATIONS_FOLDER, () => undefined);
      try {
        const bots = await killed.db
          .select({ botId: meetingBot.botId })
          .from(meetingBot)
          .where(eq(meetingBot.userId, owner.id));
        const kept = await killed.db.select({ botId: calendarMeeting.botId }).from(calendarMeeting);
        expect([0, meetings]).toContain(bots.length);
        expect(kept).toHaveLength(bots.length);
        await expectLedgerMatchesBalance(killed.db, owner.id);
      } finally {
        await killed.close();
      }

      // Its sync runs again in the next server once the killed one's lease (10 s here) is out.
      second = await startServerProcess(PORT, env);
      let listed: Schemas['Calendar'] | undefined;
      for (let waited = 0; waited < 150_000; waited += 500) {
        const calendars = await api<{ calendars: Schemas['Calendar'][] }>('/api/calendars', {
          token: owner.token,
        });
        listed = calendars.body.calendars[0];
        if (listed?.lastSyncedAt && listed.meetingCount === meetings) {
          const upcoming = await api<{ meetings: Schemas['CalendarMeeting'][] }>(
            '/api/calendar-meetings',
            { token: owner.token },
          );
          if (upcoming.body.meetings.every((meeting) => meeting.bot !== null)) break;
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(listed).toMatchObject({ syncError: null, meetingCount: meetings });
      second.child.kill('SIGTERM');
      await second.exited;
      second = undefined;

      const opened = await openDatabase(config, DEFAULT_MIGRATIONS_FOLDER, () => undefined);
      try {
        await expectOneBotEach(opened.db, owner.id, connected.body.id, meetings);
      } finally {
        await opened.close();
      }
    } finally {
      await feeds.close();
      if (first.child.exitCode === null) first.child.kill('SIGKILL');
      if (second) {
        second.child.kill('SIGKILL');
        await second.exited;
      }
    }
  }, 300_000);
});
