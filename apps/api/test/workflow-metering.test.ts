/**
 * Workflow actions metered on each test database: the plan's allowance first, then workflow
 * credits at 500 actions each, exactly once per key, never below zero under concurrent spends,
 * and refused with a clear message at zero.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_WORKFLOW_ACTIONS, spendWorkflowAction } from '../src/billing/workflow-actions.js';
import { workflowActionSpend } from '../src/billing/schema.js';
import { lockBalance } from '../src/credits/ledger.js';
import { profile } from '../src/db/schema.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import { startServer, type TestServer } from './support/server.js';

describe.each(testDatabases)('workflow action metering on $name', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  const db = () => server.app.db;
  const now = new Date();

  beforeAll(async () => {
    database = await kind.create();
    server = await startServer(database.config);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const spend = (userId: string, key: string) =>
    db().transaction((tx) => spendWorkflowAction(tx, { userId, key, now }));
  const settle = (userId: string, keys: string[]) =>
    Promise.allSettled(keys.map((key) => spend(userId, key)));

  async function newUser(userId: string, state: Partial<typeof profile.$inferInsert> = {}) {
    await db().transaction((tx) => lockBalance(tx, userId));
    if (Object.keys(state).length > 0)
      await db().update(profile).set(state).where(eq(profile.userId, userId));
  }
  const profileOf = async (userId: string) =>
    (await db().select().from(profile).where(eq(profile.userId, userId)))[0]!;

  it('spends the Free plan’s 10 actions once each, concurrently, then refuses with a clear message', async () => {
    await newUser('free-user');
    const keys = Array.from({ length: 14 }, (_, index) => `run-1:action-${index}`);
    const results = await settle('free-user', keys);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refusals = results.filter((r) => r.status === 'rejected');
    expect(refusals).toHaveLength(4);
    expect((refusals[0] as PromiseRejectedResult).reason).toMatchObject({
      code: 'payment_required',
      message: NO_WORKFLOW_ACTIONS,
    });
    expect((await profileOf('free-user')).workflowActionsUsed).toBe(10);
  });

  it('spends a key once, however often it is retried', async () => {
    await newUser('retrying-user');
    const results = await settle('retrying-user', Array(8).fill('run-9:action-0'));
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect((await profileOf('retrying-user')).workflowActionsUsed).toBe(1);
    const spends = await db()
      .select()
      .from(workflowActionSpend)
      .where(eq(workflowActionSpend.userId, 'retrying-user'));
    expect(spends).toHaveLength(1);
  });

  it('goes on to workflow credits, 500 actions each, and never below zero', async () => {
    await newUser('credits-user', { workflowActionsUsed: 10, workflowCredits: 1 });
    const keys = Array.from({ length: 505 }, (_, index) => `run-2:action-${index}`);
    const results = [] as PromiseSettledResult<string>[];
    for (let start = 0; start < keys.length; start += 50)
      results.push(...(await settle('credits-user', keys.slice(start, start + 50))));
    const spent = results.filter(
      (r): r is PromiseFulfilledResult<string> => r.status === 'fulfilled',
    );
    expect(spent).toHaveLength(500);
    expect(spent.every((r) => r.value === 'workflow_credits')).toBe(true);
    const account = await profileOf('credits-user');
    expect(account.workflowCredits).toBe(0);
    expect(account.workflowActionsUsed).toBe(10);
  });
});
