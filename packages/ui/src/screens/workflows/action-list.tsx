import type { Dispatch, SetStateAction } from 'react';

import { Button } from '../../components/button';
import { SectionCard } from '../../patterns/section-card';
import { ActionBlock } from './action-block';
import { ACTION_ICONS } from './workflow-display';
import { newAction, TEMPLATE_FIELD_TOKENS, WORKFLOW_ACTIONS_MAX } from './workflow-format';
import { keyed, type FocusTarget, type Keyed } from './workflow-form-lists';
import type { WorkflowAction, WorkflowActionType } from './workflow-types';

const ADD_LABELS: Readonly<Record<WorkflowActionType, string>> = {
  webhook: 'Add webhook',
  email: 'Add e-mail',
  chat: 'Add chat message',
};

/** The actions a run goes through in order: each one's fields, moved or removed, and one button per kind to add. */
export function ActionList({
  actions,
  setActions,
  focusAfterChange,
}: {
  actions: Keyed<WorkflowAction>[];
  setActions: Dispatch<SetStateAction<Keyed<WorkflowAction>[]>>;
  focusAfterChange: (target: FocusTarget) => void;
}) {
  function updateAction(key: number, action: WorkflowAction) {
    setActions((current) =>
      current.map((item) => (item.key === key ? { key, value: action } : item)),
    );
  }

  function moveAction(index: number, direction: 'up' | 'down') {
    const to = direction === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= actions.length) return;
    const next = [...actions];
    const [moved] = next.splice(index, 1);
    next.splice(to, 0, moved!);
    setActions(next);
    focusAfterChange({ kind: 'action-move', key: moved!.key, direction });
  }

  function removeAction(index: number) {
    const next = actions.filter((_, position) => position !== index);
    setActions(next);
    const neighbour = next[index] ?? next[index - 1];
    focusAfterChange(
      neighbour ? { kind: 'action-title', key: neighbour.key } : { kind: 'add-action' },
    );
  }

  function addAction(type: WorkflowActionType) {
    const added = keyed(newAction(type));
    setActions((current) => [...current, added]);
    focusAfterChange({ kind: 'action-field', key: added.key });
  }

  return (
    <SectionCard
      density="compact"
      role="group"
      layout="stack"
      title="Actions"
      description="Run in order, each once the one before it has finished."
    >
      <p data-slot="template-fields" className="text-sm text-muted-foreground">
        Templates can use{' '}
        {TEMPLATE_FIELD_TOKENS.map((token, index) => (
          <span key={token}>
            {index > 0 && ' '}
            <code className="rounded-sm border bg-muted px-1 py-0.5 font-mono text-xs text-foreground">
              {token}
            </code>
          </span>
        ))}
        , filled from the meeting when a run starts.
      </p>
      {actions.length > 0 && (
        <ol data-slot="actions" className="flex flex-col gap-4">
          {actions.map((action, index) => (
            <li key={action.key} data-action-key={action.key}>
              <ActionBlock
                action={action.value}
                position={index + 1}
                count={actions.length}
                onChange={(value) => updateAction(action.key, value)}
                onMove={(direction) => moveAction(index, direction)}
                onRemove={() => removeAction(index)}
              />
            </li>
          ))}
        </ol>
      )}
      <div data-slot="add-action" className="flex flex-wrap gap-2">
        {(['webhook', 'email', 'chat'] as const).map((type) => {
          const Icon = ACTION_ICONS[type];
          return (
            <Button
              key={type}
              type="button"
              variant="outline"
              size="sm"
              disabled={actions.length >= WORKFLOW_ACTIONS_MAX}
              onClick={() => addAction(type)}
            >
              <Icon aria-hidden />
              {ADD_LABELS[type]}
            </Button>
          );
        })}
      </div>
    </SectionCard>
  );
}
