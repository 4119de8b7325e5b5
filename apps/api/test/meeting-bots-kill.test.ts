/**
 * Durable jobs survive their server being killed with SIGKILL: the server process started again on
 * the same data (a PGlite folder, or a Postgres database) dispatches a scheduled bot at its time,
 * exactly once, and the embedded simulator's meeting runs to done; and an agent test session the
 * killed server was running is still ended by its settlement job, charged once, with nobody
 * reading it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../src/contract/schemas.js';
import { DEFAULT_MIGRATIONS_FOLDER, type DatabaseConfig } from '../src/config.js';
import { openDatabase } from '../src/db/index.js';
import { agentTestSession } from '../src/agent-tests/schema.js';
import { creditLedger } from '../src/credits/schema.js';
import { simulatedMeeting } from '../src/providers/meeting-bots/simulator-schema.js';
import { signUp } from './support/accounts.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import { expectLedgerMatchesBalance } from './support/ledger.js';
import { client } from './support/server.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';

/**
 * This suite's own port, below the kernel's ephemeral range (32768-60999 on Linux, 49152-65535
 * elsewhere): a server another file starts on port 0, or any outbound connection, may be given a
 * port in that range and hold it. At three files at a time every start on 41010 exited at once.
 */
const PORT = 31_010;
const BASE = `http://127.0.0.1:${PORT}`;
const startProcess = (env: Record<string, string>) => startServerProcess(PORT, env);

describe.each(testDatabases)('a scheduled bot across kill -9 on $name', (kind) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let config: DatabaseConfig;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'convene-kill-'));

  beforeAll(async () => {
    database = await kind.create();
    config =
      database.config.kind === 'postgres'
        ? database.config
        : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
    env = {
      // The generated auth secret is kept in DATA_DIR whichever database runs.
      DATA_DIR: dataDir,
      ...(config.kind === 'postgres' ? { DATABASE_URL: config.url } : {}),
      BOT_SIMULATOR_JOIN_SECONDS: '0.5',
      AGENT_GREETING_SECONDS: '0.5',
      BOT_SIMULATOR_MEETING_SECONDS: '2',
      // The killed server's jobs are taken up after 10 s rather than a minute.
      JOBS_LEASE_SECONDS: '10',
    };
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is dispatched once by the server started after the kill, and its meeting reaches done', async () => {
    const api = client(BASE);
    const first = await startProcess(env);
    let second: ServerProcess | undefined;
    try {
      const owner = await signUp(api, 'Killer');
      expect((await api('/api/credits/refillFreeCredit', { token: owner.token })).status).toBe(200);
      const form = new FormData();
      for (const [field, value] of Object.entries({
        name: 'Standup helper',
        greetingMessage: 'Hello team',
        prompt: 'Run the standup.',
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
      expect(agent.status).toBe(201);
      const scheduleAt = new Date(Date.now() + 3_000).toISOString();
      const created = await api<{ bot: Schemas['MeetingBot'] }>('/api/meeting-bot/create', {
        token: owner.token,
        json: {
          name: 'Survivor',
          meetingUrl: 'https://meet.google.com/abc-defg-hij',
          agentId: agent.body.agent.agentId,
          scheduleAt,
        },
      });
      expect(created.status).toBe(201);
      first.child.kill('SIGKILL');
      await first.exited;

      // The join time passes while no server runs.
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, Date.parse(scheduleAt) - Date.now() + 500)),
      );
      second = await startProcess(env);
      let bot: Schemas['MeetingBot'] | undefined;
      for (let waited = 0; waited < 120_000; waited += 250) {
        const got = await api<{ bot: Schemas['MeetingBot'] }>(
          `/api/meeting-bot/get/${created.body.bot.botId}`,
          { token: owner.token },
        );
        bot = got.body.bot;
        if (bot.status === 'done' || bot.status === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(bot).toMatchObject({ status: 'done', simulated: true });
      second.child.kill('SIGTERM');
      await second.exited;
      second = undefined;

      const opened = await openDatabase(config, DEFAULT_MIGRATIONS_FOLDER, () => undefined);
      try {
        const meetings = await opened.db
          .select({ providerBotId: simulatedMeeting.providerBotId })
          .from(simulatedMeeting)
          .where(eq(simulatedMeeting.botId, created.body.bot.botId));
        expect(meetings).toHaveLength(1);
        await expectLedgerMatchesBalance(opened.db);
      } finally {
        await opened.close();
      }
    } finally {
      if (first.child.exitCode === null) first.child.kill('SIGKILL');
      if (second) {
        second.child.kill('SIGKILL');
        await second.exited;
      }
    }
  }, 300_000);
});

describe.each(testDatabases)('an agent test session across kill -9 on $name', (kind) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let config: DatabaseConfig;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'convene-kill-'));

  beforeAll(async () => {
    database = await kind.create();
    config =
      database.config.kind === 'postgres'
        ? database.config
        : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
    env = {
      DATA_DIR: dataDir,
      ...(config.kind === 'postgres' ? { DATABASE_URL: config.url } : {}),
      // Idle after 3 s, so the settlement job is due soon after the kill.
      AGENT_TEST_IDLE_MINUTES: '0.05',
      JOBS_LEASE_SECONDS: '10',
    };
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is ended by its job on the server started after the kill, its minute charged once', async () => {
    const api = client(BASE);
    const first = await startProcess(env);
    let second: ServerProcess | undefined;
    try {
      const owner = await signUp(api, 'Talker');
      expect((await api('/api/credits/refillFreeCredit', { token: owner.token })).status).toBe(200);
      const form = new FormData();
      for (const [field, value] of Object.entries({
        name: 'Nova',
        greetingMessage: 'Hi, I am Nova.',
        prompt: 'You answer questions about orders.',
        type: 'audio-agent',
        voice: 'female',
        mode: 'active',
        wakeWords: '',
      }))
        form.set(field, value);
      const agent = await api<{ agent: { agentId: string } }>('/api/ai-agent/create', {
        token: owner.token,
        form,
      });
      const started = await api<Schemas['AgentTestSessionResponse']>('/api/agent-test/sessions', {
        token: owner.token,
        json: { agentId: agent.body.agent.agentId },
      });
      expect(started.status).toBe(201);
      first.child.kill('SIGKILL');
      await first.exited;

      // The idle limit passes while no server runs; nobody reads the session afterwards.
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      second = await startProcess(env);
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      second.child.kill('SIGTERM');
      await second.exited;
      second = undefined;

      const opened = await openDatabase(config, DEFAULT_MIGRATIONS_FOLDER, () => undefined);
      try {
        const [session] = await opened.db
          .select()
          .from(agentTestSession)
          .where(eq(agentTestSession.id, started.body.session.sessionId));
        expect(session).toMatchObject({ status: 'ended', endReason: 'idle', minutesCharged: 1 });
        const charges = await opened.db
          .select()
          .from(creditLedger)
          .where(and(eq(creditLedger.userId, owner.id), eq(creditLedger.reason, 'agent_test')));
        expect(charges).toHaveLength(1);
        await expectLedgerMatchesBalance(opened.db);
      } finally {
        await opened.close();
      }
    } finally {
      if (first.child.exitCode === null) first.child.kill('SIGKILL');
      if (second) {
        second.child.kill('SIGKILL');
        await second.exited;
      }
    }
  }, 300_000);
});
