import { useId, type Dispatch, type SetStateAction } from 'react';
import { PlusIcon, XIcon } from 'lucide-react';

import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { SectionCard } from '../../patterns/section-card';
import { WORKFLOW_CONDITION_MAX, WORKFLOW_CONDITIONS_MAX } from './workflow-format';
import { keyed, type FocusTarget, type Keyed } from './workflow-form-lists';

/** The phrases the agent listens for, numbered; one always stays, up to the most allowed. */
export function TriggerConditions({
  conditions,
  setConditions,
  focusAfterChange,
}: {
  conditions: Keyed<string>[];
  setConditions: Dispatch<SetStateAction<Keyed<string>[]>>;
  focusAfterChange: (target: FocusTarget) => void;
}) {
  const id = useId();
  return (
    <SectionCard
      density="compact"
      role="group"
      layout="stack"
      title="Trigger conditions"
      description='Phrases or intents the agent listens for, e.g. "when someone asks to open a ticket".'
    >
      <ol data-slot="conditions" className="flex flex-col gap-2">
        {conditions.map((condition, index) => {
          const inputId = `${id}-condition-${condition.key}`;
          return (
            <li key={condition.key} className="flex items-center gap-2">
              <span
                aria-hidden
                className="w-5 shrink-0 text-right text-sm text-muted-foreground tabular-nums"
              >
                {index + 1}.
              </span>
              <Label htmlFor={inputId} className="sr-only">
                Condition {index + 1}
              </Label>
              <Input
                id={inputId}
                data-condition-key={condition.key}
                maxLength={WORKFLOW_CONDITION_MAX}
                placeholder={index === 0 ? 'e.g. when someone asks to open a ticket' : undefined}
                value={condition.value}
                onChange={(event) => {
                  const value = event.target.value;
                  setConditions((current) =>
                    current.map((item) =>
                      item.key === condition.key ? { key: item.key, value } : item,
                    ),
                  );
                }}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-9 text-muted-foreground"
                disabled={conditions.length === 1}
                aria-label={`Remove condition ${index + 1}`}
                onClick={() => {
                  const next = conditions.filter((item) => item.key !== condition.key);
                  setConditions(next);
                  const neighbour = next[index] ?? next[index - 1];
                  if (neighbour) focusAfterChange({ kind: 'condition', key: neighbour.key });
                }}
              >
                <XIcon aria-hidden />
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={conditions.length >= WORKFLOW_CONDITIONS_MAX}
        onClick={() => {
          const added = keyed('');
          setConditions((current) => [...current, added]);
          focusAfterChange({ kind: 'condition', key: added.key });
        }}
      >
        <PlusIcon aria-hidden />
        Add condition
      </Button>
    </SectionCard>
  );
}
