/**
 * The embedded payment provider: no network, no keys, and no money. It keeps Razorpay-shaped
 * subscriptions, orders and payments in the database, answers what Razorpay would, and backs the
 * app's own checkout (marked 'Sandbox: no money moves'), whose Pay and Fail buttons complete or
 * decline a payment. Pay answers the fields Razorpay Checkout hands its handler, signed with
 * Razorpay's formulas under a local secret, so the server verifies them on the same path. A paid
 * subscription renews itself each month when it is next read, as Razorpay would charge it, until
 * it is cancelled.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PaidPlanId } from '@convene/domain/billing';
import { oneCalendarMonthAfter } from '@convene/domain/credits';
import { planById } from '@convene/domain/plans';
import type { Database } from '../../db/index.js';
import { SANDBOX_KEY_ID, SANDBOX_PLAN_IDS, type SandboxPaymentsConfig } from './config.js';
import {
  PaymentRequestError,
  type OrderCheckoutResponse,
  type PaymentProvider,
  type SubscriptionCheckoutResponse,
} from './port.js';
import {
  readPayment,
  readRazorpayWebhook,
  readSubscription,
  type RazorpayOrderEntity,
  type RazorpayPaymentEntity,
  type RazorpaySubscriptionEntity,
} from './razorpay-shapes.js';
import { sandboxPaymentObject } from './sandbox-schema.js';
import { orderSignature, signatureMatches, subscriptionSignature } from './signatures.js';

/** The sandbox's own bookkeeping beside Razorpay's fields. */
interface SandboxSubscriptionEntity extends RazorpaySubscriptionEntity {
  sandbox_cancel_at_cycle_end?: boolean;
  sandbox_scheduled_plan_id?: string | null;
}

type SandboxEntity = SandboxSubscriptionEntity | RazorpayOrderEntity | RazorpayPaymentEntity;

/** What the sandbox checkout was opened for: one subscription or one order. */
export type SandboxCheckoutTarget = { subscriptionId: string } | { orderId: string };

export interface SandboxPaymentFailure {
  error: {
    code: string;
    description: string;
    reason: string;
    metadata: { payment_id: string; order_id?: string; subscription_id?: string };
  };
}

/** The sandbox checkout's buttons; the server exposes them only while the sandbox takes payments. */
export interface SandboxCheckout {
  pay(
    payer: string,
    target: SandboxCheckoutTarget,
  ): Promise<SubscriptionCheckoutResponse | OrderCheckoutResponse>;
  fail(payer: string, target: SandboxCheckoutTarget): Promise<SandboxPaymentFailure>;
}

const NO_SUCH_ID = 'The id provided does not exist';

/** Razorpay-like ids (`sub_` and 14 characters), marked as the sandbox's. */
function sandboxId(prefix: 'sub' | 'order' | 'pay'): string {
  return `${prefix}_sbx${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x').slice(0, 11)}`;
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

function planOf(planId: string): PaidPlanId {
  const plan = (Object.keys(SANDBOX_PLAN_IDS) as PaidPlanId[]).find(
    (id) => SANDBOX_PLAN_IDS[id] === planId,
  );
  if (!plan) throw new PaymentRequestError(`Unknown plan ${planId}`, 400);
  return plan;
}

export function createSandboxPayments(
  config: SandboxPaymentsConfig,
  { db, clock }: { db: Database; clock: () => Date },
): { provider: PaymentProvider; checkout: SandboxCheckout } {
  async function insert(
    tx: Database,
    kind: 'subscription' | 'order' | 'payment',
    entity: SandboxEntity,
    payer: string | null,
  ): Promise<void> {
    await tx.insert(sandboxPaymentObject).values({
      id: entity.id,
      kind,
      payer,
      entity: entity as unknown as Record<string, unknown>,
    });
  }

  /** Reads one object under a row lock, for a change made in the same transaction. */
  async function lock<Entity extends SandboxEntity>(
    tx: Database,
    kind: 'subscription' | 'order' | 'payment',
    id: string,
  ): Promise<{ entity: Entity; payer: string | null }> {
    const [row] = await tx
      .select({ entity: sandboxPaymentObject.entity, payer: sandboxPaymentObject.payer })
      .from(sandboxPaymentObject)
      .where(and(eq(sandboxPaymentObject.id, id), eq(sandboxPaymentObject.kind, kind)))
      .for('update');
    if (!row) throw new PaymentRequestError(NO_SUCH_ID, 400);
    return { entity: row.entity as unknown as Entity, payer: row.payer };
  }

  async function save(tx: Database, entity: SandboxEntity): Promise<void> {
    await tx
      .update(sandboxPaymentObject)
      .set({ entity: entity as unknown as Record<string, unknown> })
      .where(eq(sandboxPaymentObject.id, entity.id));
  }

  function payment(
    amount: number,
    status: RazorpayPaymentEntity['status'],
    links: { orderId?: string; subscriptionId?: string },
  ): RazorpayPaymentEntity {
    return {
      id: sandboxId('pay'),
      entity: 'payment',
      amount,
      currency: 'INR',
      status,
      captured: status === 'captured',
      order_id: links.orderId ?? null,
      subscription_id: links.subscriptionId ?? null,
      error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      error_description: status === 'failed' ? 'Payment declined at the sandbox checkout' : null,
      created_at: unix(clock()),
    };
  }

  const planAmount = (planId: string) => planById(planOf(planId)).price * 100;

  /**
   * Charges every period that has ended since the subscription was last read, as Razorpay's
   * monthly charge would have; a subscription cancelled at the end of its period ends instead,
   * and a plan change waiting for the period's end takes effect.
   */
  async function renewDuePeriods(tx: Database, entity: SandboxSubscriptionEntity): Promise<void> {
    const now = clock();
    let changed = false;
    while (entity.status === 'active' && entity.current_end !== null) {
      const end = new Date(entity.current_end * 1000);
      if (end > now) break;
      changed = true;
      if (entity.sandbox_cancel_at_cycle_end) {
        entity.status = 'cancelled';
        entity.ended_at = entity.current_end;
        break;
      }
      if (entity.sandbox_scheduled_plan_id) {
        entity.plan_id = entity.sandbox_scheduled_plan_id;
        entity.sandbox_scheduled_plan_id = null;
        entity.has_scheduled_changes = false;
        entity.change_scheduled_at = null;
      }
      await insert(
        tx,
        'payment',
        payment(planAmount(entity.plan_id), 'captured', { subscriptionId: entity.id }),
        null,
      );
      entity.current_start = entity.current_end;
      entity.current_end = unix(oneCalendarMonthAfter(end));
      entity.paid_count += 1;
    }
    if (changed) await save(tx, entity);
  }

  async function changeSubscription(
    id: string,
    change: (entity: SandboxSubscriptionEntity) => void,
  ) {
    return db.transaction(async (tx) => {
      const { entity } = await lock<SandboxSubscriptionEntity>(tx, 'subscription', id);
      await renewDuePeriods(tx, entity);
      change(entity);
      await save(tx, entity);
      return readSubscription(entity, SANDBOX_PLAN_IDS);
    });
  }

  /** The checkout's target, locked, for the payer who started it (another user's is unknown). */
  async function lockTarget(tx: Database, payer: string, target: SandboxCheckoutTarget) {
    const found =
      'subscriptionId' in target
        ? {
            kind: 'subscription' as const,
            ...(await lock<SandboxSubscriptionEntity>(tx, 'subscription', target.subscriptionId)),
          }
        : {
            kind: 'order' as const,
            ...(await lock<RazorpayOrderEntity>(tx, 'order', target.orderId)),
          };
    if (found.payer !== payer) throw new PaymentRequestError(NO_SUCH_ID, 400);
    return found;
  }

  const provider: PaymentProvider = {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,

    async createSubscription({ plan, notes }) {
      const entity: SandboxSubscriptionEntity = {
        id: sandboxId('sub'),
        entity: 'subscription',
        plan_id: SANDBOX_PLAN_IDS[plan],
        status: 'created',
        current_start: null,
        current_end: null,
        paid_count: 0,
        total_count: 120,
        has_scheduled_changes: false,
        notes,
        created_at: unix(clock()),
      };
      await db.transaction((tx) =>
        insert(tx, 'subscription', entity, notes.paidBy ?? notes.userId ?? null),
      );
      return readSubscription(entity, SANDBOX_PLAN_IDS);
    },

    fetchSubscription(id) {
      return changeSubscription(id, () => {});
    },

    cancelSubscriptionAtPeriodEnd(id) {
      return changeSubscription(id, (entity) => {
        if (['cancelled', 'completed', 'expired'].includes(entity.status))
          throw new PaymentRequestError(
            `Subscription is not cancellable in ${entity.status} status.`,
            400,
          );
        // Never paid: nothing to wait for, as Razorpay cancels it at once.
        if (entity.status !== 'active') {
          entity.status = 'cancelled';
          entity.ended_at = unix(clock());
          return;
        }
        entity.sandbox_cancel_at_cycle_end = true;
      });
    },

    changeSubscriptionPlan(id, plan) {
      return changeSubscription(id, (entity) => {
        if (!['active', 'authenticated'].includes(entity.status))
          throw new PaymentRequestError(
            `Subscription cannot be updated in ${entity.status} status.`,
            400,
          );
        const planId = SANDBOX_PLAN_IDS[plan];
        const back = planId === entity.plan_id;
        entity.sandbox_scheduled_plan_id = back ? null : planId;
        entity.has_scheduled_changes = !back;
        entity.change_scheduled_at = back ? null : entity.current_end;
      });
    },

    async createOrder({ amount, currency, receipt, notes }) {
      const entity: RazorpayOrderEntity = {
        id: sandboxId('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        currency,
        receipt,
        status: 'created',
        notes,
        created_at: unix(clock()),
      };
      await db.transaction((tx) => insert(tx, 'order', entity, notes.userId ?? null));
      return { id: entity.id, amount, currency };
    },

    async fetchPayment(id) {
      const [row] = await db
        .select({ entity: sandboxPaymentObject.entity })
        .from(sandboxPaymentObject)
        .where(and(eq(sandboxPaymentObject.id, id), eq(sandboxPaymentObject.kind, 'payment')));
      if (!row) throw new PaymentRequestError(NO_SUCH_ID, 400);
      return readPayment(row.entity);
    },

    capturePayment(id, amount, currency) {
      return db.transaction(async (tx) => {
        const { entity } = await lock<RazorpayPaymentEntity>(tx, 'payment', id);
        if (entity.status !== 'authorized')
          throw new PaymentRequestError('This payment has already been captured', 400);
        if (entity.amount !== amount || entity.currency !== currency)
          throw new PaymentRequestError(
            'Capture amount must be equal to the amount authorized',
            400,
          );
        entity.status = 'captured';
        entity.captured = true;
        await save(tx, entity);
        return readPayment(entity);
      });
    },

    subscriptionSignatureHolds(subscriptionId, response) {
      return signatureMatches(
        subscriptionSignature(response.razorpay_payment_id, subscriptionId, config.keySecret),
        response.razorpay_signature,
      );
    },

    readWebhook(delivery) {
      return readRazorpayWebhook(delivery, config.webhookSecret, SANDBOX_PLAN_IDS);
    },
  };

  const checkout: SandboxCheckout = {
    pay(payer, target) {
      return db.transaction(async (tx) => {
        const found = await lockTarget(tx, payer, target);
        const now = clock();
        if (found.kind === 'subscription') {
          const subscription = found.entity;
          if (subscription.status !== 'created')
            throw new PaymentRequestError('This subscription has already been paid for', 409);
          const paid = payment(planAmount(subscription.plan_id), 'captured', {
            subscriptionId: subscription.id,
          });
          await insert(tx, 'payment', paid, null);
          subscription.status = 'active';
          subscription.current_start = unix(now);
          subscription.current_end = unix(oneCalendarMonthAfter(now));
          subscription.paid_count = 1;
          await save(tx, subscription);
          return {
            razorpay_payment_id: paid.id,
            razorpay_subscription_id: subscription.id,
            razorpay_signature: subscriptionSignature(paid.id, subscription.id, config.keySecret),
          };
        }
        const order = found.entity;
        if (order.status === 'paid')
          throw new PaymentRequestError('This order has already been paid for', 409);
        const paid = payment(order.amount, 'captured', { orderId: order.id });
        await insert(tx, 'payment', paid, null);
        order.status = 'paid';
        order.amount_paid = order.amount;
        await save(tx, order);
        return {
          razorpay_payment_id: paid.id,
          razorpay_order_id: order.id,
          razorpay_signature: orderSignature(order.id, paid.id, config.keySecret),
        };
      });
    },

    fail(payer, target) {
      return db.transaction(async (tx) => {
        const found = await lockTarget(tx, payer, target);
        const amount =
          found.kind === 'subscription' ? planAmount(found.entity.plan_id) : found.entity.amount;
        const links =
          found.kind === 'subscription'
            ? { subscriptionId: found.entity.id }
            : { orderId: found.entity.id };
        const declined = payment(amount, 'failed', links);
        await insert(tx, 'payment', declined, null);
        if (found.kind === 'order' && found.entity.status === 'created') {
          found.entity.status = 'attempted';
          await save(tx, found.entity);
        }
        return {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Your payment was declined. This is the sandbox: no money moved.',
            reason: 'payment_failed',
            metadata: {
              payment_id: declined.id,
              ...('orderId' in links
                ? { order_id: links.orderId }
                : { subscription_id: links.subscriptionId }),
            },
          },
        };
      });
    },
  };

  return { provider, checkout };
}
