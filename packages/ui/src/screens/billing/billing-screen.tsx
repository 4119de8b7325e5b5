import { useId } from 'react';
import type { PaidPlanId, PlanAction } from '@convene/domain/billing';
import type { PlanId } from '@convene/domain/plans';

import { ErrorAlert } from '../../patterns/error-alert';
import { InfoNote } from '../../patterns/info-note';
import { Page } from '../../patterns/page-header';
import { PlanComparisonTable } from '../../patterns/plan-comparison-table';
import { BillingLoading } from './billing-loading';
import type {
  BillingAccount,
  BillingBusy,
  CreditChangeReason,
  CreditHistoryEntry,
} from './billing-types';
import { CreditBalanceCard } from './credit-balance-card';
import { CreditHistory, type CreditHistoryState } from './credit-history';
import { PlanActionControl } from './plan-action-control';
import { NOT_ENOUGH_CREDITS, WorkflowExecutionsCard } from './workflow-executions-card';

// The web app reaches the view types through this module (the package exports screens as .tsx).
export type {
  BillingAccount,
  BillingBusy,
  CreditChangeReason,
  CreditHistoryEntry,
  CreditHistoryState,
  PaidPlanId,
  PlanAction,
};

export { NOT_ENOUGH_CREDITS };

export const BILLING_LOAD_ERROR = 'Failed to load billing details.';
export const ADMIN_MANAGES_PLAN = 'Your organisation admin manages your plan and billing.';

export interface BillingScreenProps {
  status: 'loading' | 'error' | 'ready';
  /** null unless ready. */
  account: BillingAccount | null;
  /** What each plan's button does, computed by the container with the domain's planAction. */
  planActions: Record<PlanId, PlanAction>;
  /**
   * false for Teams-plan organisation members: buy-credits, workflow purchase and subscribe/change
   * controls are hidden (not disabled), with one line saying their organisation admin manages the plan.
   */
  canPay: boolean;
  busy: BillingBusy;
  onBuyCredits: (credits: number) => void;
  onBuyWorkflowCredits: (credits: number) => void;
  /** For the 'subscribe' and 'change' actions. */
  onSubscribe: (plan: PaidPlanId) => void;
  /** Called after the user confirms in the confirm dialog. */
  onCancel: () => void;
  history: CreditHistoryState;
}

/** Billing (/billing): credits, workflow executions, the plans and the credit history. */
export function BillingScreen({ status, account, history, ...details }: BillingScreenProps) {
  return (
    <Page
      data-slot="billing-screen"
      title="Billing"
      description="Credits, workflow executions and your plan"
    >
      {status === 'loading' ? (
        <BillingLoading />
      ) : status === 'ready' && account ? (
        <BillingDetails account={account} {...details} />
      ) : (
        <ErrorAlert error={BILLING_LOAD_ERROR} />
      )}
      <CreditHistory history={history} />
    </Page>
  );
}

type DetailsProps = Omit<BillingScreenProps, 'status' | 'account' | 'history'> & {
  account: BillingAccount;
};

function BillingDetails({
  account,
  planActions,
  canPay,
  busy,
  onBuyCredits,
  onBuyWorkflowCredits,
  onSubscribe,
  onCancel,
}: DetailsProps) {
  const plansId = useId();
  return (
    <>
      {!canPay && <InfoNote data-slot="billing-admin-note">{ADMIN_MANAGES_PLAN}</InfoNote>}

      <div className="grid gap-6 lg:grid-cols-2">
        <CreditBalanceCard
          account={account}
          canPay={canPay}
          busy={busy.buyingCredits}
          onBuy={onBuyCredits}
        />
        <WorkflowExecutionsCard
          account={account}
          canPay={canPay}
          busy={busy.buyingWorkflowCredits}
          onBuy={onBuyWorkflowCredits}
        />
      </div>

      <section aria-labelledby={plansId} data-slot="billing-plans" className="space-y-4">
        <div className="space-y-1">
          <h2 id={plansId} className="text-xl font-semibold tracking-tight">
            Plans
          </h2>
          <p className="text-sm text-muted-foreground">What each plan includes and costs.</p>
        </div>
        <PlanComparisonTable
          renderAction={(plan) => (
            <PlanActionControl
              plan={plan}
              action={planActions[plan.id]}
              validUntil={account.validUntil}
              canPay={canPay}
              busy={busy}
              onSubscribe={onSubscribe}
              onCancel={onCancel}
            />
          )}
        />
      </section>
    </>
  );
}
