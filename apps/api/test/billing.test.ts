/**
 * Billing over the contract on each test database, through the embedded sandbox provider: a
 * subscription goes live only on the provider's word and grants its allowance once per period,
 * whichever of verify and the webhook comes first, however often either is repeated; a credit
 * purchase credits once with the amount this server priced; forged signatures, other users' ids
 * and Teams-plan members change nothing.
 */
import { PLAN_ALLOWANCES } from '@convene/domain/billing';
import { oneCalendarMonthAfter } from '@convene/domain/credits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscription as subscriptionTable } from '../src/billing/schema.js';
import type { Schemas } from '../src/contract/schemas.js';
import { creditLedger } from '../src/credits/schema.js';
import { profile } from '../src/db/schema.js';
import { sandboxPaymentObject } from '../src/providers/payments/sandbox-schema.js';
import { webhookSignature } from '../src/providers/payments/signatures.js';
import { signUp, verifyEmail, type Account } from './support/accounts.js';
import { TestClock } from './support/clock.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import { giveCredits } from './support/ledger.js';
import {
  client,
  startServer,
  TEST_WEBHOOK_SECRET,
  type Client,
  type TestServer,
} from './support/server.js';

type UserDetails = Schemas['UserDetails'];
type Subscribed = Schemas['CreateSubscriptionResponse'];
type Order = Schemas['CreateCreditOrderResponse'];
type PaidFields = Schemas['SandboxPaymentResponse'];
type Credited = Schemas['UpdateCreditsResponse'];
type ErrorBody = Schemas['ErrorResponse'];

describe.each(testDatabases)('billing on $name', (kind) => {
  const clock = new TestClock();
  let database: TestDatabase;
  let server: TestServer;
  let api: Client;
  const db = () => server.app.db;

  beforeAll(async () => {
    database = await kind.create();
    server = await startServer(database.config, { jobs: { clock: clock.read } });
    api = client(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  async function profileOf(userId: string) {
    const [row] = await db().select().from(profile).where(eq(profile.userId, userId));
    if (!row) throw new Error(`no profile for ${userId}`);
    return row;
  }
  const ledgerOf = (userId: string) =>
    db().select().from(creditLedger).where(eq(creditLedger.userId, userId));
  const snapshot = async (userId: string) => ({
    profile: await profileOf(userId),
    ledger: await ledgerOf(userId),
  });
  const details = async (account: Account) =>
    (await api<UserDetails>('/api/user', { token: account.token })).body.user;

  const createSubscription = (account: Account, plan: 'pro' | 'teams', userId = account.id) =>
    api<Subscribed>('/api/subscription/create', {
      token: account.token,
      json: { plan, userId },
    });
  const pay = (account: Account, target: { subscriptionId: string } | { orderId: string }) =>
    api<PaidFields>('/api/payments/sandbox/pay', { token: account.token, json: target });
  const save = (
    account: Account,
    response: PaidFields,
    plan: 'pro' | 'teams',
    userId = account.id,
  ) =>
    api('/api/subscription/save-subscription-details', {
      token: account.token,
      json: { response, selectedPlan: plan, userId },
    });
  const verify = (account: Account, subscriptionId: string) =>
    api('/api/subscription/verify-subscription', {
      token: account.token,
      json: { subscriptionId },
    });

  /** The whole subscribe flow of SPEC section 4, as the billing page runs it. */
  async function subscribe(account: Account, plan: 'pro' | 'teams'): Promise<string> {
    const created = await createSubscription(account, plan);
    expect(created.status).toBe(200);
    const { subscriptionId } = created.body;
    const paid = await pay(account, { subscriptionId });
    expect(paid.status).toBe(200);
    expect((await save(account, paid.body, plan)).status).toBe(200);
    expect((await verify(account, subscriptionId)).status).toBe(200);
    return subscriptionId;
  }

  async function order(account: Account, credits: number) {
    const created = await api<Order>('/api/credits/create-order', {
      token: account.token,
      json: { credits },
    });
    expect(created.status).toBe(200);
    return created.body;
  }
  const updateCredit = (account: Account, paymentId: string) =>
    api<Credited>(`/api/credits/update-credit?paymentId=${encodeURIComponent(paymentId)}`, {
      token: account.token,
    });

  /** A webhook as Razorpay sends it, signed over its exact body with the sandbox's secret. */
  async function webhook(
    event: string,
    entities: { subscription?: unknown; payment?: unknown },
    eventId: string,
    secret = TEST_WEBHOOK_SECRET,
  ) {
    const envelope = {
      entity: 'event',
      account_id: 'acc_sandbox',
      event,
      contains: Object.keys(entities),
      payload: Object.fromEntries(
        Object.entries(entities).map(([name, entity]) => [name, { entity }]),
      ),
      created_at: Math.floor(clock.read().getTime() / 1000),
    };
    const rawBody = JSON.stringify(envelope);
    return api('/api/webhooks/razorpay', {
      json: envelope,
      headers: {
        'x-razorpay-signature': webhookSignature(rawBody, secret),
        'x-razorpay-event-id': eventId,
      },
    });
  }
  async function sandboxEntity(id: string): Promise<Record<string, unknown>> {
    const [row] = await db()
      .select({ entity: sandboxPaymentObject.entity })
      .from(sandboxPaymentObject)
      .where(eq(sandboxPaymentObject.id, id));
    if (!row) throw new Error(`no sandbox object ${id}`);
    return row.entity;
  }

  describe('subscriptions', () => {
    it('makes Pro live on the provider’s word, with its allowance once', async () => {
      const asha = await signUp(api, 'Asha');
      const created = await createSubscription(asha, 'pro');
      expect(created.body).toEqual({
        success: true,
        subscriptionId: expect.stringMatching(/^sub_/),
        keyId: expect.any(String),
        checkout: 'sandbox',
      });
      const { subscriptionId } = created.body;
      expect((await details(asha)).subscription.pending).toEqual({ subscriptionId });

      // Checkout has not been paid: the provider says so, and nothing goes live.
      const early = await verify(asha, subscriptionId);
      expect(early.status).toBe(409);
      expect((await details(asha)).publicMetadata.plan).toBe('free');

      const paid = await pay(asha, { subscriptionId });
      expect(paid.body).toEqual({
        razorpay_payment_id: expect.stringMatching(/^pay_/),
        razorpay_subscription_id: subscriptionId,
        razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect((await save(asha, paid.body, 'pro')).status).toBe(200);
      expect((await verify(asha, subscriptionId)).status).toBe(200);

      const user = await details(asha);
      expect(user.publicMetadata).toMatchObject({ plan: 'pro', status: 'active' });
      expect(user.publicMetadata.credits).toBe(PLAN_ALLOWANCES.pro.credits);
      expect(user.subscription).toMatchObject({
        plan: 'pro',
        subscriptionId,
        pending: null,
        cancelAtPeriodEnd: false,
        scheduledPlan: null,
        validUntil: oneCalendarMonthAfter(clock.read())
          .toISOString()
          .replace(/\.\d+Z$/, '.000Z'),
      });
      expect(user.credits.workflowActions).toEqual({ included: 300, used: 0 });

      // Verified again, ten times at once: the period's allowance was granted once.
      const again = await Promise.all(
        Array.from({ length: 10 }, () => verify(asha, subscriptionId)),
      );
      expect(again.map((r) => r.status)).toEqual(Array(10).fill(200));
      const allowances = (await ledgerOf(asha.id)).filter((r) => r.reason === 'plan_allowance');
      expect(allowances).toHaveLength(1);
    });

    it('refuses a forged or mismatched checkout answer and changes nothing', async () => {
      const ravi = await signUp(api, 'Ravi');
      const { subscriptionId } = (await createSubscription(ravi, 'pro')).body;
      const paid = (await pay(ravi, { subscriptionId })).body;
      const before = await snapshot(ravi.id);
      const forged = [
        { ...paid, razorpay_signature: '0'.repeat(64) },
        { ...paid, razorpay_payment_id: 'pay_someoneelse1' },
        { ...paid, razorpay_subscription_id: 'sub_notours00001' },
        { ...paid, razorpay_signature: 'short' },
      ];
      for (const response of forged) {
        const refused = await save(ravi, response, 'pro');
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({
          success: false,
          error: 'The payment signature does not match.',
        });
      }
      // The right answer for the wrong plan is refused too.
      expect((await save(ravi, paid, 'teams')).status).toBe(400);
      expect(await snapshot(ravi.id)).toEqual(before);
    });

    it('keeps other users out of a subscription', async () => {
      const owner = await signUp(api, 'Owner');
      const stranger = await signUp(api, 'Stranger');
      const { subscriptionId } = (await createSubscription(owner, 'pro')).body;
      expect((await pay(stranger, { subscriptionId })).status).toBe(404);
      const paid = (await pay(owner, { subscriptionId })).body;
      expect((await verify(stranger, subscriptionId)).status).toBe(404);
      expect((await save(stranger, paid, 'pro')).status).toBe(404);
      // Subscribing for someone who is not a member of the caller's organisation.
      const forOther = await createSubscription(stranger, 'pro', owner.id);
      expect(forOther.status).toBe(403);
      expect((await details(stranger)).publicMetadata.plan).toBe('free');
      expect((await profileOf(owner.id)).plan).toBe('free');
    });

    it('answers 409 to a second subscription while one is live', async () => {
      const meera = await signUp(api, 'Meera');
      await subscribe(meera, 'pro');
      const second = await createSubscription(meera, 'teams');
      expect(second.status).toBe(409);
      const paying = await pay(meera, {
        subscriptionId: (await details(meera)).subscription.subscriptionId!,
      });
      expect(paying.status).toBe(409);
    });

    it('renews when the period has passed, granting the next allowance once', async () => {
      const dev = await signUp(api, 'Dev');
      const subscriptionId = await subscribe(dev, 'pro');
      const firstEnd = (await profileOf(dev.id)).validUntil!;
      clock.advance(firstEnd.getTime() - clock.read().getTime() + 1000);
      // On app load the lapsed plan's payment status is checked (SPEC section 4).
      expect((await verify(dev, subscriptionId)).status).toBe(200);
      const renewed = await profileOf(dev.id);
      expect(renewed.validUntil).toEqual(oneCalendarMonthAfter(firstEnd));
      expect(renewed.credits).toBe(2 * PLAN_ALLOWANCES.pro.credits);
      expect((await verify(dev, subscriptionId)).status).toBe(200);
      expect((await profileOf(dev.id)).credits).toBe(2 * PLAN_ALLOWANCES.pro.credits);
    });

    it('cancels at the end of the period: Pro until then, Free after, never charged again', async () => {
      const nila = await signUp(api, 'Nila');
      const subscriptionId = await subscribe(nila, 'pro');
      const cancelled = await api('/api/subscription/cancel', { token: nila.token });
      expect(cancelled.status).toBe(200);
      // A double click cancels once.
      expect((await api('/api/subscription/cancel', { token: nila.token })).status).toBe(200);
      let user = await details(nila);
      expect(user.publicMetadata).toMatchObject({ plan: 'pro', status: 'active' });
      expect(user.subscription.cancelAtPeriodEnd).toBe(true);

      const end = (await profileOf(nila.id)).validUntil!;
      clock.advance(end.getTime() - clock.read().getTime() + 1000);
      expect((await verify(nila, subscriptionId)).status).toBe(409);
      user = await details(nila);
      expect(user.publicMetadata.status).toBe('cancelled');
      expect(user.credits.workflowActions.included).toBe(10);
      expect((await ledgerOf(nila.id)).filter((r) => r.reason === 'plan_allowance')).toHaveLength(
        1,
      );
      // Nothing live is left to cancel.
      expect((await api('/api/subscription/cancel', { token: nila.token })).status).toBe(404);
      // And a late 'charged' event about the ended subscription does not revive it.
      const entity = await sandboxEntity(subscriptionId);
      const late = await webhook(
        'subscription.charged',
        { subscription: { ...entity, status: 'active' } },
        `evt_late_${subscriptionId}`,
      );
      expect(late.status).toBe(200);
      expect((await profileOf(nila.id)).status).toBe('cancelled');
    });

    it('switches Pro to Teams from the next period, with Teams’ allowance then', async () => {
      const omar = await signUp(api, 'Omar');
      const subscriptionId = await subscribe(omar, 'pro');
      const switched = await api<Schemas['SubscriptionStateResponse']>(
        '/api/subscription/update?plan=teams',
        { token: omar.token },
      );
      expect(switched.status).toBe(200);
      expect(switched.body.subscription).toMatchObject({ plan: 'pro', scheduledPlan: 'teams' });
      expect((await details(omar)).publicMetadata.plan).toBe('pro');

      const end = (await profileOf(omar.id)).validUntil!;
      clock.advance(end.getTime() - clock.read().getTime() + 1000);
      expect((await verify(omar, subscriptionId)).status).toBe(200);
      const user = await details(omar);
      expect(user.publicMetadata.plan).toBe('teams');
      expect(user.subscription.scheduledPlan).toBeNull();
      expect(user.publicMetadata.credits).toBe(
        PLAN_ALLOWANCES.pro.credits + PLAN_ALLOWANCES.teams.credits,
      );
    });
  });

  describe('webhooks', () => {
    it('applies a subscription charge once, whichever of webhook and verify comes first', async () => {
      const lata = await signUp(api, 'Lata');
      const { subscriptionId } = (await createSubscription(lata, 'pro')).body;
      await pay(lata, { subscriptionId });
      const entity = await sandboxEntity(subscriptionId);
      const deliveries = await Promise.all(
        Array.from({ length: 10 }, () =>
          webhook('subscription.charged', { subscription: entity }, `evt_${subscriptionId}`),
        ),
      );
      expect(deliveries.map((d) => d.status)).toEqual(Array(10).fill(200));
      // The same charge told by another event id, and then by verify: still once.
      await webhook('subscription.activated', { subscription: entity }, `evt_b_${subscriptionId}`);
      expect((await verify(lata, subscriptionId)).status).toBe(200);
      const user = await details(lata);
      expect(user.publicMetadata).toMatchObject({ plan: 'pro', status: 'active' });
      expect(user.publicMetadata.credits).toBe(PLAN_ALLOWANCES.pro.credits);
    });

    it('refuses forged signatures with 401 and changes nothing', async () => {
      const sam = await signUp(api, 'Sam');
      const { subscriptionId } = (await createSubscription(sam, 'pro')).body;
      await pay(sam, { subscriptionId });
      const entity = await sandboxEntity(subscriptionId);
      const before = await snapshot(sam.id);
      const forged = await webhook(
        'subscription.charged',
        { subscription: entity },
        'evt_forged',
        'not-the-secret',
      );
      expect(forged.status).toBe(401);
      const unsigned = await api('/api/webhooks/razorpay', {
        json: { event: 'subscription.charged', payload: { subscription: { entity } } },
      });
      expect(unsigned.status).toBe(401);
      expect(await snapshot(sam.id)).toEqual(before);
    });

    it('ends the plan on subscription.halted', async () => {
      const tara = await signUp(api, 'Tara');
      const subscriptionId = await subscribe(tara, 'pro');
      const entity = await sandboxEntity(subscriptionId);
      await webhook(
        'subscription.halted',
        { subscription: { ...entity, status: 'halted' } },
        `evt_h_${subscriptionId}`,
      );
      const user = await details(tara);
      expect(user.publicMetadata.status).toBe('halted');
      expect(user.credits.workflowActions.included).toBe(10);
    });

    it('answers 200 to an event about nothing of ours', async () => {
      const response = await webhook(
        'payment.captured',
        {
          payment: {
            id: 'pay_unknown00001',
            entity: 'payment',
            amount: 100,
            currency: 'INR',
            status: 'captured',
            order_id: 'order_unknown001',
          },
        },
        'evt_unknown',
      );
      expect(response.status).toBe(200);
    });
  });

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

  describe('Teams-plan organisation members', () => {
    let admin: Account;
    let member: Account;
    let memberToken: string;

    beforeAll(async () => {
      admin = await signUp(api, 'Priya');
      await verifyEmail(api, admin);
      const org = await api<{ id: string }>('/api/auth/organization/create', {
        token: admin.token,
        json: { name: 'Acme Billing', slug: `acme-billing-${kind.name}-${Date.now()}` },
      });
      expect(org.status).toBe(200);
      member = await signUp(api, 'Rohan');
      await verifyEmail(api, member);
      const invited = await api<{ id: string }>('/api/auth/organization/invite-member', {
        token: admin.token,
        json: { email: member.email, role: 'member', organizationId: org.body.id },
      });
      expect(invited.status).toBe(200);
      const accepted = await api('/api/auth/organization/accept-invitation', {
        token: member.token,
        json: { invitationId: invited.body.id },
      });
      expect(accepted.status).toBe(200);
      const active = await api('/api/auth/organization/set-active', {
        token: member.token,
        json: { organizationId: org.body.id },
      });
      expect(active.status).toBe(200);
      memberToken = member.token;
      const adminActive = await api('/api/auth/organization/set-active', {
        token: admin.token,
        json: { organizationId: org.body.id },
      });
      expect(adminActive.status).toBe(200);

      // The admin subscribes Teams for the member and pays for it.
      const created = await createSubscription(admin, 'teams', member.id);
      expect(created.status).toBe(200);
      const paid = (await pay(admin, { subscriptionId: created.body.subscriptionId })).body;
      expect((await save(admin, paid, 'teams', member.id)).status).toBe(200);
      expect((await verify(admin, created.body.subscriptionId)).status).toBe(200);
    });

    it('gives the member the Teams plan their admin paid for', async () => {
      const user = await details({ ...member, token: memberToken });
      expect(user.publicMetadata).toMatchObject({ plan: 'teams', status: 'active' });
      expect(user.publicMetadata.credits).toBe(PLAN_ALLOWANCES.teams.credits);
      expect((await profileOf(admin.id)).plan).toBe('free');
      const [row] = await db()
        .select()
        .from(subscriptionTable)
        .where(
          and(eq(subscriptionTable.userId, member.id), eq(subscriptionTable.paidBy, admin.id)),
        );
      expect(row?.plan).toBe('teams');
    });

    it('refuses the member buying credits, workflow executions, subscribing or cancelling (403)', async () => {
      const token = memberToken;
      const before = await snapshot(member.id);
      const refusals = [
        await api('/api/credits/create-order', { token, json: { credits: 1 } }),
        await api('/api/credits/buy-workflow', { token, json: { creditAmount: 1 } }),
        await api('/api/subscription/create', { token, json: { plan: 'pro', userId: member.id } }),
        await api('/api/subscription/update?plan=pro', { token }),
        await api('/api/subscription/cancel', { token }),
      ];
      expect(refusals.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
      expect(await snapshot(member.id)).toEqual(before);
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
