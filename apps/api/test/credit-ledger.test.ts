/**
 * The credit ledger and the Free plan's refill on each test database: a key moves money once,
 * concurrent changes keep the ledger's sum equal to the balance, concurrent refills refill once,
 * and a refill that is not due (period running, live paid plan) writes nothing.
 */
import { FREE_PLAN_MONTHLY_CREDITS } from '@convene/domain/limits';
import { oneCalendarMonthAfter } from '@convene/domain/credits';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../src/contract/schemas.js';
import { changeCredits } from '../src/credits/ledger.js';
import { creditLedger } from '../src/credits/schema.js';
import { profile } from '../src/db/schema.js';
import { signUp, type Account } from './support/accounts.js';
import { testDatabases } from './support/databases.js';
import { expectLedgerMatchesBalance } from './support/ledger.js';
import { serverPerSuite } from './support/server.js';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabases)('credit ledger on $name', (kind) => {
  const suite = serverPerSuite(kind);
  const { api } = suite;
  const db = () => suite.server.app.db;

  const refill = (account: Account) =>
    api<{ success: boolean }>('/api/credits/refillFreeCredit', { token: account.token });

  const ledgerOf = (userId: string) =>
    db().select().from(creditLedger).where(eq(creditLedger.userId, userId));

  async function profileOf(userId: string) {
    const [row] = await db().select().from(profile).where(eq(profile.userId, userId));
    if (!row) throw new Error(`no profile for ${userId}`);
    return row;
  }

  /** Sets the balance through the ledger, as any change must be made. */
  const setCredits = async (userId: string, credits: number, key: string) => {
    const { credits: current } = await profileOf(userId);
    await db().transaction((tx) =>
      changeCredits(tx, {
        userId,
        change: credits - current,
        reason: 'bot_call',
        idempotencyKey: key,
      }),
    );
  };

  /** Plan and period state written directly: they are not money. */
  const setProfile = (userId: string, state: Partial<typeof profile.$inferInsert>) =>
    db().update(profile).set(state).where(eq(profile.userId, userId));

  /** The profile and the ledger as they stand, to compare before and after a refusal. */
  const snapshot = async (userId: string) => ({
    profile: await profileOf(userId),
    ledger: await ledgerOf(userId),
  });

  describe('changes', () => {
    it('moves money once for an idempotency key used twice', async () => {
      const account = await signUp(api, 'Twice');
      const entry = {
        userId: account.id,
        change: 2.5,
        reason: 'purchase' as const,
        idempotencyKey: `test-purchase:${account.id}`,
        paymentId: 'pay_1',
      };
      expect(await db().transaction((tx) => changeCredits(tx, entry))).toBe(2.5);
      expect(await db().transaction((tx) => changeCredits(tx, entry))).toBeNull();

      expect((await profileOf(account.id)).credits).toBe(2.5);
      expect(await ledgerOf(account.id)).toEqual([
        expect.objectContaining({ change: 2.5, balanceAfter: 2.5, paymentId: 'pay_1' }),
      ]);
      await expectLedgerMatchesBalance(db(), account.id);
    });

    it('keeps the ledger sum equal to the balance under 50 concurrent changes', async () => {
      const account = await signUp(api, 'Busy');
      // Adds and takes, with every fifth key sent twice: 40 distinct changes.
      const changes = Array.from({ length: 50 }, (_, i) => ({
        userId: account.id,
        change: i % 2 === 0 ? 1.25 : -0.016667,
        reason: i % 2 === 0 ? ('purchase' as const) : ('bot_call' as const),
        idempotencyKey: `test-busy:${account.id}:${i % 5 === 4 ? i - 1 : i}`,
      }));
      const results = await Promise.all(
        changes.map((entry) => db().transaction((tx) => changeCredits(tx, entry))),
      );

      expect(results.filter((balance) => balance === null)).toHaveLength(10);
      const ledger = await ledgerOf(account.id);
      expect(ledger).toHaveLength(40);
      // Each change started from the balance the previous one left: the balances after are a chain.
      const afters = new Set(ledger.map((row) => row.balanceAfter.toFixed(6)));
      for (const row of ledger) {
        const before = Number((row.balanceAfter - row.change).toFixed(6));
        expect(before === 0 || afters.has(before.toFixed(6)), `${before} precedes a row`).toBe(
          true,
        );
      }
      await expectLedgerMatchesBalance(db(), account.id);
    });
  });

  describe('the Free plan refill', () => {
    it('gives a new user 0.5 credit until one calendar month later, shown in the user details', async () => {
      const account = await signUp(api, 'Newcomer');
      const before = Date.now();
      const response = await refill(account);
      const after = Date.now();

      expect(response).toMatchObject({ status: 200, body: { success: true } });
      const row = await profileOf(account.id);
      expect(row.credits).toBe(FREE_PLAN_MONTHLY_CREDITS);
      const until = row.creditsValidUntil?.getTime() ?? 0;
      expect(until).toBeGreaterThanOrEqual(oneCalendarMonthAfter(new Date(before)).getTime());
      expect(until).toBeLessThanOrEqual(oneCalendarMonthAfter(new Date(after)).getTime());
      expect(await ledgerOf(account.id)).toEqual([
        expect.objectContaining({
          change: 0.5,
          balanceAfter: 0.5,
          reason: 'free_refill',
          idempotencyKey: `free-refill:${account.id}:first`,
        }),
      ]);

      const details = await api<Schemas['UserDetails']>('/api/user', { token: account.token });
      expect(details.body.user.publicMetadata).toMatchObject({
        credits: 0.5,
        creditsValidUntil: row.creditsValidUntil?.toISOString(),
      });
      expect(details.body.user.credits.creditsValidUntil).toBe(
        row.creditsValidUntil?.toISOString(),
      );
      await expectLedgerMatchesBalance(db(), account.id);
    });

    it('refills once under 20 concurrent calls', async () => {
      const account = await signUp(api, 'Eager');
      const responses = await Promise.all(Array.from({ length: 20 }, () => refill(account)));

      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(await ledgerOf(account.id)).toHaveLength(1);
      expect((await profileOf(account.id)).credits).toBe(0.5);
      await expectLedgerMatchesBalance(db(), account.id);
    });

    it('writes nothing while the period runs', async () => {
      const account = await signUp(api, 'Patient');
      await refill(account);
      const refilled = await snapshot(account.id);

      expect(await refill(account)).toMatchObject({ status: 200, body: { success: true } });
      expect(await snapshot(account.id)).toEqual(refilled);
    });

    it('writes nothing for a live paid plan, and refills one that has lapsed', async () => {
      const account = await signUp(api, 'Subscriber');
      await setProfile(account.id, {
        plan: 'pro',
        status: 'active',
        validUntil: new Date(Date.now() + 10 * DAY),
      });
      const paid = await snapshot(account.id);
      expect(await refill(account)).toMatchObject({ status: 200, body: { success: true } });
      expect(await snapshot(account.id)).toEqual(paid);

      await setProfile(account.id, { validUntil: new Date(Date.now() - DAY) });
      await refill(account);
      expect((await profileOf(account.id)).credits).toBe(0.5);
      await expectLedgerMatchesBalance(db(), account.id);
    });

    it('tops up what is left once the period has passed, under a key of the period it replaces', async () => {
      const account = await signUp(api, 'Returning');
      await refill(account);
      await setCredits(account.id, 0.15, `test-spent:${account.id}`);
      const lapsed = new Date(Date.now() - DAY);
      await setProfile(account.id, { creditsValidUntil: lapsed });

      await refill(account);

      const row = await profileOf(account.id);
      expect(row.credits).toBe(0.5);
      expect(row.creditsValidUntil!.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
      expect(await ledgerOf(account.id)).toContainEqual(
        expect.objectContaining({
          change: 0.35,
          reason: 'free_refill',
          idempotencyKey: `free-refill:${account.id}:${lapsed.toISOString()}`,
        }),
      );
      await expectLedgerMatchesBalance(db(), account.id);
    });

    it('keeps a balance above 0.5 and moves only the period, with no ledger row', async () => {
      const account = await signUp(api, 'Saver');
      await setCredits(account.id, 3, `test-bought:${account.id}`);
      const bought = await ledgerOf(account.id);

      await refill(account);

      const row = await profileOf(account.id);
      expect(row.credits).toBe(3);
      expect(row.creditsValidUntil!.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
      expect(await ledgerOf(account.id)).toEqual(bought);
      await expectLedgerMatchesBalance(db(), account.id);
    });

    it('refuses a caller who is not signed in', async () => {
      expect((await api('/api/credits/refillFreeCredit')).status).toBe(401);
    });
  });

  it('notices a balance changed outside the ledger', async () => {
    const account = await signUp(api, 'Bypass');
    await setProfile(account.id, { credits: 1 });
    await expect(expectLedgerMatchesBalance(db(), account.id)).rejects.toThrow(
      'users whose credits differ from the sum of their ledger',
    );
    await setProfile(account.id, { credits: 0 });
  });

  it('leaves every user of the suite with a ledger that sums to their balance', async () => {
    await expectLedgerMatchesBalance(db());
  });
});
