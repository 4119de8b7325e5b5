/**
 * The billing page's flows (SPEC section 4) as plain steps, so their order, waits and messages
 * are tested without a browser: subscribe (create, checkout, save, wait 10 s after the provider's
 * success, verify, reload 2 s after the success toast), cancel, and buying credits.
 */
import { ApiError, type CheckoutKind, type SandboxPaymentResponse } from '@convene/api-client';
import type { CheckoutResult } from './checkout';

export const BILLING_MESSAGES = {
  createFailed: 'Failed to create subscription',
  createError: 'Error creating subscription',
  processing: 'Processing your subscription… Please don’t close or refresh the page.',
  activated: 'Subscription activated successfully',
  verifyFailed: 'Failed to verify subscription',
  verifyError: 'Error verifying payment',
  cancelled: 'Subscription cancelled successfully',
  cancelFailed: 'Failed to cancel subscription',
  creditsFailed: 'Failed to update credits. Please contact support.',
  creditsError: 'Error while verifying payment. Please contact support.',
  workflowFailed: 'Failed to buy workflow executions',
  paymentFailed: (reason: string) => `Payment failed: ${reason} Nothing has changed.`,
} as const;

/** SPEC section 9: verification 10 seconds after the payment's success, reload 2 seconds after. */
export const VERIFY_AFTER_PAYMENT_MS = 10_000;
export const RELOAD_AFTER_SUCCESS_MS = 2_000;

export interface Toasts {
  success(message: string): void;
  error(message: string): void;
  /** A toast that stays until dismissed; answers its id. */
  loading(message: string): string;
  dismiss(id: string): void;
}

/**
 * SPEC section 8's pairs: the server answered with a failure (`failed`), or no answer came at all
 * (`noAnswer`, the page's exception message).
 */
export function failureMessage(error: unknown, failed: string, noAnswer: string): string {
  return ApiError.of(error).status === undefined ? noAnswer : failed;
}

/** What subscription/create answered: the subscription and the checkout that opens it. */
export interface CreatedSubscription {
  subscriptionId?: string | null;
  keyId: string;
  checkout: CheckoutKind;
}

export interface SubscribeSteps {
  create(): Promise<CreatedSubscription>;
  checkout(created: CreatedSubscription & { subscriptionId: string }): Promise<CheckoutResult>;
  save(response: SandboxPaymentResponse): Promise<unknown>;
  verify(subscriptionId: string): Promise<unknown>;
  wait(ms: number): Promise<void>;
  reload(): void;
  toast: Toasts;
}

/** Answers whether the subscription went live. */
export async function subscribe(steps: SubscribeSteps): Promise<boolean> {
  const { toast } = steps;
  let created: CreatedSubscription;
  try {
    created = await steps.create();
  } catch (error) {
    toast.error(failureMessage(error, BILLING_MESSAGES.createFailed, BILLING_MESSAGES.createError));
    return false;
  }
  const { subscriptionId } = created;
  // 'Subscribing fails if no subscription id is returned.'
  if (!subscriptionId) {
    toast.error(BILLING_MESSAGES.createFailed);
    return false;
  }
  const result = await steps.checkout({ ...created, subscriptionId });
  if (result.status !== 'paid') return false;
  const processing = toast.loading(BILLING_MESSAGES.processing);
  try {
    await steps.save(result.response);
    await steps.wait(VERIFY_AFTER_PAYMENT_MS);
    await steps.verify(subscriptionId);
  } catch (error) {
    toast.dismiss(processing);
    toast.error(failureMessage(error, BILLING_MESSAGES.verifyFailed, BILLING_MESSAGES.verifyError));
    return false;
  }
  toast.dismiss(processing);
  toast.success(BILLING_MESSAGES.activated);
  await steps.wait(RELOAD_AFTER_SUCCESS_MS);
  steps.reload();
  return true;
}

export interface CancelSteps {
  cancel(): Promise<unknown>;
  wait(ms: number): Promise<void>;
  reload(): void;
  toast: Toasts;
}

export async function cancelSubscription(steps: CancelSteps): Promise<boolean> {
  try {
    await steps.cancel();
  } catch (error) {
    steps.toast.error(
      failureMessage(error, BILLING_MESSAGES.cancelFailed, BILLING_MESSAGES.cancelFailed),
    );
    return false;
  }
  steps.toast.success(BILLING_MESSAGES.cancelled);
  await steps.wait(RELOAD_AFTER_SUCCESS_MS);
  steps.reload();
  return true;
}

/** What credits/create-order answered: the order, its amount in paise, and its checkout. */
export interface CreatedOrder {
  orderId: string;
  amount: number;
  keyId: string;
  checkout: CheckoutKind;
}

export interface BuyCreditsSteps {
  createOrder(): Promise<CreatedOrder>;
  checkout(order: CreatedOrder): Promise<CheckoutResult>;
  /** GET credits/update-credit?paymentId=: the server asks the provider for the payment. */
  updateCredits(paymentId: string): Promise<{ creditsAdded: number }>;
  toast: Pick<Toasts, 'success' | 'error'>;
}

export async function buyCredits(steps: BuyCreditsSteps): Promise<boolean> {
  let order: CreatedOrder;
  try {
    order = await steps.createOrder();
  } catch (error) {
    steps.toast.error(
      failureMessage(error, BILLING_MESSAGES.creditsFailed, BILLING_MESSAGES.creditsError),
    );
    return false;
  }
  const result = await steps.checkout(order);
  if (result.status !== 'paid') return false;
  try {
    const { creditsAdded } = await steps.updateCredits(result.response.razorpay_payment_id);
    steps.toast.success(
      creditsAdded > 0
        ? `Added ${creditsAdded} ${creditsAdded === 1 ? 'credit' : 'credits'}`
        : 'Your credits are up to date',
    );
    return true;
  } catch (error) {
    steps.toast.error(
      failureMessage(error, BILLING_MESSAGES.creditsFailed, BILLING_MESSAGES.creditsError),
    );
    return false;
  }
}
