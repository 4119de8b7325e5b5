import { ConfirmButton } from '../../patterns/confirm-dialog';
import { formatBillingDate } from '../../lib/format';
import { useTimeZone } from '../../lib/time-zone';

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
  const timeZone = useTimeZone();
  return (
    <ConfirmButton
      title={`Cancel your ${planName} subscription?`}
      description={`${planName} stays active until ${formatBillingDate(validUntil, timeZone)}; you will not be charged again.`}
      keepLabel="Keep subscription"
      confirmLabel="Cancel subscription"
      onConfirm={onCancel}
      className="w-full"
      busy={cancelling}
    >
      Cancel Subscription
    </ConfirmButton>
  );
}
