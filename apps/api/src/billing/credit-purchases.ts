/**
 * Buying credits (an order at the provider, paid in its checkout) and turning credits into
 * workflow credits. The credits an order adds are the ones this server priced it for; a payment
 * counts only when the provider says it was captured, for that order's amount. One order credits
 * once, whichever of the browser's update-credit and the provider's webhook arrives first.
 */
import { randomUUID } from 'node:crypto';
import { DomainError } from '@convene/domain/errors';
import { creditPurchaseAmountPaise, workflowExecutionsFor } from '@convene/domain/billing';
import { formatCredits } from '@convene/domain/credits';
import { eq, sql } from 'drizzle-orm';
import { applyCreditChange, lockBalance } from '../credits/ledger.js';
import { creditLedger } from '../credits/schema.js';
import type { Database } from '../db/index.js';
import { profile } from '../db/schema.js';
import type { Caller } from '../providers/auth/port.js';
import {
  PaymentRequestError,
  type PaymentProvider,
  type ProviderPayment,
} from '../providers/payments/port.js';
import { askProvider, refuseTeamsPlanMember } from './payment-calls.js';
import { creditOrder } from './schema.js';

export interface CreditPurchaseServices {
  db: Database;
  payments: PaymentProvider;
  clock: () => Date;
}

export async function createCreditOrder(
  services: CreditPurchaseServices,
  caller: Caller,
  credits: number,
) {
  const now = services.clock();
  const account = await services.db.transaction((tx) => lockBalance(tx, caller.userId));
  refuseTeamsPlanMember(caller, account, now);
  const amount = creditPurchaseAmountPaise(credits, account, now);
  const order = await askProvider(() =>
    services.payments.createOrder({
      amount,
      currency: 'INR',
      // Razorpay keeps receipts to 40 characters.
      receipt: `credits_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
      notes: { userId: caller.userId, credits: String(credits) },
    }),
  );
  await services.db.insert(creditOrder).values({
    id: order.id,
    provider: services.payments.name,
    userId: caller.userId,
    credits,
    amount: order.amount,
    currency: order.currency,
  });
  return { orderId: order.id, credits, amount: order.amount, currency: 'INR' as const };
}

export interface CreditedPayment {
  creditsAdded: number;
  totalCredits: number;
}

/**
 * Adds the credits of a captured payment of one of our orders, in the caller's transaction, once
 * per order. `userId`, when given, must own the order (another user's payment is not found).
 * Null when the payment is not for an order of ours.
 */
export async function creditOrderPayment(
  tx: Database,
  payment: ProviderPayment,
  userId: string | null,
): Promise<CreditedPayment | null> {
  if (!payment.orderId) return null;
  const [order] = await tx.select().from(creditOrder).where(eq(creditOrder.id, payment.orderId));
  if (!order || (userId !== null && order.userId !== userId)) return null;
  if (payment.amount !== order.amount || payment.currency !== order.currency)
    throw new DomainError('conflict', 'The payment does not match the order it is for.');
  if (payment.status !== 'captured')
    throw new DomainError('conflict', 'The payment has not completed.');
  await lockBalance(tx, order.userId);
  const total = await applyCreditChange(tx, {
    userId: order.userId,
    change: order.credits,
    reason: 'purchase',
    idempotencyKey: `credit-order:${order.id}`,
    paymentId: payment.id,
    detail: formatCredits(order.credits),
  });
  if (total !== null)
    await tx
      .update(creditOrder)
      .set({ status: 'paid', paymentId: payment.id, updatedAt: new Date() })
      .where(eq(creditOrder.id, order.id));
  const [balance] = await tx
    .select({ credits: profile.credits })
    .from(profile)
    .where(eq(profile.userId, order.userId));
  return { creditsAdded: total === null ? 0 : order.credits, totalCredits: balance?.credits ?? 0 };
}

/** `GET credits/update-credit?paymentId=`: the provider is asked; the browser's word is not taken. */
export async function creditPayment(
  services: CreditPurchaseServices,
  caller: Caller,
  paymentId: string,
): Promise<CreditedPayment> {
  const notFound = new DomainError('not_found', 'Payment not found');
  let payment = await askProvider(async () => {
    try {
      return await services.payments.fetchPayment(paymentId);
    } catch (error) {
      // An id the provider does not know is the caller's mistake, not the provider's failure.
      if (error instanceof PaymentRequestError) return null;
      throw error;
    }
  });
  if (!payment) throw notFound;
  const [order] = payment.orderId
    ? await services.db.select().from(creditOrder).where(eq(creditOrder.id, payment.orderId))
    : [];
  if (!order || order.userId !== caller.userId) throw notFound;
  // An account that does not capture on its own leaves the payment authorised: capture it once.
  const authorised = payment;
  if (authorised.status === 'authorized' && authorised.amount === order.amount)
    payment = await askProvider(() =>
      services.payments.capturePayment(authorised.id, authorised.amount, authorised.currency),
    );
  const captured = payment;
  const credited = await services.db.transaction((tx) =>
    creditOrderPayment(tx, captured, caller.userId),
  );
  if (!credited) throw notFound;
  return credited;
}

/**
 * Spends whole credits on as many workflow credits, under the balance lock so concurrent buys
 * never take the balance below zero. A retried request with the same key spends once.
 */
export async function buyWorkflowCredits(
  services: Pick<CreditPurchaseServices, 'db' | 'clock'>,
  caller: Caller,
  creditAmount: number,
  requestKey: string | undefined,
): Promise<{ totalWorkflowCredits: number }> {
  return services.db.transaction(async (tx) => {
    const account = await lockBalance(tx, caller.userId);
    refuseTeamsPlanMember(caller, account, services.clock());
    const idempotencyKey = `workflow-purchase:${caller.userId}:${requestKey ?? randomUUID()}`;
    const [done] = await tx
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(eq(creditLedger.idempotencyKey, idempotencyKey));
    if (!done && account.credits < creditAmount)
      throw new DomainError(
        'payment_required',
        `Not enough credits: you have ${formatCredits(account.credits)} and asked to spend ${formatCredits(creditAmount)}.`,
      );
    const spent = await applyCreditChange(tx, {
      userId: caller.userId,
      change: -creditAmount,
      reason: 'workflow_purchase',
      idempotencyKey,
      detail: `${workflowExecutionsFor(creditAmount).toLocaleString('en-IN')} executions`,
    });
    const [updated] = await tx
      .update(profile)
      .set(
        spent === null
          ? { updatedAt: new Date() }
          : {
              workflowCredits: sql`${profile.workflowCredits} + ${creditAmount}`,
              updatedAt: new Date(),
            },
      )
      .where(eq(profile.userId, caller.userId))
      .returning({ workflowCredits: profile.workflowCredits });
    return { totalWorkflowCredits: updated?.workflowCredits ?? 0 };
  });
}
