/**
 * Billing over the contract with the Razorpay adapter against the local fake of Razorpay's API:
 * the same flows the sandbox runs, with Razorpay's own signatures, its webhooks, a payment the
 * account does not capture on its own, and Razorpay being down.
 */
import { PLAN_ALLOWANCES } from '@convene/domain/billing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../src/contract/schemas.js';
import { profile } from '../src/db/schema.js';
import { signUp, type Account } from './support/accounts.js';
import { pglite, type TestDatabase } from './support/databases.js';
import { startFakeRazorpay, type FakeRazorpay } from './support/fake-razorpay/index.js';
import { client, startServer, type Client, type TestServer } from './support/server.js';

describe('billing through Razorpay (local fake)', () => {
  let razorpay: FakeRazorpay;
  let database: TestDatabase;
  let server: TestServer;
  let api: Client;

  beforeAll(async () => {
    razorpay = await startFakeRazorpay({ autoCapture: false });
    database = await pglite.create();
    server = await startServer(database.config, {
      payments: {
        kind: 'razorpay',
        keyId: razorpay.keyId,
        keySecret: razorpay.keySecret,
        webhookSecret: razorpay.webhookSecret,
        planIds: razorpay.planIds,
        baseUrl: razorpay.baseUrl,
      },
    });
    api = client(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    await razorpay?.close();
  });

  async function profileOf(userId: string) {
    const [row] = await server.app.db.select().from(profile).where(eq(profile.userId, userId));
    if (!row) throw new Error(`no profile for ${userId}`);
    return row;
  }

  /** Delivers a webhook as Razorpay would: the exact bytes it signed. */
  async function deliver({
    headers,
    rawBody,
  }: {
    headers: Record<string, string>;
    rawBody: string;
  }) {
    const response = await fetch(`${server.baseUrl}/api/webhooks/razorpay`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: rawBody,
    });
    return response.status;
  }

  async function subscribePro(account: Account): Promise<string> {
    const created = await api<Schemas['CreateSubscriptionResponse']>('/api/subscription/create', {
      token: account.token,
      json: { plan: 'pro', userId: account.id },
    });
    expect(created.body).toMatchObject({ checkout: 'razorpay', keyId: razorpay.keyId });
    const { subscriptionId } = created.body;
    const response = razorpay.pay(subscriptionId);
    const saved = await api('/api/subscription/save-subscription-details', {
      token: account.token,
      json: { response, selectedPlan: 'pro', userId: account.id },
    });
    expect(saved.status).toBe(200);
    const verified = await api('/api/subscription/verify-subscription', {
      token: account.token,
      json: { subscriptionId },
    });
    expect(verified.status).toBe(200);
    return subscriptionId;
  }

  it('subscribes with Razorpay’s own signature, renews by webhook once, and cancels at cycle end', async () => {
    const asha = await signUp(api, 'Asha');
    const subscriptionId = await subscribePro(asha);
    const created = razorpay.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/subscriptions',
    );
    expect(created?.body).toMatchObject({ plan_id: razorpay.planIds.pro, total_count: 120 });
    const live = await profileOf(asha.id);
    expect(live).toMatchObject({
      plan: 'pro',
      status: 'active',
      credits: PLAN_ALLOWANCES.pro.credits,
    });

    const { subscription, payment } = razorpay.renew(subscriptionId);
    const charged = razorpay.webhook('subscription.charged', {
      subscription,
      ...(payment ? { payment } : {}),
    });
    const statuses = await Promise.all(Array.from({ length: 5 }, () => deliver(charged)));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const renewed = await profileOf(asha.id);
    expect(renewed.credits).toBe(2 * PLAN_ALLOWANCES.pro.credits);
    expect(renewed.validUntil!.getTime()).toBe(subscription.current_end! * 1000);

    const cancelled = await api('/api/subscription/cancel', { token: asha.token });
    expect(cancelled.status).toBe(200);
    const cancel = razorpay.requests.find(
      (r) => r.path === `/v1/subscriptions/${subscriptionId}/cancel`,
    );
    expect(cancel?.body).toEqual({ cancel_at_cycle_end: 1 });
    expect(await profileOf(asha.id)).toMatchObject({
      plan: 'pro',
      status: 'active',
      cancelAtPeriodEnd: true,
    });
  });

  it('refuses a checkout answer signed with another secret', async () => {
    const ravi = await signUp(api, 'Ravi');
    const { body } = await api<Schemas['CreateSubscriptionResponse']>('/api/subscription/create', {
      token: ravi.token,
      json: { plan: 'teams', userId: ravi.id },
    });
    const response = razorpay.pay(body.subscriptionId);
    const forged = {
      ...response,
      razorpay_signature: response.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    };
    const saved = await api('/api/subscription/save-subscription-details', {
      token: ravi.token,
      json: { response: forged, selectedPlan: 'teams', userId: ravi.id },
    });
    expect(saved.status).toBe(400);
  });

  it('captures an authorised credit payment before crediting it, once', async () => {
    const gita = await signUp(api, 'Gita');
    const order = await api<Schemas['CreateCreditOrderResponse']>('/api/credits/create-order', {
      token: gita.token,
      json: { credits: 2 },
    });
    expect(order.body).toMatchObject({ checkout: 'razorpay', amount: 2 * 399 * 100 });
    const paid = razorpay.pay(order.body.orderId);
    expect(razorpay.payments.get(paid.razorpay_payment_id)?.status).toBe('authorized');
    const credited = await api<Schemas['UpdateCreditsResponse']>(
      `/api/credits/update-credit?paymentId=${paid.razorpay_payment_id}`,
      { token: gita.token },
    );
    expect(credited.body).toEqual({ success: true, creditsAdded: 2, totalCredits: 2 });
    expect(razorpay.payments.get(paid.razorpay_payment_id)?.status).toBe('captured');
    const captured = razorpay.webhook('payment.captured', {
      payment: razorpay.payments.get(paid.razorpay_payment_id)!,
    });
    expect(await deliver(captured)).toBe(200);
    expect((await profileOf(gita.id)).credits).toBe(2);
  });

  it('says the provider is unavailable when Razorpay fails, and keeps nothing', async () => {
    const dev = await signUp(api, 'Dev');
    razorpay.failNext(503);
    const refused = await api('/api/subscription/create', {
      token: dev.token,
      json: { plan: 'pro', userId: dev.id },
    });
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual({
      success: false,
      error: 'The payment provider is unavailable. Please try again.',
    });
    expect((await profileOf(dev.id)).pendingSubscriptionId).toBeNull();
  });

  it('has no sandbox checkout while Razorpay takes payments', async () => {
    const om = await signUp(api, 'Om');
    const pay = await api('/api/payments/sandbox/pay', {
      token: om.token,
      json: { orderId: 'order_anything001' },
    });
    expect(pay.status).toBe(404);
  });
});
