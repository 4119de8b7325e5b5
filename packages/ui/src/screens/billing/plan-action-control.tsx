import type { ReactNode } from 'react';
import type { PaidPlanId, PlanAction } from '@convene/domain/billing';
import { planById, type PlanDefinition } from '@convene/domain/plans';

import { Button } from '../../components/button';
import { BusyButton } from '../../patterns/submit-area';
import { formatBillingDate } from '../../lib/format';
import type { BillingBusy } from './billing-types';
import { CancelSubscription } from './cancel-subscription';
import { useTimeZone } from '../../lib/time-zone';

/** What a plan's column in the comparison offers this user: its state, Subscribe or Cancel. */
export function PlanActionControl({
  plan,
  action,
  validUntil,
  canPay,
  busy,
  onSubscribe,
  onCancel,
}: {
  plan: PlanDefinition;
  action: PlanAction;
  validUntil: string | null;
  canPay: boolean;
  busy: BillingBusy;
  onSubscribe: (plan: PaidPlanId) => void;
  onCancel: () => void;
}) {
  const timeZone = useTimeZone();
  switch (action.kind) {
    case 'free-forever':
      return <PlanState>Free Forever</PlanState>;
    case 'current':
      return <PlanState>Current Plan</PlanState>;
    case 'cancelling':
      return <PlanState>Ends on {formatBillingDate(action.until, timeZone)}</PlanState>;
    case 'cancel':
      // An organisation member's Teams plan is their admin's subscription, not theirs to cancel.
      return canPay ? (
        <CancelSubscription
          planName={plan.name}
          validUntil={validUntil}
          cancelling={busy.cancelling}
          onCancel={onCancel}
        />
      ) : (
        <PlanState>Current Plan</PlanState>
      );
    case 'subscribe':
    case 'change': {
      if (!canPay) return null;
      const inFlight = busy.subscribing === action.plan;
      const target = planById(action.plan).name;
      return (
        <BusyButton
          className="w-full"
          disabled={busy.subscribing !== null}
          busy={inFlight}
          // The name keeps the visible word (WCAG 2.5.3, label in name) and says which plan it leads to.
          aria-label={
            action.kind === 'subscribe'
              ? `Subscribe to ${target}`
              : `Subscribe and switch to ${target}`
          }
          onClick={() => onSubscribe(action.plan)}
        >
          Subscribe
        </BusyButton>
      );
    }
  }
}

/** A plan's state where its button would be: the plan the user is on, or one nothing can be done with. */
function PlanState({ children }: { children: ReactNode }) {
  return (
    <Button variant="outline" className="w-full" disabled>
      {children}
    </Button>
  );
}
