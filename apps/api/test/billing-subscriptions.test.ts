/**
 * Billing's subscriptions over the contract on each test database, through the embedded sandbox
 * provider: a subscription goes live only on the provider's word and grants its allowance once per
 * period, whichever of verify and the webhook comes first, however often either is repeated;
 * forged signatures, other users' ids and Teams-plan members change nothing. Credits are in
 * billing-credits.test.ts.
 */
import { PLAN_ALLOWANCES } from '@convene/domain/billing';
import { oneCalendarMonthAfter } from '@convene/domain/credits';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { subscription as subscriptionTable } from '../src/billing/schema.js';
import type { Schemas } from '../src/contract/schemas.js';
import { signUp, verifyEmail, type Account, onTeamsPlan } from './support/accounts.js';
import { testDatabases } from './support/databases.js';
import { billingPerSuite } from './support/billing.js';

describe.each(testDatabases)('billing on $name', (kind) => {
  const {
    clock,
    api,
    db,
    profileOf,
    ledgerOf,
    snapshot,
    details,
    createSubscription,
    pay,
    save,
    verify,
    subscribe,
    webhook,
    sandboxEntity,
  } = billingPerSuite(kind);

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

  describe('Teams-plan organisation members', () => {
    let admin: Account;
    let member: Account;
    let memberToken: string;
    let adminBefore: { plan: string; validUntil: Date | null; credits: number };

    beforeAll(async () => {
      admin = await signUp(api, 'Priya');
      await verifyEmail(api, admin);
      await onTeamsPlan(db(), admin);
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

      const { plan, validUntil, credits } = await profileOf(admin.id);
      adminBefore = { plan, validUntil, credits };
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
      // The seat is the member's: the admin's own plan and credits stay as they were.
      expect(await profileOf(admin.id)).toMatchObject(adminBefore);
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
});
