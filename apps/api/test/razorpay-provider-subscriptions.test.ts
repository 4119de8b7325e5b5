/**
 * The Razorpay adapter's subscriptions against a fake Razorpay: created, read, cancelled at the
 * period's end and moved to another plan, Checkout's signature of their first payment, and what
 * the fake itself refuses where the adapter never goes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type PaymentProvider,
  type SubscriptionCheckoutResponse,
} from '../src/providers/payments/port.js';
import { createRazorpayProvider } from '../src/providers/payments/razorpay.js';
import { startFakeRazorpay, type FakeRazorpay } from './support/fake-razorpay/index.js';
import { basic, fakeRazorpayPerSuite, refusal } from './support/razorpay-adapter.js';

describe('Razorpay adapter against a fake Razorpay', () => {
  const suite = fakeRazorpayPerSuite();
  const { seconds, config, paySubscription, requestsOf } = suite;
  let fake: FakeRazorpay;
  let razorpay: PaymentProvider;
  beforeAll(() => {
    ({ fake, razorpay } = suite);
  });

  it('names itself and gives Checkout the key id', () => {
    expect(razorpay.name).toBe('razorpay');
    expect(razorpay.keyId).toBe(fake.keyId);
  });

  it('creates a subscription for the plan with Basic auth, 120 cycles, one seat, Razorpay notifying and our notes', async () => {
    let created: Awaited<ReturnType<PaymentProvider['createSubscription']>> | undefined;
    const requests = await requestsOf(async () => {
      created = await razorpay.createSubscription({
        plan: 'pro',
        notes: { userId: 'user_1', organisationId: 'org_1' },
      });
    });
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/v1/subscriptions',
        body: {
          plan_id: fake.planIds.pro,
          total_count: 120,
          quantity: 1,
          customer_notify: 1,
          notes: { userId: 'user_1', organisationId: 'org_1' },
        },
        authorization: basic(fake.keyId, fake.keySecret),
      },
    ]);
    expect(created).toEqual({
      id: expect.stringMatching(/^sub_/),
      plan: 'pro',
      status: 'created',
      currentStart: null,
      currentEnd: null,
      paidCount: 0,
      hasScheduledChanges: false,
    });
    expect(fake.subscriptions.get(created?.id ?? '')).toMatchObject({
      plan_id: fake.planIds.pro,
      notes: { userId: 'user_1', organisationId: 'org_1' },
    });

    const teams = await razorpay.createSubscription({ plan: 'teams', notes: {} });
    expect(teams.plan).toBe('teams');
    expect(fake.subscriptions.get(teams.id)?.plan_id).toBe(fake.planIds.teams);
  });

  it('reads a paid subscription: active for one calendar month, one charge', async () => {
    const { id } = await razorpay.createSubscription({ plan: 'pro', notes: {} });
    paySubscription(id);
    let fetched: Awaited<ReturnType<PaymentProvider['fetchSubscription']>> | undefined;
    const requests = await requestsOf(async () => {
      fetched = await razorpay.fetchSubscription(id);
    });
    expect(requests).toEqual([
      {
        method: 'GET',
        path: `/v1/subscriptions/${id}`,
        body: null,
        authorization: basic(fake.keyId, fake.keySecret),
      },
    ]);
    expect(fetched).toEqual({
      id,
      plan: 'pro',
      status: 'active',
      currentStart: new Date('2030-01-31T10:00:00Z'),
      currentEnd: new Date('2030-02-28T10:00:00Z'),
      paidCount: 1,
      hasScheduledChanges: false,
    });
  });

  it('escapes the id in the path, and is refused for an id Razorpay does not have', async () => {
    const requests = await requestsOf(async () => {
      const error = await refusal(razorpay.fetchSubscription('sub_x/../../payments'));
      expect(error.status).toBe(400);
      expect(error.message).toBe('The id provided does not exist');
    });
    expect(requests.map((request) => request.path)).toEqual([
      '/v1/subscriptions/sub_x%2F..%2F..%2Fpayments',
    ]);
    expect((await refusal(razorpay.fetchPayment('pay_unknown'))).status).toBe(400);
  });

  it('reads a plan id this server does not know as plan null', async () => {
    const { id } = await razorpay.createSubscription({ plan: 'teams', notes: {} });
    const entity = fake.subscriptions.get(id);
    if (!entity) throw new Error('The fake lost the subscription');
    entity.plan_id = 'plan_someoneElses';
    expect((await razorpay.fetchSubscription(id)).plan).toBeNull();
  });

  it('is refused a subscription to a plan Razorpay does not have', async () => {
    const misconfigured = createRazorpayProvider(
      config({ planIds: { pro: 'plan_doesNotExist', teams: fake.planIds.teams } }),
    );
    const error = await refusal(misconfigured.createSubscription({ plan: 'pro', notes: {} }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('The id provided does not exist');
  });

  it('cancels at the end of the period: active until then, cancelled after, and not cancellable again', async () => {
    const { id } = await razorpay.createSubscription({ plan: 'pro', notes: {} });
    paySubscription(id);
    let cancelled: Awaited<ReturnType<PaymentProvider['fetchSubscription']>> | undefined;
    const requests = await requestsOf(async () => {
      cancelled = await razorpay.cancelSubscriptionAtPeriodEnd(id);
    });
    expect(requests).toEqual([
      {
        method: 'POST',
        path: `/v1/subscriptions/${id}/cancel`,
        body: { cancel_at_cycle_end: 1 },
        authorization: basic(fake.keyId, fake.keySecret),
      },
    ]);
    expect(cancelled).toMatchObject({ status: 'active', paidCount: 1 });
    expect(fake.subscriptions.get(id)?.end_at).toBe(seconds(new Date('2030-02-28T10:00:00Z')));

    expect(fake.renew(id).payment).toBeNull();
    expect(await razorpay.fetchSubscription(id)).toMatchObject({
      status: 'cancelled',
      paidCount: 1,
    });
    const again = await refusal(razorpay.cancelSubscriptionAtPeriodEnd(id));
    expect(again.status).toBe(400);
    expect(again.message).toBe('Subscription is not cancellable in cancelled status.');
  });

  it('changes the plan from the next cycle on', async () => {
    const { id } = await razorpay.createSubscription({ plan: 'pro', notes: {} });
    paySubscription(id);
    let changed: Awaited<ReturnType<PaymentProvider['changeSubscriptionPlan']>> | undefined;
    const requests = await requestsOf(async () => {
      changed = await razorpay.changeSubscriptionPlan(id, 'teams');
    });
    expect(requests).toEqual([
      {
        method: 'PATCH',
        path: `/v1/subscriptions/${id}`,
        body: { plan_id: fake.planIds.teams, schedule_change_at: 'cycle_end' },
        authorization: basic(fake.keyId, fake.keySecret),
      },
    ]);
    // Still Pro for the period paid for; the change waits.
    expect(changed).toMatchObject({ plan: 'pro', status: 'active', hasScheduledChanges: true });

    const { payment } = fake.renew(id);
    expect(payment).toMatchObject({ status: 'captured', amount: 239_900 });
    expect(await razorpay.fetchSubscription(id)).toEqual({
      id,
      plan: 'teams',
      status: 'active',
      currentStart: new Date('2030-02-28T10:00:00Z'),
      currentEnd: new Date('2030-03-28T10:00:00Z'),
      paidCount: 2,
      hasScheduledChanges: false,
    });
  });

  it('is refused a plan change on a subscription not yet paid for', async () => {
    const { id } = await razorpay.createSubscription({ plan: 'pro', notes: {} });
    const error = await refusal(razorpay.changeSubscriptionPlan(id, 'teams'));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/created/);
  });

  describe('subscriptionSignatureHolds', () => {
    let subscriptionId: string;
    let paid: SubscriptionCheckoutResponse;
    beforeAll(async () => {
      subscriptionId = (await razorpay.createSubscription({ plan: 'pro', notes: {} })).id;
      paid = paySubscription(subscriptionId);
    });

    it("holds for Checkout's fields on the subscription this server created", () => {
      expect(paid.razorpay_subscription_id).toBe(subscriptionId);
      expect(razorpay.subscriptionSignatureHolds(subscriptionId, paid)).toBe(true);
    });

    it("goes by this server's subscription id, not the browser's", async () => {
      const other = (await razorpay.createSubscription({ plan: 'teams', notes: {} })).id;
      // The browser names the subscription it paid for; this server expected another one.
      expect(razorpay.subscriptionSignatureHolds(other, paid)).toBe(false);
      // What the browser says its subscription is changes nothing.
      expect(
        razorpay.subscriptionSignatureHolds(subscriptionId, {
          ...paid,
          razorpay_subscription_id: other,
        }),
      ).toBe(true);
    });

    it('does not hold for a tampered payment id, a signature of the wrong length or another key secret', () => {
      expect(
        razorpay.subscriptionSignatureHolds(subscriptionId, {
          ...paid,
          // Another last character, whatever the random id ends with.
          razorpay_payment_id: `${paid.razorpay_payment_id.slice(0, -1)}${paid.razorpay_payment_id.endsWith('X') ? 'Y' : 'X'}`,
        }),
      ).toBe(false);
      expect(
        razorpay.subscriptionSignatureHolds(subscriptionId, {
          ...paid,
          razorpay_signature: paid.razorpay_signature.slice(0, -2),
        }),
      ).toBe(false);
      expect(
        razorpay.subscriptionSignatureHolds(subscriptionId, { ...paid, razorpay_signature: '' }),
      ).toBe(false);
      const otherSecret = createRazorpayProvider(config({ keySecret: 'another secret' }));
      expect(otherSecret.subscriptionSignatureHolds(subscriptionId, paid)).toBe(false);
    });
  });

  describe('the fake itself, where the adapter never goes', () => {
    const post = (path: string, body: unknown, authorization = basic(fake.keyId, fake.keySecret)) =>
      fetch(`${fake.baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it("answers a wrong or mis-written key with 401 and Razorpay's error body", async () => {
      const token = Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64');
      for (const authorization of [`BASIC ${token}`, basic(fake.keyId, 'nope')]) {
        const answer = await post('/v1/orders', { amount: 100, currency: 'INR' }, authorization);
        expect(answer.status).toBe(401);
        expect(await answer.json()).toMatchObject({
          error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' },
        });
      }
      const none = await fetch(`${fake.baseUrl}/v1/payments/pay_any`);
      expect(none.status).toBe(401);
    });

    it('refuses a subscription without total_count, and fields Razorpay does not take', async () => {
      const missing = await post('/v1/subscriptions', { plan_id: fake.planIds.pro });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({
        error: { code: 'BAD_REQUEST_ERROR', field: 'total_count' },
      });
      const extra = await post('/v1/subscriptions', {
        plan_id: fake.planIds.pro,
        total_count: 12,
        plan: 'pro',
      });
      expect(extra.status).toBe(400);
      expect(await extra.json()).toMatchObject({
        error: { description: 'plan is/are not required and should not be sent' },
      });
    });

    it('keeps one calendar month at the end of a short month and across the year', async () => {
      const { id } = await razorpay.createSubscription({ plan: 'pro', notes: {} });
      paySubscription(id);
      // 28 Feb to 28 Mar to 28 Apr: the day kept from February, not Jan 31's.
      fake.renew(id);
      fake.renew(id);
      const subscription = fake.subscriptions.get(id);
      expect(subscription).toMatchObject({ paid_count: 3, remaining_count: 117 });
      expect(new Date((subscription?.current_end ?? 0) * 1000).toISOString()).toBe(
        '2030-04-28T10:00:00.000Z',
      );
      const december = await startFakeRazorpay({
        clock: () => new Date('2030-12-31T23:30:00Z'),
      });
      try {
        const sub = await createRazorpayProvider({
          kind: 'razorpay',
          keyId: december.keyId,
          keySecret: december.keySecret,
          webhookSecret: null,
          planIds: december.planIds,
          baseUrl: december.baseUrl,
        }).createSubscription({ plan: 'teams', notes: {} });
        december.pay(sub.id as `sub_${string}`);
        expect(december.subscriptions.get(sub.id)?.current_end).toBe(
          seconds(new Date('2031-01-31T23:30:00Z')),
        );
      } finally {
        await december.close();
      }
    });
  });
});
