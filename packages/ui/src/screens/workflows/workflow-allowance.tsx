import { TriangleAlertIcon, ZapIcon } from 'lucide-react';

import { ButtonLink } from '../../components/button';
import { formatCount, formatWorkflowCredits } from '../../lib/format';
import { allowanceLeft } from './workflow-format';
import type { WorkflowAllowance } from './workflow-types';

export const NO_ACTIONS_LEFT =
  'No workflow actions left. Runs are refused until the next period or until you buy workflow executions.';

/** The actions left this period and from credits; with none left, a warning and where to buy more. */
export function AllowanceSummary({ allowance }: { allowance: WorkflowAllowance }) {
  const left = allowanceLeft(allowance);
  return (
    <div data-slot="workflow-allowance" className="space-y-3">
      <p
        data-slot="actions-left"
        data-exhausted={left.exhausted || undefined}
        className="flex items-start gap-2 rounded-lg border bg-card px-4 py-3 text-sm shadow-xs"
      >
        <ZapIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-info dark:text-blue-300" />
        <span className="tabular-nums">
          Workflow actions: {formatCount(left.included)} of {formatCount(allowance.included)} left
          this period · {formatWorkflowCredits(allowance.workflowCredits)} (
          {formatCount(left.fromCredits)} more actions)
        </span>
      </p>
      {left.exhausted && (
        <div
          role="alert"
          data-slot="no-actions-left"
          className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
        >
          <p className="flex items-start gap-2">
            <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            {NO_ACTIONS_LEFT}
          </p>
          <ButtonLink
            href="/billing"
            variant="outline"
            size="sm"
            className="self-start border-amber-400 bg-transparent text-amber-950 hover:bg-amber-100 sm:self-auto dark:border-amber-700 dark:bg-transparent dark:text-amber-50 dark:hover:bg-amber-900"
          >
            Buy workflow executions
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
