/**
 * Razorpay's webhooks: the signature formula against the SDK's own vectors, and deliveries from a
 * fake Razorpay read, or refused, by the adapter.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PaymentWebhookSignatureError,
  type PaymentProvider,
} from '../src/providers/payments/port.js';
import { createRazorpayProvider } from '../src/providers/payments/razorpay.js';
import { webhookSignature } from '../src/providers/payments/signatures.js';
import { type FakeRazorpay } from './support/fake-razorpay/index.js';
import { fakeRazorpayPerSuite } from './support/razorpay-adapter.js';

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
  const suite = fakeRazorpayPerSuite();
  const { now, config, paySubscription } = suite;
  let fake: FakeRazorpay;
  let razorpay: PaymentProvider;
  beforeAll(() => {
    ({ fake, razorpay } = suite);
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
});
