import { useId } from 'react';
import { ZapIcon } from 'lucide-react';
import { isCreditCount, workflowExecutionsFor } from '@convene/domain/billing';
import { WORKFLOW_ACTIONS_PER_CREDIT } from '@convene/domain/plans';

import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/card';
import { formatCount, formatWorkflowCredits } from '../../lib/format';
import type { BillingAccount } from './billing-types';
import { CreditCountForm } from './credit-count-form';

export const NOT_ENOUGH_CREDITS = 'Not enough credits';

/** Workflow credits and this period's actions; spending credits on executions if the user pays. */
export function WorkflowExecutionsCard({
  account,
  canPay,
  busy,
  onBuy,
}: {
  account: BillingAccount;
  canPay: boolean;
  busy: boolean;
  onBuy: (credits: number) => void;
}) {
  const titleId = useId();
  const { used, included } = account.workflowActions;
  const usedShare = included > 0 ? Math.min(1, used / included) : 1;
  return (
    <Card data-slot="workflow-executions-card" role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle>
          <h2 id={titleId}>Workflow Executions</h2>
        </CardTitle>
        <CardDescription>
          1 workflow credit = {formatCount(WORKFLOW_ACTIONS_PER_CREDIT)} workflow actions
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-2">
        <p
          data-slot="workflow-credit-balance"
          className="text-3xl font-bold tracking-tight tabular-nums sm:text-4xl"
        >
          {formatWorkflowCredits(account.workflowCredits)}
        </p>
        <p className="text-sm text-muted-foreground">
          Workflow actions this period: {formatCount(used)} of {formatCount(included)} used
        </p>
        <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
          <div className="h-full rounded-full bg-info" style={{ width: `${usedShare * 100}%` }} />
        </div>
      </CardContent>
      {canPay && (
        <CardFooter className="border-t">
          <CreditCountForm
            slot="buy-workflow-credits"
            label="Credits to spend"
            problemOf={(credits) =>
              !isCreditCount(credits)
                ? 'Enter a whole number of credits, 1 or more'
                : credits > account.credits
                  ? NOT_ENOUGH_CREDITS
                  : null
            }
            previewOf={(credits) =>
              `You'll get ${formatCount(workflowExecutionsFor(credits))} executions`
            }
            icon={<ZapIcon aria-hidden />}
            submitLabel="Buy"
            busy={busy}
            onSubmit={onBuy}
          />
        </CardFooter>
      )}
    </Card>
  );
}
