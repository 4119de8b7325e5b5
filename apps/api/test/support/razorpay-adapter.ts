/**
 * The Razorpay adapter against a fake Razorpay, for the razorpay-provider-*.test.ts suites: the
 * fake and the adapter on it for the enclosing describe block, and what their tests ask of them.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { RazorpayPaymentsConfig } from '../../src/providers/payments/config.js';
import {
  PaymentRequestError,
  type OrderCheckoutResponse,
  type PaymentProvider,
  type SubscriptionCheckoutResponse,
} from '../../src/providers/payments/port.js';
import { createRazorpayProvider } from '../../src/providers/payments/razorpay.js';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay/index.js';

/** The Authorization header Razorpay wants: `Basic <base64 of key_id:key_secret>`. */
export const basic = (keyId: string, keySecret: string) =>
  `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

/** The PaymentRequestError `promise` fails with (and fails the test when it fails otherwise). */
export async function refusal(promise: Promise<unknown>): Promise<PaymentRequestError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentRequestError);
  return error as PaymentRequestError;
}

export interface FakeRazorpaySuite {
  /** Usable once the suite's tests run. */
  readonly fake: FakeRazorpay;
  /** The adapter on the fake. */
  readonly razorpay: PaymentProvider;
  /** The fake's clock: the end of January, so that "one calendar month" has to stop at the end of February. */
  now: Date;
  seconds(at: Date): number;
  /** The adapter's configuration for the fake, with `overrides`. */
  config(overrides?: Partial<RazorpayPaymentsConfig>): RazorpayPaymentsConfig;
  paySubscription(id: string): SubscriptionCheckoutResponse;
  payOrder(id: string): OrderCheckoutResponse;
  /** The requests made while `run` ran. */
  requestsOf(run: () => Promise<unknown>): Promise<FakeRazorpay['requests']>;
}

/** A fake Razorpay and the adapter on it for the enclosing describe block, closed after it. */
export function fakeRazorpayPerSuite(): FakeRazorpaySuite {
  let fake: FakeRazorpay | undefined;
  let razorpay: PaymentProvider | undefined;
  const started = (): FakeRazorpay => {
    if (!fake) throw new Error('The fake Razorpay is used before its suite started');
    return fake;
  };
  const now = new Date('2030-01-31T10:00:00Z');
  const config = (overrides: Partial<RazorpayPaymentsConfig> = {}): RazorpayPaymentsConfig => ({
    kind: 'razorpay',
    keyId: started().keyId,
    keySecret: started().keySecret,
    webhookSecret: started().webhookSecret,
    planIds: started().planIds,
    baseUrl: started().baseUrl,
    ...overrides,
  });

  beforeAll(async () => {
    fake = await startFakeRazorpay({ clock: () => now });
    razorpay = createRazorpayProvider(config());
  });
  afterAll(() => fake?.close());

  return {
    get fake() {
      return started();
    },
    get razorpay() {
      started();
      return razorpay!;
    },
    now,
    seconds: (at) => Math.floor(at.getTime() / 1000),
    config,
    paySubscription: (id) => started().pay(id as `sub_${string}`),
    payOrder: (id) => started().pay(id as `order_${string}`),
    async requestsOf(run) {
      const before = started().requests.length;
      await run();
      return started().requests.slice(before);
    },
  };
}
