/** Pieces both workflow screens show: a run's status, its actions' results and an action's icon. */
import type { LucideIcon } from 'lucide-react';
import {
  CircleCheckIcon,
  CircleMinusIcon,
  CircleXIcon,
  MailIcon,
  MessageSquareIcon,
  WebhookIcon,
} from 'lucide-react';

import { Badge } from '../../components/badge';
import { cn } from '../../lib/utils';
import {
  ACTION_LABELS,
  ACTION_RUN_STATUS_LABELS,
  formatDuration,
  RUN_STATUS_LABELS,
} from './workflow-format';
import type {
  WorkflowActionRun,
  WorkflowActionRunStatus,
  WorkflowActionType,
  WorkflowRunStatus,
} from './workflow-types';

export const ACTION_ICONS: Readonly<Record<WorkflowActionType, LucideIcon>> = {
  webhook: WebhookIcon,
  email: MailIcon,
  chat: MessageSquareIcon,
};

const RUN_STATUS_CLASSES: Readonly<Record<WorkflowRunStatus, string>> = {
  succeeded: 'border-transparent bg-success text-success-foreground',
  failed: 'border-transparent bg-destructive text-white dark:bg-destructive/60',
  // Amber has no token; these pairs keep 4.5:1 in both themes.
  refused:
    'border-amber-300 bg-amber-100 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  running: 'border-transparent bg-info text-info-foreground',
  queued: 'border-transparent bg-info text-info-foreground',
};

/** Succeeded green, Failed red, Refused amber, Running and Queued blue. */
export function RunStatusBadge({ status }: { status: WorkflowRunStatus }) {
  return (
    <Badge
      data-slot="run-status"
      data-status={status}
      variant="outline"
      className={RUN_STATUS_CLASSES[status]}
    >
      {RUN_STATUS_LABELS[status]}
    </Badge>
  );
}

const ACTION_STATUS_ICONS: Readonly<Record<WorkflowActionRunStatus, LucideIcon>> = {
  succeeded: CircleCheckIcon,
  failed: CircleXIcon,
  refused: CircleXIcon,
  skipped: CircleMinusIcon,
};

const ACTION_STATUS_CLASSES: Readonly<Record<WorkflowActionRunStatus, string>> = {
  succeeded: 'text-success dark:text-green-400',
  failed: 'text-destructive dark:text-red-300',
  refused: 'text-amber-700 dark:text-amber-300',
  skipped: 'text-muted-foreground',
};

/** '1. Webhook — HTTP 200 · 120 ms', one line per action, with its outcome as an icon. */
export function ActionRunList({
  actions,
  className,
}: {
  actions: readonly WorkflowActionRun[];
  className?: string;
}) {
  if (actions.length === 0) return null;
  return (
    <ol data-slot="action-runs" className={cn('flex flex-col gap-1 text-sm', className)}>
      {actions.map((action, position) => {
        const Icon = ACTION_STATUS_ICONS[action.status];
        return (
          <li
            key={`${action.index}-${position}`}
            data-slot="action-run"
            data-status={action.status}
            className="flex items-start gap-1.5"
          >
            <Icon
              role="img"
              aria-label={ACTION_RUN_STATUS_LABELS[action.status]}
              className={cn('mt-0.5 size-4 shrink-0', ACTION_STATUS_CLASSES[action.status])}
            />
            <span className="min-w-0 break-words">
              {position + 1}. {ACTION_LABELS[action.type]} — {action.summary}
              {action.durationMs !== null && (
                <span className="text-muted-foreground tabular-nums">
                  {' '}
                  · {formatDuration(action.durationMs)}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
