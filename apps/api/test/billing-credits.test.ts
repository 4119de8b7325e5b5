/**
 * Billing's credits over the contract on each test database, through the embedded sandbox
 * provider: a credit purchase credits once with the amount this server priced, whichever of the
 * webhook and update-credit comes first; credits turn into workflow credits once per request; the
 * credit history lists each change. Other users' ids and failed payments change nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../src/contract/schemas.js';
import { signUp, type Account } from './support/accounts.js';
import { testDatabases } from './support/databases.js';
import { billingPerSuite } from './support/billing.js';
import { giveCredits } from './support/ledger.js';

type Credited = Schemas['UpdateCreditsResponse'];
type ErrorBody = Schemas['ErrorResponse'];

describe.each(testDatabases)('billing on $name', (kind) => {
  const {
    api,
    db,
    profileOf,
    ledgerOf,
    snapshot,
    pay,
    subscribe,
    order,
    updateCredit,
    webhook,
    sandboxEntity,
  } = billingPerSuite(kind);

  describe('credit purchases', () => {
    it('prices an order by the live plan and credits a captured payment once', async () => {
      const gita = await signUp(api, 'Gita');
      const placed = await order(gita, 2);
      expect(placed).toMatchObject({
        credits: 2,
        amount: 2 * 399 * 100,
        currency: 'INR',
        checkout: 'sandbox',
      });
      const paid = (await pay(gita, { orderId: placed.orderId })).body;
      expect(paid.razorpay_order_id).toBe(placed.orderId);
      const credited = await updateCredit(gita, paid.razorpay_payment_id);
      expect(credited.body).toEqual({ success: true, creditsAdded: 2, totalCredits: 2 });

      // Replayed ten at once, then told by the webhook: nothing more.
      const replays = await Promise.all(
        Array.from({ length: 10 }, () => updateCredit(gita, paid.razorpay_payment_id)),
      );
      expect(replays.map((r) => r.body)).toEqual(
        Array(10).fill({ success: true, creditsAdded: 0, totalCredits: 2 }),
      );
      const payment = await sandboxEntity(paid.razorpay_payment_id);
      await webhook('payment.captured', { payment }, `evt_${paid.razorpay_payment_id}`);
      expect((await profileOf(gita.id)).credits).toBe(2);
      const purchases = (await ledgerOf(gita.id)).filter((r) => r.reason === 'purchase');
      expect(purchases).toHaveLength(1);
      expect(purchases[0]).toMatchObject({ change: 2, paymentId: paid.razorpay_payment_id });
    });

    it('credits from the webhook first, and update-credit finds it done', async () => {
      const hari = await signUp(api, 'Hari');
      const placed = await order(hari, 3);
      const paid = (await pay(hari, { orderId: placed.orderId })).body;
      const payment = await sandboxEntity(paid.razorpay_payment_id);
      expect((await webhook('order.paid', { payment }, `evt_o_${placed.orderId}`)).status).toBe(
        200,
      );
      expect((await profileOf(hari.id)).credits).toBe(3);
      expect((await updateCredit(hari, paid.razorpay_payment_id)).body).toEqual({
        success: true,
        creditsAdded: 0,
        totalCredits: 3,
      });
    });

    it('takes amounts from the provider, never from the request or a mismatched payment', async () => {
      const ishan = await signUp(api, 'Ishan');
      const placed = await order(ishan, 1);
      const paid = (await pay(ishan, { orderId: placed.orderId })).body;
      const payment = await sandboxEntity(paid.razorpay_payment_id);
      // A signed event whose payment is for less than the order: logged, not credited.
      const short = await webhook(
        'payment.captured',
        { payment: { ...payment, amount: 100 } },
        `evt_short_${placed.orderId}`,
      );
      expect(short.status).toBe(200);
      expect((await profileOf(ishan.id)).credits).toBe(0);
      // Extra query parameters change nothing; the order says 1 credit.
      const credited = await api<Credited>(
        `/api/credits/update-credit?paymentId=${paid.razorpay_payment_id}&credits=50`,
        { token: ishan.token },
      );
      expect(credited.body.creditsAdded).toBe(1);
    });

    it('refuses other users’ payments, unknown ids and failed payments, and changes nothing', async () => {
      const jaya = await signUp(api, 'Jaya');
      const kabir = await signUp(api, 'Kabir');
      const placed = await order(jaya, 1);
      const paid = (await pay(jaya, { orderId: placed.orderId })).body;
      expect((await updateCredit(kabir, paid.razorpay_payment_id)).status).toBe(404);
      expect((await updateCredit(kabir, 'pay_doesnotexist')).status).toBe(404);
      expect((await pay(kabir, { orderId: placed.orderId })).status).toBe(404);
      // Paying twice for one order is refused.
      expect((await pay(jaya, { orderId: placed.orderId })).status).toBe(409);

      const second = await order(kabir, 1);
      const failed = await api<Schemas['SandboxPaymentFailure']>('/api/payments/sandbox/fail', {
        token: kabir.token,
        json: { orderId: second.orderId },
      });
      expect(failed.status).toBe(200);
      expect(failed.body.error.reason).toBe('payment_failed');
      const before = await snapshot(kabir.id);
      const refused = await updateCredit(kabir, failed.body.error.metadata.payment_id);
      expect(refused.status).toBe(409);
      expect(await snapshot(kabir.id)).toEqual(before);
      expect(before.profile.credits).toBe(0);
    });

    it('refuses counts that are not whole credits from 1 to 100', async () => {
      const lina = await signUp(api, 'Lina');
      for (const credits of [0, -1, 1.5, 101, null])
        expect(
          (await api('/api/credits/create-order', { token: lina.token, json: { credits } })).status,
        ).toBe(400);
    });
  });

  describe('workflow credits', () => {
    const buy = (account: Account, creditAmount: unknown, key?: string) =>
      api<Schemas['BuyWorkflowCreditsResponse'] | ErrorBody>('/api/credits/buy-workflow', {
        token: account.token,
        json: { creditAmount },
        headers: key ? { 'idempotency-key': key } : {},
      });

    it('turns credits into workflow credits, never below zero under concurrent buys', async () => {
      const mani = await signUp(api, 'Mani');
      await giveCredits(db(), mani.id, 3);
      const results = await Promise.all(Array.from({ length: 6 }, () => buy(mani, 1)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(3);
      expect(results.filter((r) => r.status === 402)).toHaveLength(3);
      const account = await profileOf(mani.id);
      expect(account.credits).toBe(0);
      expect(account.workflowCredits).toBe(3);
      expect((await buy(mani, 1)).body).toMatchObject({ success: false });
    });

    it('spends once for a request repeated with the same key', async () => {
      const neha = await signUp(api, 'Neha');
      await giveCredits(db(), neha.id, 2);
      const first = await buy(neha, 2, 'buy-1');
      expect(first.body).toEqual({ success: true, totalWorkflowCredits: 2 });
      const retried = await buy(neha, 2, 'buy-1');
      expect(retried.body).toEqual({ success: true, totalWorkflowCredits: 2 });
      expect((await profileOf(neha.id)).credits).toBe(0);
    });

    it('refuses amounts below 1 or not whole, and more than the balance', async () => {
      const om = await signUp(api, 'Om');
      await giveCredits(db(), om.id, 1);
      for (const amount of [0, 0.5, 1.5, -2, null])
        expect((await buy(om, amount)).status).toBe(400);
      expect((await buy(om, 2)).status).toBe(402);
      expect((await profileOf(om.id)).credits).toBe(1);
    });
  });

  it('lists the credit history newest first, with what each change was for', async () => {
    const uma = await signUp(api, 'Uma');
    await subscribe(uma, 'pro');
    const placed = await order(uma, 2);
    const paid = (await pay(uma, { orderId: placed.orderId })).body;
    await updateCredit(uma, paid.razorpay_payment_id);
    await api('/api/credits/buy-workflow', { token: uma.token, json: { creditAmount: 1 } });
    const history = await api<Schemas['CreditHistoryResponse']>('/api/credits/history', {
      token: uma.token,
    });
    expect(history.body.entries.map((e) => [e.reason, e.change, e.balanceAfter, e.detail])).toEqual(
      [
        ['workflow_purchase', -1, 4, '500 executions'],
        ['purchase', 2, 5, '2 credits'],
        ['plan_allowance', 3, 3, 'Pro'],
      ],
    );
    const stranger = await signUp(api, 'Vik');
    const theirs = await api<Schemas['CreditHistoryResponse']>('/api/credits/history', {
      token: stranger.token,
    });
    expect(theirs.body.entries).toEqual([]);
  });
});
