/**
 * The embedded sandbox's checkout: the app's own dialog, marked 'Sandbox: no money moves'. Pay
 * and Fail ask the server's sandbox to complete or decline the payment, which answers what
 * Razorpay's Checkout would (signed handler fields, or the failure), so the rest of the flow is
 * the same code for both.
 */
import { useRef, useState, type ReactNode } from 'react';
import { ApiError } from '@convene/api-client';
import { SandboxCheckoutDialog } from '@convene/ui/screens/billing/sandbox-checkout-dialog';
import { useApi } from '../../api/provider';
import type { CheckoutRequest, CheckoutResult, OpenCheckout } from './checkout';

interface Open {
  request: CheckoutRequest;
  resolve: (result: CheckoutResult) => void;
}

export function useSandboxCheckout(): { open: OpenCheckout; dialog: ReactNode } {
  const { hooks } = useApi();
  const pay = hooks.useMutation('post', '/payments/sandbox/pay');
  const fail = hooks.useMutation('post', '/payments/sandbox/fail');
  const [current, setCurrent] = useState<Open | null>(null);
  const [busy, setBusy] = useState<'pay' | 'fail' | null>(null);
  // Settled once: a late answer after Close resolves nothing twice.
  const settled = useRef<Open | null>(null);

  const finish = (open: Open, result: CheckoutResult) => {
    if (settled.current === open) return;
    settled.current = open;
    setCurrent(null);
    open.resolve(result);
  };

  const open: OpenCheckout = (request) =>
    new Promise<CheckoutResult>((resolve) => setCurrent({ request, resolve }));

  const body = (request: CheckoutRequest) =>
    'subscriptionId' in request.target
      ? { subscriptionId: request.target.subscriptionId }
      : { orderId: request.target.orderId };

  const dialog = current ? (
    <SandboxCheckoutDialog
      open
      title={current.request.title}
      amount={current.request.amount}
      billingNote={current.request.billingNote}
      busy={busy}
      onPay={() => {
        setBusy('pay');
        pay
          .mutateAsync({ body: body(current.request) })
          .then((response) => finish(current, { status: 'paid', response }))
          .catch((error: unknown) => current.request.onFailure(ApiError.of(error).message))
          .finally(() => setBusy(null));
      }}
      onFail={() => {
        setBusy('fail');
        fail
          .mutateAsync({ body: body(current.request) })
          .then(({ error }) => current.request.onFailure(error.description))
          .catch((error: unknown) => current.request.onFailure(ApiError.of(error).message))
          .finally(() => setBusy(null));
      }}
      onClose={() => {
        if (busy === null) finish(current, { status: 'closed' });
      }}
    />
  ) : null;

  return { open, dialog };
}
