/**
 * The checkout port of the web app: opens the payment provider's checkout for a subscription or
 * an order and answers what its success handler received. Razorpay's Checkout (loaded only here,
 * on /billing) or the embedded sandbox's dialog, as the server names it for each payment.
 */
import type { CheckoutKind, SandboxPaymentResponse } from '@convene/api-client';

export type CheckoutTarget = { subscriptionId: string } | { orderId: string; amountPaise: number };

export interface CheckoutRequest {
  checkout: CheckoutKind;
  keyId: string;
  target: CheckoutTarget;
  /** What is being paid for, e.g. 'Pro plan' or '2 credits'. */
  title: string;
  /** In rupees, as shown. */
  amount: number;
  billingNote?: string;
  prefill: { name?: string; email?: string };
  /** An attempt failed; the checkout stays open for another try, as Razorpay's does. */
  onFailure(reason: string): void;
}

export type CheckoutResult =
  { status: 'paid'; response: SandboxPaymentResponse } | { status: 'closed' };

export type OpenCheckout = (request: CheckoutRequest) => Promise<CheckoutResult>;

export const CHECKOUT_LOAD_FAILED = 'The payment checkout could not be loaded. Please try again.';

const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  on(
    event: 'payment.failed',
    handler: (response: { error: { description?: string } }) => void,
  ): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let razorpayLoading: Promise<RazorpayConstructor> | null = null;

/** Razorpay's script, added once; a failed download can be tried again. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  razorpayLoading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error(CHECKOUT_LOAD_FAILED));
    script.onerror = () => {
      script.remove();
      reject(new Error(CHECKOUT_LOAD_FAILED));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    razorpayLoading = null;
    throw error;
  });
  return razorpayLoading;
}

/** Razorpay Checkout: `subscription_id` for a plan, `order_id` with its amount for credits. */
export const openRazorpayCheckout: OpenCheckout = async (request) => {
  const Razorpay = await loadRazorpay();
  return new Promise<CheckoutResult>((resolve) => {
    const checkout = new Razorpay({
      key: request.keyId,
      ...('subscriptionId' in request.target
        ? { subscription_id: request.target.subscriptionId }
        : {
            order_id: request.target.orderId,
            amount: request.target.amountPaise,
            currency: 'INR',
          }),
      name: 'Convene',
      description: request.title,
      prefill: request.prefill,
      handler: (response: SandboxPaymentResponse) => resolve({ status: 'paid', response }),
      modal: { ondismiss: () => resolve({ status: 'closed' }) },
    });
    checkout.on('payment.failed', ({ error }) =>
      request.onFailure(error.description ?? 'The payment was declined.'),
    );
    checkout.open();
  });
};
