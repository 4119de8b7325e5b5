/**
 * The Razorpay adapter's orders against a fake Razorpay: created, paid in Checkout and their
 * payments read, and captured when the Dashboard's auto-capture is off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentProvider } from '../src/providers/payments/port.js';
import { createRazorpayProvider } from '../src/providers/payments/razorpay.js';
import { orderSignature } from '../src/providers/payments/signatures.js';
import { startFakeRazorpay, type FakeRazorpay } from './support/fake-razorpay/index.js';
import { basic, fakeRazorpayPerSuite, refusal } from './support/razorpay-adapter.js';

describe('Razorpay adapter against a fake Razorpay', () => {
  const suite = fakeRazorpayPerSuite();
  const { payOrder, requestsOf } = suite;
  let fake: FakeRazorpay;
  let razorpay: PaymentProvider;
  beforeAll(() => {
    ({ fake, razorpay } = suite);
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
});
