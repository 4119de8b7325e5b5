import { afterEach, describe, expect, it, vi } from 'vitest';
import { openRazorpayCheckout, type CheckoutRequest } from './checkout';

type Handlers = {
  options: Record<string, unknown>;
  failed?: (response: { error: { description?: string } }) => void;
  opened: boolean;
};

/** Razorpay's Checkout as its script defines it on window, recording what it was opened with. */
function stubRazorpay(): Handlers[] {
  const made: Handlers[] = [];
  class Razorpay {
    private readonly record: Handlers;
    constructor(options: Record<string, unknown>) {
      this.record = { options, opened: false };
      made.push(this.record);
    }
    on(_event: 'payment.failed', handler: Handlers['failed']) {
      this.record.failed = handler;
    }
    open() {
      this.record.opened = true;
    }
  }
  vi.stubGlobal('window', { Razorpay });
  return made;
}

const request = (changes: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  checkout: 'razorpay',
  keyId: 'rzp_live_key',
  target: { subscriptionId: 'sub_123' },
  title: 'Pro plan',
  amount: 1199,
  prefill: { name: 'Asha', email: 'asha@example.com' },
  onFailure: vi.fn(),
  ...changes,
});

afterEach(() => vi.unstubAllGlobals());

describe('Razorpay Checkout', () => {
  it('opens a subscription with its id and key, and answers the handler’s signed fields', async () => {
    const made = stubRazorpay();
    const result = openRazorpayCheckout(request());
    await vi.waitFor(() => expect(made[0]?.opened).toBe(true));
    const { options } = made[0]!;
    expect(options).toMatchObject({
      key: 'rzp_live_key',
      subscription_id: 'sub_123',
      description: 'Pro plan',
      prefill: { name: 'Asha', email: 'asha@example.com' },
    });
    expect(options).not.toHaveProperty('order_id');
    const fields = {
      razorpay_payment_id: 'pay_1',
      razorpay_subscription_id: 'sub_123',
      razorpay_signature: 'a'.repeat(64),
    };
    (options.handler as (response: typeof fields) => void)(fields);
    await expect(result).resolves.toEqual({ status: 'paid', response: fields });
  });

  it('opens an order with its amount in paise, reports failed attempts and answers closed on dismiss', async () => {
    const made = stubRazorpay();
    const onFailure = vi.fn();
    const result = openRazorpayCheckout(
      request({ target: { orderId: 'order_9', amountPaise: 75_800 }, onFailure }),
    );
    await vi.waitFor(() => expect(made[0]?.opened).toBe(true));
    const { options, failed } = made[0]!;
    expect(options).toMatchObject({ order_id: 'order_9', amount: 75_800, currency: 'INR' });
    failed?.({ error: { description: 'Card declined.' } });
    expect(onFailure).toHaveBeenCalledWith('Card declined.');
    (options.modal as { ondismiss: () => void }).ondismiss();
    await expect(result).resolves.toEqual({ status: 'closed' });
  });
});
