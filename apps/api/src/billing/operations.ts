/**
 * The billing feature's operations: subscriptions, credit purchases, workflow credits, the credit
 * history, the provider's webhooks and the sandbox checkout's buttons.
 */
import { DomainError } from '@convene/domain/errors';
import type { FastifyBaseLogger } from 'fastify';
import { headerValue } from '../contract/headers.js';
import { defineOperations } from '../contract/operations.js';
import type { Database } from '../db/index.js';
import type { OrganisationDirectory } from '../providers/organisations/port.js';
import { PaymentRequestError, type PaymentProvider } from '../providers/payments/port.js';
import type { SandboxCheckout, SandboxCheckoutTarget } from '../providers/payments/sandbox.js';
import { readAccount } from '../users/account.js';
import { userSubscription } from '../users/details.js';
import { buyWorkflowCredits, createCreditOrder, creditPayment } from './credit-purchases.js';
import { creditHistory } from './history.js';
import {
  cancelSubscription,
  changeSubscriptionPlan,
  createSubscription,
  saveSubscriptionDetails,
  verifySubscription,
} from './subscriptions.js';
import { receivePaymentWebhook } from './webhooks.js';

/** Operations whose body is kept byte for byte, for the signature over it. */
export const BILLING_SIGNED_BODY_OPERATIONS = ['receiveRazorpayWebhook'] as const;

export interface BillingOperationServices {
  db: Database;
  payments: PaymentProvider;
  sandboxCheckout: SandboxCheckout | null;
  directory: OrganisationDirectory;
  clock: () => Date;
}

const NOT_FOUND = 'Not found';

/** The sandbox checkout, only while the sandbox takes payments; its refusals in HTTP's words. */
async function atSandboxCheckout<T>(
  checkout: SandboxCheckout | null,
  press: (checkout: SandboxCheckout) => Promise<T>,
): Promise<T> {
  if (!checkout) throw new DomainError('not_found', NOT_FOUND);
  try {
    return await press(checkout);
  } catch (error) {
    if (error instanceof PaymentRequestError)
      throw new DomainError(error.status === 409 ? 'conflict' : 'not_found', error.message);
    throw error;
  }
}

function sandboxTarget(body: { subscriptionId?: string; orderId?: string }): SandboxCheckoutTarget {
  if (body.subscriptionId) return { subscriptionId: body.subscriptionId };
  if (body.orderId) return { orderId: body.orderId };
  throw new DomainError('invalid', 'Name the subscription or the order the checkout is for.');
}

export function billingOperations(services: BillingOperationServices) {
  const { db, payments, sandboxCheckout, clock } = services;
  const webhookServices = (log: FastifyBaseLogger) => ({ db, payments, clock, log });
  return defineOperations({
    async createSubscription({ caller, body }) {
      const { subscriptionId } = await createSubscription(services, caller, body.value);
      return {
        status: 200,
        body: { success: true, subscriptionId, keyId: payments.keyId, checkout: payments.name },
      };
    },

    async saveSubscriptionDetails({ caller, body }) {
      await saveSubscriptionDetails(services, caller, body.value);
      return { status: 200, body: { success: true } };
    },

    async verifySubscription({ caller, body }) {
      await verifySubscription(services, caller, body.value.subscriptionId);
      return { status: 200, body: { success: true } };
    },

    async cancelSubscription({ caller, query }) {
      await cancelSubscription(services, caller, query.userId);
      return { status: 200, body: { success: true } };
    },

    async updateSubscription({ caller, query }) {
      await changeSubscriptionPlan(services, caller, query.plan);
      const account = await readAccount(db, caller.userId);
      if (!account) throw new DomainError('not_found', 'You have no active subscription.');
      return { status: 200, body: { success: true, subscription: userSubscription(account) } };
    },

    async createCreditOrder({ caller, body }) {
      const order = await createCreditOrder(services, caller, body.value.credits);
      return {
        status: 200,
        body: { success: true, keyId: payments.keyId, checkout: payments.name, ...order },
      };
    },

    async updateCredits({ caller, query }) {
      const credited = await creditPayment(services, caller, query.paymentId);
      return { status: 200, body: { success: true, ...credited } };
    },

    async buyWorkflowCredits({ caller, body, headers }) {
      const bought = await buyWorkflowCredits(
        services,
        caller,
        body.value.creditAmount,
        headerValue(headers, 'idempotency-key'),
      );
      return { status: 200, body: { success: true, ...bought } };
    },

    async listCreditHistory({ caller, query }) {
      const entries = await creditHistory(db, caller.userId, query.limit ?? 50);
      return { status: 200, body: { success: true, entries } };
    },

    async paySandboxCheckout({ caller, body }) {
      const fields = await atSandboxCheckout(sandboxCheckout, (checkout) =>
        checkout.pay(caller.userId, sandboxTarget(body.value)),
      );
      return { status: 200, body: fields };
    },

    async failSandboxCheckout({ caller, body }) {
      const failure = await atSandboxCheckout(sandboxCheckout, (checkout) =>
        checkout.fail(caller.userId, sandboxTarget(body.value)),
      );
      return { status: 200, body: failure };
    },

    async receiveRazorpayWebhook(call) {
      if (call.rawBody === null) throw new DomainError('invalid', 'The webhook has no body.');
      await receivePaymentWebhook(webhookServices(call.log), {
        headers: call.headers,
        rawBody: call.rawBody,
      });
      return { status: 200, body: { success: true } };
    },
  });
}
