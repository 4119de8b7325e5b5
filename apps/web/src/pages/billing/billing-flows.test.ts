import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@convene/api-client';
import {
  BILLING_MESSAGES,
  buyCredits,
  cancelSubscription,
  RELOAD_AFTER_SUCCESS_MS,
  subscribe,
  VERIFY_AFTER_PAYMENT_MS,
  type SubscribeSteps,
} from './billing-flows';

const paid = {
  status: 'paid' as const,
  response: {
    razorpay_payment_id: 'pay_1',
    razorpay_subscription_id: 'sub_1',
    razorpay_signature: 'f'.repeat(64),
  },
};
const refused = () => new ApiError({ status: 409, serverMessage: 'Not paid yet' });
const unreachable = () => new ApiError({ clientMessage: 'Failed to fetch' });

/** Records every step in order, so the flow's sequence is what is checked. */
function recorder() {
  const log: string[] = [];
  const toast = {
    success: (message: string) => void log.push(`success: ${message}`),
    error: (message: string) => void log.push(`error: ${message}`),
    loading: (message: string) => {
      log.push(`loading: ${message}`);
      return 'toast-1';
    },
    dismiss: (id: string) => void log.push(`dismiss ${id}`),
  };
  return { log, toast };
}

function subscribeSteps(changes: Partial<SubscribeSteps> = {}) {
  const { log, toast } = recorder();
  const steps: SubscribeSteps = {
    create: async () => {
      log.push('create');
      return { subscriptionId: 'sub_1', keyId: 'rzp_key', checkout: 'sandbox' };
    },
    checkout: async ({ subscriptionId, checkout }) => {
      log.push(`checkout ${checkout} ${subscriptionId}`);
      return paid;
    },
    save: async () => void log.push('save'),
    verify: async (id) => void log.push(`verify ${id}`),
    wait: async (ms) => void log.push(`wait ${ms}`),
    reload: () => void log.push('reload'),
    toast,
    ...changes,
  };
  return { steps, log };
}

describe('the subscribe flow (SPEC section 4)', () => {
  it('creates, pays, shows processing, waits 10 s, verifies, then reloads 2 s after the success', async () => {
    const { steps, log } = subscribeSteps();
    expect(await subscribe(steps)).toBe(true);
    expect(log).toEqual([
      'create',
      'checkout sandbox sub_1',
      `loading: ${BILLING_MESSAGES.processing}`,
      'save',
      `wait ${VERIFY_AFTER_PAYMENT_MS}`,
      'verify sub_1',
      'dismiss toast-1',
      `success: ${BILLING_MESSAGES.activated}`,
      `wait ${RELOAD_AFTER_SUCCESS_MS}`,
      'reload',
    ]);
    expect(VERIFY_AFTER_PAYMENT_MS).toBe(10_000);
    expect(RELOAD_AFTER_SUCCESS_MS).toBe(2_000);
  });

  it('fails when no subscription id is returned, before any checkout', async () => {
    const { steps, log } = subscribeSteps({
      create: async () => ({ subscriptionId: null, keyId: 'k', checkout: 'sandbox' }),
    });
    expect(await subscribe(steps)).toBe(false);
    expect(log).toEqual([`error: ${BILLING_MESSAGES.createFailed}`]);
  });

  it.each([
    ['refused', refused, BILLING_MESSAGES.createFailed],
    ['unreachable', unreachable, BILLING_MESSAGES.createError],
  ])('says so when the server is %s on create', async (_, failure, message) => {
    const { steps, log } = subscribeSteps({
      create: () => Promise.reject(failure()),
    });
    expect(await subscribe(steps)).toBe(false);
    expect(log).toEqual([`error: ${message}`]);
  });

  it('does nothing more when the checkout is closed', async () => {
    const { steps, log } = subscribeSteps({ checkout: async () => ({ status: 'closed' }) });
    expect(await subscribe(steps)).toBe(false);
    expect(log).toEqual(['create']);
  });

  it.each([
    ['refused', refused, BILLING_MESSAGES.verifyFailed],
    ['unreachable', unreachable, BILLING_MESSAGES.verifyError],
  ])('never reloads when verification is %s', async (_, failure, message) => {
    const reload = vi.fn();
    const { steps, log } = subscribeSteps({ verify: () => Promise.reject(failure()), reload });
    expect(await subscribe(steps)).toBe(false);
    expect(log.slice(-2)).toEqual(['dismiss toast-1', `error: ${message}`]);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('cancelling', () => {
  it('toasts and reloads 2 s later', async () => {
    const { log, toast } = recorder();
    await cancelSubscription({
      cancel: async () => void log.push('cancel'),
      wait: async (ms) => void log.push(`wait ${ms}`),
      reload: () => void log.push('reload'),
      toast,
    });
    expect(log).toEqual([
      'cancel',
      `success: ${BILLING_MESSAGES.cancelled}`,
      'wait 2000',
      'reload',
    ]);
  });

  it('says it failed and stays', async () => {
    const { log, toast } = recorder();
    const reload = vi.fn();
    expect(
      await cancelSubscription({
        cancel: () => Promise.reject(refused()),
        wait: vi.fn(),
        reload,
        toast,
      }),
    ).toBe(false);
    expect(log).toEqual([`error: ${BILLING_MESSAGES.cancelFailed}`]);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('buying credits', () => {
  const order = { orderId: 'order_1', amount: 75_800, keyId: 'k', checkout: 'sandbox' as const };

  it('asks the server to credit the payment the checkout made', async () => {
    const { log, toast } = recorder();
    const updateCredits = vi.fn(async () => ({ creditsAdded: 2 }));
    await buyCredits({
      createOrder: async () => order,
      checkout: async ({ orderId }) => ({
        status: 'paid',
        response: {
          razorpay_payment_id: 'pay_9',
          razorpay_order_id: orderId,
          razorpay_signature: 'x',
        },
      }),
      updateCredits,
      toast,
    });
    expect(updateCredits).toHaveBeenCalledWith('pay_9');
    expect(log).toEqual(['success: Added 2 credits']);
  });

  it.each([
    ['refused', refused, BILLING_MESSAGES.creditsFailed],
    ['unreachable', unreachable, BILLING_MESSAGES.creditsError],
  ])('asks the user to contact support when crediting is %s', async (_, failure, message) => {
    const { log, toast } = recorder();
    await buyCredits({
      createOrder: async () => order,
      checkout: async () => ({
        status: 'paid',
        response: { razorpay_payment_id: 'pay_9', razorpay_signature: 'x' },
      }),
      updateCredits: () => Promise.reject(failure()),
      toast,
    });
    expect(log).toEqual([`error: ${message}`]);
  });
});
