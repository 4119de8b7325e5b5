/**
 * What the fake Razorpay account holds (its settings, entities and what waits for a cycle's end),
 * shared by subscriptions.ts, orders.ts and server.ts, and the payments all of them make.
 */
import { randomBytes } from 'node:crypto';
import type { PaidPlanId } from '@convene/domain/billing';
import { newId } from './fields.js';
import type {
  FakeRazorpayOptions,
  FakeRazorpayOrder,
  FakeRazorpayPayment,
  FakeRazorpayRequest,
  FakeRazorpaySubscription,
} from './types.js';

const DEFAULT_PLAN_AMOUNTS: Record<PaidPlanId, number> = {
  // The product's monthly prices (₹1,199 and ₹2,399) in paise.
  pro: 119_900,
  teams: 239_900,
};

export interface FakeRazorpayAccount {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  planIds: Record<PaidPlanId, string>;
  planAmounts: Record<PaidPlanId, number>;
  autoCapture: boolean;
  accountId: string;
  /** Razorpay's clock, in Unix seconds. */
  now(): number;
  subscriptions: Map<string, FakeRazorpaySubscription>;
  orders: Map<string, FakeRazorpayOrder>;
  payments: Map<string, FakeRazorpayPayment>;
  requests: FakeRazorpayRequest[];
  /** Plan changes waiting for the end of the cycle, by subscription id. */
  scheduledPlans: Map<string, string>;
  /** Subscriptions cancelled at the end of their cycle. */
  cancelAtCycleEnd: Set<string>;
}

export function openAccount(options: FakeRazorpayOptions): FakeRazorpayAccount {
  const clock = options.clock ?? (() => new Date());
  return {
    keyId: options.keyId ?? `rzp_test_${newId(null)}`,
    keySecret: options.keySecret ?? randomBytes(18).toString('base64url'),
    webhookSecret: options.webhookSecret ?? `whsec_fake_${randomBytes(12).toString('hex')}`,
    planIds: options.planIds ?? { pro: newId('plan'), teams: newId('plan') },
    planAmounts: options.planAmounts ?? DEFAULT_PLAN_AMOUNTS,
    autoCapture: options.autoCapture ?? true,
    accountId: newId('acc'),
    now: () => Math.floor(clock().getTime() / 1000),
    subscriptions: new Map(),
    orders: new Map(),
    payments: new Map(),
    requests: [],
    scheduledPlans: new Map(),
    cancelAtCycleEnd: new Set(),
  };
}

export function planAmount(account: FakeRazorpayAccount, planId: string): number {
  const { planIds, planAmounts } = account;
  const plan = (Object.keys(planIds) as PaidPlanId[]).find((name) => planIds[name] === planId);
  if (!plan) throw new Error(`No fake Razorpay plan ${planId}`);
  return planAmounts[plan];
}

export function knownPlan(account: FakeRazorpayAccount, planId: unknown): planId is string {
  return typeof planId === 'string' && Object.values(account.planIds).includes(planId);
}

export function newPayment(
  account: FakeRazorpayAccount,
  fields: {
    amount: number;
    status: FakeRazorpayPayment['status'];
    orderId: string;
    invoiceId: string | null;
    description: string;
  },
): FakeRazorpayPayment {
  const payment: FakeRazorpayPayment = {
    id: newId('pay'),
    entity: 'payment',
    amount: fields.amount,
    currency: 'INR',
    status: fields.status,
    order_id: fields.orderId,
    invoice_id: fields.invoiceId,
    international: false,
    method: 'card',
    amount_refunded: 0,
    refund_status: null,
    captured: fields.status === 'captured',
    description: fields.description,
    card_id: newId('card'),
    bank: null,
    wallet: null,
    vpa: null,
    email: 'customer@example.com',
    contact: '+919000090000',
    notes: [],
    fee: fields.status === 'captured' ? Math.round(fields.amount * 0.02) : null,
    tax: fields.status === 'captured' ? 0 : null,
    error_code: null,
    error_description: null,
    error_source: null,
    error_step: null,
    error_reason: null,
    created_at: account.now(),
  };
  account.payments.set(payment.id, payment);
  return payment;
}
