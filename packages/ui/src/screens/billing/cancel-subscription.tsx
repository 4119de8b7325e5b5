import { useState } from 'react';

import { Button } from '../../components/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/dialog';
import { Spinner } from '../../components/spinner';
import { formatBillingDate } from '../../lib/format';

/** The current plan's Cancel Subscription button and the dialog that confirms it. */
export function CancelSubscription({
  planName,
  validUntil,
  cancelling,
  onCancel,
}: {
  planName: string;
  validUntil: string | null;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          className="w-full text-destructive hover:bg-destructive/10 hover:text-destructive dark:text-red-300 dark:hover:text-red-300"
          disabled={cancelling}
          aria-busy={cancelling || undefined}
        >
          {cancelling && <Spinner aria-hidden />}
          Cancel Subscription
        </Button>
      </DialogTrigger>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Cancel your {planName} subscription?</DialogTitle>
          <DialogDescription>
            {planName} stays active until {formatBillingDate(validUntil)}; you will not be charged
            again.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep subscription</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              setOpen(false);
              onCancel();
            }}
          >
            Cancel subscription
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
