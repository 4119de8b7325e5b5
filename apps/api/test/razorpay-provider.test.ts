import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PaymentsConfigError,
  paymentsConfigFromEnv,
  type RazorpayPaymentsConfig,
} from '../src/providers/payments/config.js';
import {
  PaymentRequestError,
  PaymentUnavailableError,
  PaymentWebhookSignatureError,
  type OrderCheckoutResponse,
  type PaymentProvider,
  type SubscriptionCheckoutResponse,
} from '../src/providers/payments/port.js';
import { createRazorpayProvider } from '../src/providers/payments/razorpay.js';
import { orderSignature, webhookSignature } from '../src/providers/payments/signatures.js';
import { startFakeRazorpay, type FakeRazorpay } from './support/fake-razorpay.js';

/**
 * The `payment.captured` sample of razorpay-node's `documents/paymentVerfication.md`, whose
 * `JSON.stringify` (983 bytes) the SDK's docs sign with the secret `123456`.
 */
const SDK_PAYMENT_CAPTURED = {
  entity: 'event',
  account_id: 'acc_Hn1ukn2d32Fqww',
  event: 'payment.captured',
  contains: ['payment'],
  payload: {
    payment: {
      entity: {
        id: 'pay_JRP3Y66cNcf2qF',
        entity: 'payment',
        amount: 2244,
        currency: 'INR',
        status: 'captured',
        order_id: 'order_JROxH1kSf9IR6d',
        invoice_id: null,
        international: false,
        method: 'card',
        amount_refunded: 0,
        refund_status: null,
        captured: true,
        description: '#J9iMHZMUTJlod8',
        card_id: 'card_JRP3YBkFQYCmnR',
        card: {
          id: 'card_JRP3YBkFQYCmnR',
          entity: 'card',
          name: 'ankit das',
          last4: '4366',
          network: 'Visa',
          type: 'credit',
          issuer: 'UTIB',
          international: false,
          emi: true,
          sub_type: 'consumer',
          token_iin: null,
        },
        bank: null,
        wallet: null,
        vpa: null,
        email: 'you@example.com',
        contact: '+917000569565',
        notes: { policy_name: 'Jeevan Bima' },
        fee: 45,
        tax: 0,
        error_code: null,
        error_description: null,
        error_source: null,
        error_step: null,
        error_reason: null,
        acquirer_data: { auth_code: '548669' },
        created_at: 1651722469,
      },
    },
  },
  created_at: 1651722476,
};

describe('Razorpay webhook signature test vectors', () => {
  it("signs the SDK docs' payment.captured sample as the docs say", () => {
    const rawBody = JSON.stringify(SDK_PAYMENT_CAPTURED);
    expect(Buffer.byteLength(rawBody)).toBe(983);
    expect(webhookSignature(rawBody, '123456')).toBe(
      '55d3c166391ec51285b388f1bb9f0ba9b13dde1bece4484aaac6edd34a01459a',
    );
  });

  it("signs the SDK's own unit-test body as its test expects", () => {
    // razorpay-node test/utils/razorpay-utils.spec.js, validateWebhookSignature.
    expect(webhookSignature('{"a":1,"b":2,"c":{"d":3}}', '123456')).toBe(
      '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc',
    );
  });

  it('reads the SDK sample through the adapter', () => {
    const rawBody = JSON.stringify(SDK_PAYMENT_CAPTURED);
    const provider = createRazorpayProvider({
      kind: 'razorpay',
      keyId: 'rzp_test_x',
      keySecret: 'secret',
      webhookSecret: '123456',
      planIds: { pro: 'plan_pro', teams: 'plan_teams' },
      baseUrl: 'http://127.0.0.1:9',
    });
    const event = provider.readWebhook({
      headers: {
        'x-razorpay-signature': '55d3c166391ec51285b388f1bb9f0ba9b13dde1bece4484aaac6edd34a01459a',
        'x-razorpay-event-id': 'evt_sample',
      },
      rawBody,
    });
    expect(event).toEqual({
      eventId: 'evt_sample',
      event: 'payment.captured',
      subscription: null,
      payment: {
        id: 'pay_JRP3Y66cNcf2qF',
        status: 'captured',
        amount: 2244,
        currency: 'INR',
        orderId: 'order_JROxH1kSf9IR6d',
        subscriptionId: null,
      },
    });
  });
});

describe('Razorpay adapter against a fake Razorpay', () => {
  let fake: FakeRazorpay;
  let razorpay: PaymentProvider;
  // The end of January, so that "one calendar month" has to stop at the end of February.
  const now = new Date('2030-01-31T10:00:00Z');
  const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
  const config = (overrides: Partial<RazorpayPaymentsConfig> = {}): RazorpayPaymentsConfig => ({
    kind: 'razorpay',
    keyId: fake.keyId,
    keySecret: fake.keySecret,
    webhookSecret: fake.webhookSecret,
    planIds: fake.planIds,
    baseUrl: fake.baseUrl,
    ...overrides,
  });
  const basic = (keyId: string, keySecret: string) =>
    `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const paySubscription = (id: string): SubscriptionCheckoutResponse =>
    fake.pay(id as `sub_${string}`);
  const payOrder = (id: string): OrderCheckoutResponse => fake.pay(id as `order_${string}`);
  /** The requests made while `run` ran. */
  async function requestsOf(run: () => Promise<unknown>) {
    const before = fake.requests.length;
    await run();
    return fake.requests.slice(before);
  }
  async function refusal(promise: Promise<unknown>): Promise<PaymentRequestError> {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PaymentRequestError);
    return error as PaymentRequestError;
  }

  beforeAll(async () => {
    fake = await startFakeRazorpay({ clock: () => now });
    razorpay = createRazorpayProvider(config());
  });
  afterAll(() => fake.close());

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

  it('creates an order and reads its captured payment', async () => {
    let order: Awaited<ReturnType<PaymentProvider['createOrder']>> | undefined;
    const requests = await requestsOf(async () => {
      order = await razorpay.createOrder({
        amount: 37_900,
        currency: 'INR',
        receipt: 'credits_123',
        notes: { userId: 'user_1', credits: '1' },
      });
    });
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/v1/orders',
        body: {
          amount: 37_900,
          currency: 'INR',
          receipt: 'credits_123',
          notes: { userId: 'user_1', credits: '1' },
        },
        authorization: basic(fake.keyId, fake.keySecret),
      },
    ]);
    expect(order).toEqual({
      id: expect.stringMatching(/^order_/),
      amount: 37_900,
      currency: 'INR',
    });

    const paid = payOrder(order?.id ?? '');
    // The fake signs as Checkout does; our formula must agree with it.
    expect(paid.razorpay_signature).toBe(
      orderSignature(paid.razorpay_order_id, paid.razorpay_payment_id, fake.keySecret),
    );
    const fetched = await requestsOf(async () => {
      expect(await razorpay.fetchPayment(paid.razorpay_payment_id)).toEqual({
        id: paid.razorpay_payment_id,
        status: 'captured',
        amount: 37_900,
        currency: 'INR',
        orderId: order?.id,
        subscriptionId: null,
      });
    });
    expect(fetched.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: `/v1/payments/${paid.razorpay_payment_id}`, body: null },
    ]);
    expect(fake.orders.get(order?.id ?? '')?.status).toBe('paid');
  });

  it('is refused orders Razorpay refuses: under a rupee, or a receipt over 40 characters', async () => {
    const small = await refusal(
      razorpay.createOrder({ amount: 99, currency: 'INR', receipt: 'r', notes: {} }),
    );
    expect(small.message).toBe('The amount must be atleast INR 1.00');
    const long = await refusal(
      razorpay.createOrder({ amount: 100, currency: 'INR', receipt: 'r'.repeat(41), notes: {} }),
    );
    expect(long.status).toBe(400);
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
          razorpay_payment_id: `${paid.razorpay_payment_id.slice(0, -1)}X`,
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

  describe('webhooks', () => {
    it('reads a signed delivery: its event id, event, subscription and payment', async () => {
      const { id } = await razorpay.createSubscription({ plan: 'pro', notes: {} });
      const paid = paySubscription(id);
      const subscription = fake.subscriptions.get(id);
      const payment = fake.payments.get(paid.razorpay_payment_id);
      const delivery = fake.webhook('subscription.charged', { subscription, payment }, 'evt_1');
      expect(JSON.parse(delivery.rawBody)).toMatchObject({
        entity: 'event',
        account_id: fake.accountId,
        event: 'subscription.charged',
        contains: ['subscription', 'payment'],
        payload: { subscription: { entity: { id } }, payment: { entity: { id: payment?.id } } },
      });
      expect(razorpay.readWebhook(delivery)).toEqual({
        eventId: 'evt_1',
        event: 'subscription.charged',
        subscription: {
          id,
          plan: 'pro',
          status: 'active',
          currentStart: new Date(now),
          currentEnd: new Date('2030-02-28T10:00:00Z'),
          paidCount: 1,
          hasScheduledChanges: false,
        },
        payment: {
          id: paid.razorpay_payment_id,
          status: 'captured',
          amount: 119_900,
          currency: 'INR',
          orderId: payment?.order_id,
          // Razorpay's payment entity names no subscription: billing goes by the subscription entity.
          subscriptionId: null,
        },
      });
      // The fake's own event id when none is asked for.
      const unnamed = fake.webhook('subscription.activated', { subscription });
      expect(razorpay.readWebhook(unnamed).eventId).toBe(unnamed.headers['x-razorpay-event-id']);
    });

    it('names an event without an event id header by its body, the same on every redelivery', () => {
      const { headers, rawBody } = fake.webhook('order.paid', {});
      const { 'x-razorpay-event-id': _eventId, ...withoutId } = headers;
      const first = razorpay.readWebhook({ headers: withoutId, rawBody });
      expect(first.eventId).toMatch(/^body:[0-9a-f]{64}$/);
      expect(razorpay.readWebhook({ headers: withoutId, rawBody }).eventId).toBe(first.eventId);
    });

    it('refuses a wrong secret, an altered or re-spaced body, a missing header and a missing secret', async () => {
      const { id } = await razorpay.createSubscription({ plan: 'pro', notes: {} });
      const good = fake.webhook('subscription.cancelled', {
        subscription: fake.subscriptions.get(id),
      });
      expect(razorpay.readWebhook(good).event).toBe('subscription.cancelled');
      const { 'x-razorpay-signature': _signature, ...unsigned } = good.headers;
      const refusals: Array<[string, () => unknown]> = [
        [
          'a wrong secret',
          () =>
            createRazorpayProvider(config({ webhookSecret: 'not the secret' })).readWebhook(good),
        ],
        [
          'an altered body',
          () =>
            razorpay.readWebhook({
              ...good,
              rawBody: good.rawBody.replace('"status":"created"', '"status":"active"'),
            }),
        ],
        [
          'a re-spaced body',
          () =>
            razorpay.readWebhook({
              ...good,
              rawBody: JSON.stringify(JSON.parse(good.rawBody), null, 2),
            }),
        ],
        ['a missing header', () => razorpay.readWebhook({ ...good, headers: unsigned })],
        [
          'a missing secret',
          () => createRazorpayProvider(config({ webhookSecret: null })).readWebhook(good),
        ],
        [
          "the key secret's signature",
          () =>
            razorpay.readWebhook({
              ...good,
              headers: {
                ...good.headers,
                'x-razorpay-signature': webhookSignature(good.rawBody, fake.keySecret),
              },
            }),
        ],
      ];
      expect(good.rawBody).toContain('"status":"created"');
      for (const [name, read] of refusals) expect(read, name).toThrow(PaymentWebhookSignatureError);
    });
  });

  describe('errors', () => {
    it('is refused with 401 and Razorpay’s description for a wrong key secret or key id', async () => {
      for (const overrides of [{ keySecret: 'wrong' }, { keyId: 'rzp_test_wrong' }]) {
        const wrong = createRazorpayProvider(config(overrides));
        const error = await refusal(wrong.fetchSubscription('sub_any'));
        expect(error.status).toBe(401);
        expect(error.message).toBe('The api key provided is invalid');
      }
    });

    it.each([503, 500, 502, 429])(
      'answers HTTP %i as unavailable, naming Razorpay and the status',
      async (status) => {
        fake.failNext(status);
        const error = await razorpay
          .createSubscription({ plan: 'pro', notes: {} })
          .catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(PaymentUnavailableError);
        expect((error as Error).message).toContain('Razorpay');
        expect((error as Error).message).toContain(String(status));
      },
    );

    it('answers another 4xx as a refusal with its description, or the status when there is none', async () => {
      fake.failNext(400, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Something Razorpay disliked' },
      });
      const described = await refusal(razorpay.fetchPayment('pay_any'));
      expect(described).toMatchObject({ status: 400, message: 'Something Razorpay disliked' });
      fake.failNext(404, 'Not here');
      const bare = await refusal(razorpay.fetchPayment('pay_any'));
      expect(bare.status).toBe(404);
      expect(bare.message).toContain('Razorpay answered HTTP 404 to GET /v1/payments/pay_any');
    });

    it('answers a 2xx that is not the entity asked for as unavailable', async () => {
      fake.failNext(200, { hello: 'world' });
      await expect(razorpay.fetchSubscription('sub_any')).rejects.toThrow(PaymentUnavailableError);
      fake.failNext(200, { id: 'pay_1', entity: 'payment' });
      await expect(razorpay.fetchPayment('pay_1')).rejects.toThrow(PaymentUnavailableError);
      fake.failNext(200, []);
      await expect(
        razorpay.createOrder({ amount: 100, currency: 'INR', receipt: 'r', notes: {} }),
      ).rejects.toThrow(PaymentUnavailableError);
    });

    it('answers a closed port as unavailable', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const { port } = closed.address() as AddressInfo;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const gone = createRazorpayProvider(config({ baseUrl: `http://127.0.0.1:${port}` }));
      const error = await gone.fetchSubscription('sub_any').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PaymentUnavailableError);
      expect((error as Error).message).toMatch(/^Razorpay could not be reached/);
    });

    it('gives up after 30 seconds without an answer', async () => {
      const silent = createServer(() => {
        // Never answers.
      });
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const timeout = AbortSignal.timeout.bind(AbortSignal);
      // The adapter asks for 30 s; the test waits 50 ms of it.
      const spy = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => timeout(50));
      try {
        const { port } = silent.address() as AddressInfo;
        const slow = createRazorpayProvider(config({ baseUrl: `http://127.0.0.1:${port}` }));
        await expect(slow.fetchPayment('pay_any')).rejects.toThrow(PaymentUnavailableError);
        expect(spy).toHaveBeenCalledWith(30_000);
      } finally {
        spy.mockRestore();
        silent.closeAllConnections();
        await new Promise<void>((resolve) => silent.close(() => resolve()));
      }
    });
  });

  describe('capture, with auto-capture off', () => {
    let manual: FakeRazorpay;
    let provider: PaymentProvider;
    beforeAll(async () => {
      manual = await startFakeRazorpay({ autoCapture: false });
      provider = createRazorpayProvider({
        kind: 'razorpay',
        keyId: manual.keyId,
        keySecret: manual.keySecret,
        webhookSecret: manual.webhookSecret,
        planIds: manual.planIds,
        baseUrl: manual.baseUrl,
      });
    });
    afterAll(() => manual.close());

    it('leaves the payment authorized until it is captured for its amount, once', async () => {
      const order = await provider.createOrder({
        amount: 75_800,
        currency: 'INR',
        receipt: 'credits_2',
        notes: {},
      });
      const paid = manual.pay(order.id as `order_${string}`);
      const paymentId = paid.razorpay_payment_id;
      expect(await provider.fetchPayment(paymentId)).toMatchObject({
        status: 'authorized',
        amount: 75_800,
        orderId: order.id,
      });
      expect(manual.orders.get(order.id)?.status).toBe('attempted');

      const short = await refusal(provider.capturePayment(paymentId, 75_700, 'INR'));
      expect(short).toMatchObject({
        status: 400,
        message: 'Capture amount must be equal to the amount authorized',
      });

      const before = manual.requests.length;
      expect(await provider.capturePayment(paymentId, 75_800, 'INR')).toEqual({
        id: paymentId,
        status: 'captured',
        amount: 75_800,
        currency: 'INR',
        orderId: order.id,
        subscriptionId: null,
      });
      expect(manual.requests.slice(before)).toEqual([
        {
          method: 'POST',
          path: `/v1/payments/${paymentId}/capture`,
          body: { amount: 75_800, currency: 'INR' },
          authorization: basic(manual.keyId, manual.keySecret),
        },
      ]);
      expect(manual.orders.get(order.id)).toMatchObject({ status: 'paid', amount_paid: 75_800 });

      const again = await refusal(provider.capturePayment(paymentId, 75_800, 'INR'));
      expect(again.message).toBe('This payment has already been captured');
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

describe('paymentsConfigFromEnv', () => {
  const all = {
    RAZORPAY_KEY_ID: 'rzp_live_abc',
    RAZORPAY_KEY_SECRET: 'key secret',
    RAZORPAY_WEBHOOK_SECRET: 'webhook secret',
    RAZORPAY_PLAN_PRO: 'plan_pro1',
    RAZORPAY_PLAN_TEAMS: 'plan_teams1',
  };

  it('is the sandbox by default, signing with the secret kept beside the data', () => {
    const kept = vi.fn(() => 'kept-secret');
    expect(paymentsConfigFromEnv({}, kept)).toEqual({
      kind: 'sandbox',
      keySecret: 'kept-secret:key',
      webhookSecret: 'kept-secret:webhook',
    });
    // PAYMENTS_SANDBOX_SECRET, when set, is used instead.
    kept.mockClear();
    expect(paymentsConfigFromEnv({ PAYMENTS_SANDBOX_SECRET: 'given' }, kept)).toEqual({
      kind: 'sandbox',
      keySecret: 'given:key',
      webhookSecret: 'given:webhook',
    });
    expect(kept).not.toHaveBeenCalled();
  });

  it('is Razorpay with all its variables', () => {
    const sandboxSecret = vi.fn(() => 'unused');
    expect(paymentsConfigFromEnv(all, sandboxSecret)).toEqual({
      kind: 'razorpay',
      keyId: 'rzp_live_abc',
      keySecret: 'key secret',
      webhookSecret: 'webhook secret',
      planIds: { pro: 'plan_pro1', teams: 'plan_teams1' },
      baseUrl: 'https://api.razorpay.com',
    });
    expect(sandboxSecret).not.toHaveBeenCalled();
    expect(
      paymentsConfigFromEnv(
        { ...all, RAZORPAY_WEBHOOK_SECRET: '', RAZORPAY_BASE_URL: 'http://127.0.0.1:4010/' },
        sandboxSecret,
      ),
    ).toMatchObject({ webhookSecret: null, baseUrl: 'http://127.0.0.1:4010' });
  });

  it('lists what is missing when RAZORPAY_KEY_ID is set', () => {
    const secret = () => 'unused';
    expect(() => paymentsConfigFromEnv({ RAZORPAY_KEY_ID: 'rzp_live_abc' }, secret)).toThrow(
      new PaymentsConfigError(
        'RAZORPAY_KEY_ID is set but RAZORPAY_KEY_SECRET, RAZORPAY_PLAN_PRO, RAZORPAY_PLAN_TEAMS are not',
      ),
    );
    const { RAZORPAY_PLAN_TEAMS: _teams, ...withoutTeams } = all;
    expect(() => paymentsConfigFromEnv(withoutTeams, secret)).toThrow(
      /is set but RAZORPAY_PLAN_TEAMS is not$/,
    );
    expect(() => paymentsConfigFromEnv(withoutTeams, secret)).toThrow(PaymentsConfigError);
  });

  it('drives the adapter against the fake from the environment', async () => {
    const fake = await startFakeRazorpay();
    try {
      const config = paymentsConfigFromEnv(
        {
          RAZORPAY_KEY_ID: fake.keyId,
          RAZORPAY_KEY_SECRET: fake.keySecret,
          RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
          RAZORPAY_PLAN_PRO: fake.planIds.pro,
          RAZORPAY_PLAN_TEAMS: fake.planIds.teams,
          RAZORPAY_BASE_URL: `${fake.baseUrl}/`,
        },
        () => 'unused',
      );
      if (config.kind !== 'razorpay') throw new Error('Expected the Razorpay configuration');
      const provider = createRazorpayProvider(config);
      const created = await provider.createSubscription({ plan: 'teams', notes: {} });
      expect(created.plan).toBe('teams');
      expect(fake.requests.at(-1)?.path).toBe('/v1/subscriptions');
    } finally {
      await fake.close();
    }
  });
});
