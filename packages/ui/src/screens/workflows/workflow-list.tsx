import { useState } from 'react';
import { PlusIcon } from 'lucide-react';

import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { WorkflowCard, type CardAction } from './workflow-card';
import type { WorkflowsScreenProps } from './workflow-types';

/** The workflows as cards, or an empty state that leads to creating the first one. */
export function WorkflowList({
  workflows,
  newWorkflowHref,
  editHref,
  busyId,
  onTestRun,
  onDelete,
}: Pick<
  WorkflowsScreenProps,
  'workflows' | 'newWorkflowHref' | 'editHref' | 'busyId' | 'onTestRun' | 'onDelete'
>) {
  // The control used last, so only that one spins; a request started elsewhere spins both.
  const [pressed, setPressed] = useState<{ id: string; action: CardAction } | null>(null);

  if (workflows.length === 0) {
    return (
      <EmptyState
        data-slot="workflows-empty"
        picture="workflows"
        title="No workflows yet"
        description="Create a workflow to give your agents a tool."
        action={
          <ButtonLink href={newWorkflowHref} icon={<PlusIcon aria-hidden />}>
            Create a workflow
          </ButtonLink>
        }
      />
    );
  }
  return (
    <ul aria-label="Workflows" className="grid gap-6 md:grid-cols-2">
      {workflows.map((workflow) => {
        const busy = busyId === workflow.id;
        const pressedHere = pressed?.id === workflow.id;
        const spins = (action: CardAction) => busy && (!pressedHere || pressed.action === action);
        return (
          <li key={workflow.id} className="flex min-w-0">
            <WorkflowCard
              workflow={workflow}
              editHref={editHref(workflow.id)}
              busy={busy}
              spins={spins}
              onTestRun={() => {
                setPressed({ id: workflow.id, action: 'test' });
                onTestRun(workflow.id);
              }}
              onDelete={() => {
                setPressed({ id: workflow.id, action: 'delete' });
                onDelete(workflow.id);
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}
