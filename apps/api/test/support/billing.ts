/**
 * The billing suites' server (on a clock of the test's, for renewals) and the billing page's calls
 * as it makes them, for billing-subscriptions.test.ts and billing-credits.test.ts.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Schemas } from '../../src/contract/schemas.js';
import { creditLedger } from '../../src/credits/schema.js';
import { profile } from '../../src/db/schema.js';
import { sandboxPaymentObject } from '../../src/providers/payments/sandbox-schema.js';
import { webhookSignature } from '../../src/providers/payments/signatures.js';
import type { Account } from './accounts.js';
import { TestClock } from './clock.js';
import type { TestDatabaseKind } from './databases.js';
import { serverPerSuite, TEST_WEBHOOK_SECRET } from './server.js';

type UserDetails = Schemas['UserDetails'];
type Subscribed = Schemas['CreateSubscriptionResponse'];
type Order = Schemas['CreateCreditOrderResponse'];
type PaidFields = Schemas['SandboxPaymentResponse'];
type Credited = Schemas['UpdateCreditsResponse'];

/** A server and database on `kind` for the enclosing describe block, and billing's calls on it. */
export function billingPerSuite(kind: TestDatabaseKind) {
  const clock = new TestClock();
  const suite = serverPerSuite(kind, { jobs: { clock: clock.read } });
  const { api } = suite;
  const db = () => suite.server.app.db;

  async function profileOf(userId: string) {
    const [row] = await db().select().from(profile).where(eq(profile.userId, userId));
    if (!row) throw new Error(`no profile for ${userId}`);
    return row;
  }
  const ledgerOf = (userId: string) =>
    db().select().from(creditLedger).where(eq(creditLedger.userId, userId));
  const snapshot = async (userId: string) => ({
    profile: await profileOf(userId),
    ledger: await ledgerOf(userId),
  });
  const details = async (account: Account) =>
    (await api<UserDetails>('/api/user', { token: account.token })).body.user;

  const createSubscription = (account: Account, plan: 'pro' | 'teams', userId = account.id) =>
    api<Subscribed>('/api/subscription/create', {
      token: account.token,
      json: { plan, userId },
    });
  const pay = (account: Account, target: { subscriptionId: string } | { orderId: string }) =>
    api<PaidFields>('/api/payments/sandbox/pay', { token: account.token, json: target });
  const save = (
    account: Account,
    response: PaidFields,
    plan: 'pro' | 'teams',
    userId = account.id,
  ) =>
    api('/api/subscription/save-subscription-details', {
      token: account.token,
      json: { response, selectedPlan: plan, userId },
    });
  const verify = (account: Account, subscriptionId: string) =>
    api('/api/subscription/verify-subscription', {
      token: account.token,
      json: { subscriptionId },
    });

  /** The whole subscribe flow of SPEC section 4, as the billing page runs it. */
  async function subscribe(account: Account, plan: 'pro' | 'teams'): Promise<string> {
    const created = await createSubscription(account, plan);
    expect(created.status).toBe(200);
    const { subscriptionId } = created.body;
    const paid = await pay(account, { subscriptionId });
    expect(paid.status).toBe(200);
    expect((await save(account, paid.body, plan)).status).toBe(200);
    expect((await verify(account, subscriptionId)).status).toBe(200);
    return subscriptionId;
  }

  async function order(account: Account, credits: number) {
    const created = await api<Order>('/api/credits/create-order', {
      token: account.token,
      json: { credits },
    });
    expect(created.status).toBe(200);
    return created.body;
  }
  const updateCredit = (account: Account, paymentId: string) =>
    api<Credited>(`/api/credits/update-credit?paymentId=${encodeURIComponent(paymentId)}`, {
      token: account.token,
    });

  /** A webhook as Razorpay sends it, signed over its exact body with the sandbox's secret. */
  async function webhook(
    event: string,
    entities: { subscription?: unknown; payment?: unknown },
    eventId: string,
    secret = TEST_WEBHOOK_SECRET,
  ) {
    const envelope = {
      entity: 'event',
      account_id: 'acc_sandbox',
      event,
      contains: Object.keys(entities),
      payload: Object.fromEntries(
        Object.entries(entities).map(([name, entity]) => [name, { entity }]),
      ),
      created_at: Math.floor(clock.read().getTime() / 1000),
    };
    const rawBody = JSON.stringify(envelope);
    return api('/api/webhooks/razorpay', {
      json: envelope,
      headers: {
        'x-razorpay-signature': webhookSignature(rawBody, secret),
        'x-razorpay-event-id': eventId,
      },
    });
  }
  async function sandboxEntity(id: string): Promise<Record<string, unknown>> {
    const [row] = await db()
      .select({ entity: sandboxPaymentObject.entity })
      .from(sandboxPaymentObject)
      .where(eq(sandboxPaymentObject.id, id));
    if (!row) throw new Error(`no sandbox object ${id}`);
    return row.entity;
  }

  return {
    clock,
    api,
    db,
    profileOf,
    ledgerOf,
    snapshot,
    details,
    createSubscription,
    pay,
    save,
    verify,
    subscribe,
    order,
    updateCredit,
    webhook,
    sandboxEntity,
  };
}
