import { useId, useState, type FormEvent } from 'react';
import { SaveIcon } from 'lucide-react';

import { Label } from '../../components/label';
import { Textarea } from '../../components/textarea';
import { SectionCard } from '../../patterns/section-card';
import { SubmitArea } from '../../patterns/submit-area';
import { Field, TextField } from '../../patterns/text-field';
import { ActionList } from './action-list';
import { TestRunPanel } from './test-run-panel';
import { TriggerConditions } from './trigger-conditions';
import {
  cleanDraft,
  draftProblems,
  WORKFLOW_DESCRIPTION_MAX,
  WORKFLOW_NAME_MAX,
} from './workflow-format';
import { keyed, useFocusAfterChange } from './workflow-form-lists';
import type { WorkflowDraft, WorkflowEditorScreenProps } from './workflow-types';

/**
 * The draft being edited: its details, conditions and actions, what still stops it being saved,
 * and the test run beside it.
 */
export function WorkflowForm({
  mode,
  titleId,
  initial,
  saving,
  saveError,
  onSave,
  testing,
  testRun,
  onTestRun,
}: Omit<WorkflowEditorScreenProps, 'status' | 'backHref'> & { titleId: string }) {
  const id = useId();
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [conditions, setConditions] = useState(() =>
    (initial.conditions.length > 0 ? initial.conditions : ['']).map(keyed),
  );
  const [actions, setActions] = useState(() => initial.actions.map(keyed));
  const { root, focusAfterChange } = useFocusAfterChange();

  const draft: WorkflowDraft = {
    name,
    description,
    conditions: conditions.map((condition) => condition.value),
    actions: actions.map((action) => action.value),
  };
  const problems = draftProblems(draft);
  const valid = problems.length === 0;
  const problemsId = `${id}-problems`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (valid && !saving) onSave(cleanDraft(draft));
  }

  return (
    <div ref={root} className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form
        noValidate
        aria-labelledby={titleId}
        className="flex min-w-0 flex-col gap-6"
        onSubmit={submit}
      >
        <SectionCard density="compact" role="group" layout="stack" title="Details">
          <TextField
            label="Name"
            required
            maxLength={WORKFLOW_NAME_MAX}
            counted
            placeholder="e.g. Open a support ticket"
            value={name}
            onValueChange={setName}
          />
          <Field>
            <Label htmlFor={`${id}-description`}>Description</Label>
            <Textarea
              id={`${id}-description`}
              rows={2}
              maxLength={WORKFLOW_DESCRIPTION_MAX}
              placeholder="What the tool does, so the agent knows when to use it"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </Field>
        </SectionCard>

        <TriggerConditions
          conditions={conditions}
          setConditions={setConditions}
          focusAfterChange={focusAfterChange}
        />

        <ActionList actions={actions} setActions={setActions} focusAfterChange={focusAfterChange} />

        <div data-slot="save-bar" className="flex flex-col gap-3">
          {!valid && (
            <div
              id={problemsId}
              data-slot="draft-problems"
              className="rounded-lg border border-dashed bg-muted/40 px-4 py-3 text-sm"
            >
              <p className="font-medium">To save, fix:</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
                {problems.map((problem) => (
                  <li key={problem} className="break-words">
                    {problem}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <SubmitArea
            className="gap-3"
            label={mode === 'create' ? 'Create workflow' : 'Save changes'}
            busy={saving}
            error={saveError}
            button={{
              icon: <SaveIcon aria-hidden />,
              disabled: !valid,
              'aria-describedby': valid ? undefined : problemsId,
            }}
          />
        </div>
      </form>

      <TestRunPanel
        mode={mode}
        canRun={valid}
        problemsId={valid ? undefined : problemsId}
        testing={testing}
        testRun={testRun}
        onTestRun={() => onTestRun(cleanDraft(draft))}
      />
    </div>
  );
}
