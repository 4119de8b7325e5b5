import { FlaskConicalIcon } from 'lucide-react';
import { formatRupees } from '@convene/domain/plans';

import { Button } from '../../components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog';
import { BusyButton } from '../../patterns/submit-area';

export const SANDBOX_BANNER = 'Sandbox: no money moves';
export const SANDBOX_EXPLANATION =
  'This checkout is simulated: no card is charged. Pay completes the payment, Fail declines it.';

export interface SandboxCheckoutDialogProps {
  open: boolean;
  /** What is being paid for, e.g. 'Pro plan' or '2 credits'. */
  title: string;
  /** In rupees. */
  amount: number;
  /** How often the amount is charged, e.g. 'monthly'; none for a one-off purchase. */
  billingNote?: string;
  /** The outcome being reported to the server: every button waits for it. */
  busy: 'pay' | 'fail' | null;
  onPay: () => void;
  onFail: () => void;
  /** Close, Escape or a click outside: the checkout is abandoned. */
  onClose: () => void;
}

/**
 * The embedded sandbox's checkout, shown instead of the card provider's when no payment keys are
 * configured: it says plainly that nothing is charged, and lets the user make the payment succeed or fail.
 */
export function SandboxCheckoutDialog({
  open,
  title,
  amount,
  billingNote,
  busy,
  onPay,
  onFail,
  onClose,
}: SandboxCheckoutDialogProps) {
  const price = formatRupees(amount);
  const locked = busy !== null;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !locked && onClose()}>
      <DialogContent
        data-slot="sandbox-checkout"
        showCloseButton={false}
        aria-busy={locked || undefined}
        className="grid-cols-[minmax(0,1fr)] gap-5"
      >
        <DialogDescription asChild>
          <div
            data-slot="sandbox-banner"
            className="flex items-start gap-3 rounded-md border border-info/40 bg-info/10 px-4 py-3 text-sm"
          >
            <FlaskConicalIcon
              aria-hidden
              className="mt-0.5 size-5 shrink-0 text-info dark:text-blue-300"
            />
            <div className="space-y-1">
              <p className="font-semibold text-foreground">{SANDBOX_BANNER}</p>
              <p className="text-muted-foreground">{SANDBOX_EXPLANATION}</p>
            </div>
          </div>
        </DialogDescription>

        <DialogHeader>
          <DialogTitle>Checkout</DialogTitle>
        </DialogHeader>

        <div
          data-slot="sandbox-order"
          className="flex items-start justify-between gap-4 rounded-md border px-4 py-3"
        >
          <p className="min-w-0 font-medium break-words">{title}</p>
          <p className="shrink-0 text-right">
            <span className="block text-2xl font-bold tracking-tight tabular-nums">{price}</span>
            {billingNote && (
              <span className="block text-xs text-muted-foreground">{billingNote}</span>
            )}
          </p>
        </div>

        <DialogFooter>
          <Button variant="ghost" disabled={locked} onClick={onClose}>
            Close
          </Button>
          <BusyButton variant="outline" disabled={locked} busy={busy === 'fail'} onClick={onFail}>
            Fail
          </BusyButton>
          <BusyButton disabled={locked} busy={busy === 'pay'} onClick={onPay}>
            Pay {price}
          </BusyButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
