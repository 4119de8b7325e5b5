import { ZapIcon } from 'lucide-react';
import { isCreditCount, workflowExecutionsFor } from '@convene/domain/billing';
import { WORKFLOW_ACTIONS_PER_CREDIT } from '@convene/domain/plans';

import { BalanceCard, type BillingCardProps } from './balance-card';
import { formatCount, formatWorkflowCredits } from '../../lib/format';

export const NOT_ENOUGH_CREDITS = 'Not enough credits';

/** Workflow credits and this period's actions; spending credits on executions if the user pays. */
export function WorkflowExecutionsCard({ account, ...purchase }: BillingCardProps) {
  const { used, included } = account.workflowActions;
  const usedShare = included > 0 ? Math.min(1, used / included) : 1;
  return (
    <BalanceCard
      {...purchase}
      slot="workflow-executions-card"
      title="Workflow Executions"
      description={
        <>1 workflow credit = {formatCount(WORKFLOW_ACTIONS_PER_CREDIT)} workflow actions</>
      }
      balance={{
        slot: 'workflow-credit-balance',
        value: formatWorkflowCredits(account.workflowCredits),
      }}
      form={{
        slot: 'buy-workflow-credits',
        label: 'Credits to spend',
        problemOf: (credits) =>
          !isCreditCount(credits)
            ? 'Enter a whole number of credits, 1 or more'
            : credits > account.credits
              ? NOT_ENOUGH_CREDITS
              : null,
        previewOf: (credits) =>
          `You'll get ${formatCount(workflowExecutionsFor(credits))} executions`,
        icon: <ZapIcon aria-hidden />,
        submitLabel: 'Buy',
      }}
    >
      <p className="text-sm text-muted-foreground">
        Workflow actions this period: {formatCount(used)} of {formatCount(included)} used
      </p>
      <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
        <div className="h-full rounded-full bg-info" style={{ width: `${usedShare * 100}%` }} />
      </div>
    </BalanceCard>
  );
}
