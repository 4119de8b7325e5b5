/**
 * How the Razorpay adapter is configured and reaches Razorpay: its configuration from the
 * environment, and what it makes of a wrong key, an error, an odd answer, a closed port or no
 * answer at all from a fake Razorpay.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentsConfigError, paymentsConfigFromEnv } from '../src/providers/payments/config.js';
import { PaymentUnavailableError, type PaymentProvider } from '../src/providers/payments/port.js';
import { createRazorpayProvider } from '../src/providers/payments/razorpay.js';
import { startFakeRazorpay, type FakeRazorpay } from './support/fake-razorpay/index.js';
import { fakeRazorpayPerSuite, refusal } from './support/razorpay-adapter.js';

describe('Razorpay adapter against a fake Razorpay', () => {
  const suite = fakeRazorpayPerSuite();
  const { config } = suite;
  let fake: FakeRazorpay;
  let razorpay: PaymentProvider;
  beforeAll(() => {
    ({ fake, razorpay } = suite);
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
