import { Fragment, useId } from 'react';
import { PencilIcon, PlayIcon, Trash2Icon } from 'lucide-react';

import { Badge } from '../../components/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/card';
import { ConfirmButton } from '../../patterns/confirm-dialog';
import { ItemLink } from '../../patterns/item-link';
import { BusyButton } from '../../patterns/submit-area';
import { formatCount } from '../../lib/format';
import { ACTION_ICONS } from './workflow-display';
import { ACTION_LABELS } from './workflow-format';
import type { WorkflowSummary } from './workflow-types';

export type CardAction = 'test' | 'delete';

/** One workflow: what the agent listens for, the actions it then runs, and Edit, Test run, Delete. */
export function WorkflowCard({
  workflow,
  editHref,
  busy,
  spins,
  onTestRun,
  onDelete,
}: {
  workflow: WorkflowSummary;
  editHref: string;
  busy: boolean;
  spins: (action: CardAction) => boolean;
  onTestRun: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  const conditions = workflow.conditions.filter((condition) => condition.trim());
  const actionCount = workflow.actions.length;
  return (
    <Card
      data-slot="workflow-card"
      role="article"
      aria-labelledby={titleId}
      className="w-full min-w-0 gap-4"
    >
      <CardHeader className="max-sm:px-4">
        <CardTitle className="text-lg leading-snug wrap-anywhere">
          <h2 id={titleId}>{workflow.name}</h2>
        </CardTitle>
        <CardDescription
          data-slot="workflow-description"
          className="line-clamp-2 wrap-anywhere"
          title={workflow.description || undefined}
        >
          {workflow.description || 'No description'}
        </CardDescription>
      </CardHeader>

      <CardContent className="flex flex-1 flex-col gap-4 max-sm:px-4">
        <div className="space-y-2">
          <p className="text-xs font-medium text-muted-foreground">When the agent hears</p>
          <ul data-slot="workflow-conditions" className="flex flex-wrap gap-1.5">
            {conditions.map((condition, index) => (
              <li key={index} className="min-w-0">
                <Badge
                  variant="secondary"
                  className="h-auto max-w-full justify-start text-left font-normal whitespace-normal break-words"
                >
                  {condition}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-2">
          <p className="text-xs font-medium text-muted-foreground">
            {/* A starter has no action yet: say what it needs, not 'Then runs 0 actions'. */}
            {actionCount === 0
              ? 'Add an action to run it'
              : `Then runs ${formatCount(actionCount)} ${actionCount === 1 ? 'action' : 'actions'}`}
          </p>
          <p
            data-slot="workflow-action-chain"
            className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm"
          >
            {workflow.actions.map((action, index) => {
              const Icon = ACTION_ICONS[action.type];
              return (
                <Fragment key={index}>
                  {index > 0 && (
                    <span className="text-muted-foreground">
                      <span aria-hidden>→</span>
                      <span className="sr-only">, then</span>
                    </span>
                  )}
                  <span className="inline-flex items-center gap-1">
                    <Icon aria-hidden className="size-4 text-muted-foreground" />
                    {ACTION_LABELS[action.type]}
                  </span>
                </Fragment>
              );
            })}
          </p>
        </div>
      </CardContent>

      <CardFooter className="flex-wrap gap-2 border-t max-sm:px-4 [.border-t]:pt-4">
        <ItemLink
          href={editHref}
          label="Edit"
          item={workflow.name}
          icon={<PencilIcon aria-hidden />}
        />
        <BusyButton
          variant="outline"
          size="sm"
          disabled={busy}
          busy={spins('test')}
          icon={<PlayIcon aria-hidden />}
          aria-label={`Test run ${workflow.name}`}
          onClick={onTestRun}
        >
          Test run
        </BusyButton>
        <ConfirmButton
          title={`Delete workflow "${workflow.name}"?`}
          description="Agents using it stop running it."
          keepLabel="Keep workflow"
          confirmLabel="Delete workflow"
          onConfirm={onDelete}
          size="sm"
          className="ml-auto"
          disabled={busy}
          busy={spins('delete')}
          icon={<Trash2Icon aria-hidden />}
          aria-label={`Delete ${workflow.name}`}
        >
          Delete
        </ConfirmButton>
      </CardFooter>
    </Card>
  );
}
