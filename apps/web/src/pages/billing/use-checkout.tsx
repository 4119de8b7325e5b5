/**
 * What the billing page and the admin page share: the checkout the server names for each
 * payment (with failed attempts toasted), and the subscribe flow of SPEC section 4 for a plan and
 * the user it is for (the caller, or a member whose Teams seat their admin buys).
 */
import type { ReactNode } from 'react';
import type { PaidPlanId } from '@convene/domain/billing';
import { planById } from '@convene/domain/plans';
import { useApi } from '../../api/provider';
import { toast } from '../../lib/toasts';
import { BILLING_MESSAGES, subscribe } from './billing-flows';
import { openRazorpayCheckout, type CheckoutRequest, type CheckoutResult } from './checkout';
import { useSandboxCheckout } from './sandbox-checkout';

export type OpenCheckoutFor = (
  request: Omit<CheckoutRequest, 'prefill' | 'onFailure'>,
) => Promise<CheckoutResult>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const reload = () => window.location.reload();

export function useCheckout(payer: { name?: string; email?: string }): {
  openCheckout: OpenCheckoutFor;
  subscribeTo: (plan: PaidPlanId, userId: string) => Promise<boolean>;
  /** The sandbox checkout's dialog, rendered by the page. */
  dialog: ReactNode;
} {
  const { hooks } = useApi();
  const sandbox = useSandboxCheckout();
  const createSubscription = hooks.useMutation('post', '/subscription/create');
  const saveDetails = hooks.useMutation('post', '/subscription/save-subscription-details');
  const verify = hooks.useMutation('post', '/subscription/verify-subscription');

  const openCheckout: OpenCheckoutFor = (request) =>
    (request.checkout === 'sandbox' ? sandbox.open : openRazorpayCheckout)({
      ...request,
      prefill: payer,
      onFailure: (reason) => toast.error(BILLING_MESSAGES.paymentFailed(reason)),
    }).catch((error: unknown) => {
      toast.error(error instanceof Error ? error.message : String(error));
      return { status: 'closed' } as const;
    });

  const subscribeTo = (plan: PaidPlanId, userId: string) =>
    subscribe({
      create: () => createSubscription.mutateAsync({ body: { plan, userId } }),
      checkout: ({ subscriptionId, keyId, checkout }) =>
        openCheckout({
          checkout,
          keyId,
          target: { subscriptionId },
          title: `${planById(plan).name} plan`,
          amount: planById(plan).price,
          billingNote: planById(plan).billingNote,
        }),
      save: (response) =>
        saveDetails.mutateAsync({
          body: {
            response: {
              razorpay_payment_id: response.razorpay_payment_id,
              razorpay_subscription_id: response.razorpay_subscription_id ?? '',
              razorpay_signature: response.razorpay_signature,
            },
            selectedPlan: plan,
            userId,
          },
        }),
      verify: (subscriptionId) => verify.mutateAsync({ body: { subscriptionId } }),
      wait,
      reload,
      toast,
    });

  return { openCheckout, subscribeTo, dialog: sandbox.dialog };
}

export { wait, reload };
