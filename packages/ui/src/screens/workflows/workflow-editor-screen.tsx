import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  PlayIcon,
  PlusIcon,
  SaveIcon,
  Trash2Icon,
  XIcon,
} from 'lucide-react';

import { BackLink } from '../../components/back-link';
import { Button } from '../../components/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/card';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { Skeleton } from '../../components/skeleton';
import { Spinner } from '../../components/spinner';
import { Textarea } from '../../components/textarea';
import { formatMeetingDateTime } from '../../lib/meeting-display';
import { cn } from '../../lib/utils';
import { ErrorAlert } from '../../patterns/error-alert';
import { PageHeader } from '../../patterns/page-header';
import { ACTION_ICONS, ActionRunList, RunStatusBadge } from './workflow-display';
import {
  ACTION_LABELS,
  actionFieldProblems,
  cleanDraft,
  draftProblems,
  formatDuration,
  newAction,
  TEMPLATE_FIELD_TOKENS,
  WORKFLOW_ACTIONS_MAX,
  WORKFLOW_CHAT_TEXT_MAX,
  WORKFLOW_CONDITION_MAX,
  WORKFLOW_CONDITIONS_MAX,
  WORKFLOW_DESCRIPTION_MAX,
  WORKFLOW_NAME_MAX,
  WORKFLOW_SUBJECT_MAX,
  WORKFLOW_TEMPLATE_MAX,
  WORKFLOW_URL_MAX,
} from './workflow-format';
import type {
  WorkflowAction,
  WorkflowActionType,
  WorkflowDraft,
  WorkflowRunView,
} from './workflow-types';
import { FieldError } from '../../patterns/field-error';

// The web app reaches the view types through this module (the package exports screens as .tsx).
export type { WorkflowAction, WorkflowDraft, WorkflowRunView };

export const WORKFLOW_LOAD_ERROR = 'Failed to load the workflow.';
export const TEST_RUN_NOTE =
  'A test run fills the template with sample meeting data and spends workflow actions like a real run.';
export const SAVE_TO_TEST = 'Save the workflow to test-run it';

export interface WorkflowEditorScreenProps {
  mode: 'create' | 'edit';
  status: 'loading' | 'error' | 'ready';
  /** The saved workflow being edited, or the starting draft. Read once: the container re-keys the screen to reset it. */
  initial: WorkflowDraft;
  /** '/workflows'. */
  backHref: string;
  saving: boolean;
  saveError: string | null;
  /** A valid draft, name and description trimmed and blank conditions dropped. */
  onSave(draft: WorkflowDraft): void;
  testing: boolean;
  /** The last test run's result. */
  testRun: WorkflowRunView | null;
  /** Edit mode only. */
  onTestRun(draft: WorkflowDraft): void;
}

/** New workflow (/workflows/new) and Edit workflow (/workflows/{id}). */
export function WorkflowEditorScreen({
  mode,
  status,
  backHref,
  ...form
}: WorkflowEditorScreenProps) {
  const titleId = useId();
  return (
    <div data-slot="workflow-editor-screen" className="space-y-6">
      <BackLink href={backHref}>Back to workflows</BackLink>
      <PageHeader
        titleId={titleId}
        title={mode === 'create' ? 'New workflow' : 'Edit workflow'}
        description="A tool your agents run when they hear a condition in a meeting"
      />
      {status === 'loading' ? (
        <EditorLoading />
      ) : status === 'error' ? (
        <ErrorAlert error={WORKFLOW_LOAD_ERROR} />
      ) : (
        <WorkflowForm mode={mode} titleId={titleId} {...form} />
      )}
    </div>
  );
}

/* ------------------------------------------------------------------------------------------------
 * The form
 * ---------------------------------------------------------------------------------------------- */

interface Keyed<T> {
  key: number;
  value: T;
}

let nextKey = 0;
const keyed = <T,>(value: T): Keyed<T> => ({ key: (nextKey += 1), value });

/** Where the focus goes after the list changed under it. */
type FocusTarget =
  | { kind: 'condition'; key: number }
  | { kind: 'action-field'; key: number }
  | { kind: 'action-move'; key: number; direction: 'up' | 'down' }
  | { kind: 'action-title'; key: number }
  | { kind: 'add-action' };

function WorkflowForm({
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
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusTarget || !root.current) return;
    const find = (selector: string) => root.current?.querySelector<HTMLElement>(selector) ?? null;
    let target: HTMLElement | null = null;
    switch (focusTarget.kind) {
      case 'condition':
        target = find(`[data-condition-key="${focusTarget.key}"]`);
        break;
      case 'action-field':
        target = find(`[data-action-key="${focusTarget.key}"] :is(input, textarea)`);
        break;
      case 'action-title':
        target = find(`[data-action-key="${focusTarget.key}"] [data-slot="action-title"]`);
        break;
      case 'action-move': {
        const block = `[data-action-key="${focusTarget.key}"]`;
        const other = focusTarget.direction === 'up' ? 'down' : 'up';
        target =
          find(`${block} [data-move="${focusTarget.direction}"]:not(:disabled)`) ??
          find(`${block} [data-move="${other}"]`);
        break;
      }
      case 'add-action':
        target = find('[data-slot="add-action"] button');
        break;
    }
    target?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const draft: WorkflowDraft = {
    name,
    description,
    conditions: conditions.map((condition) => condition.value),
    actions: actions.map((action) => action.value),
  };
  const problems = draftProblems(draft);
  const valid = problems.length === 0;
  const problemsId = `${id}-problems`;
  const saveErrorId = `${id}-save-error`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (valid && !saving) onSave(cleanDraft(draft));
  }

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
    setFocusTarget({ kind: 'action-move', key: moved!.key, direction });
  }

  function removeAction(index: number) {
    const next = actions.filter((_, position) => position !== index);
    setActions(next);
    const neighbour = next[index] ?? next[index - 1];
    setFocusTarget(
      neighbour ? { kind: 'action-title', key: neighbour.key } : { kind: 'add-action' },
    );
  }

  function addAction(type: WorkflowActionType) {
    const added = keyed(newAction(type));
    setActions((current) => [...current, added]);
    setFocusTarget({ kind: 'action-field', key: added.key });
  }

  return (
    <div ref={root} className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form
        noValidate
        aria-labelledby={titleId}
        className="flex min-w-0 flex-col gap-6"
        onSubmit={submit}
      >
        <FormSection title="Details">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input
              id={`${id}-name`}
              required
              maxLength={WORKFLOW_NAME_MAX}
              placeholder="e.g. Open a support ticket"
              aria-describedby={`${id}-name-count`}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <span
              id={`${id}-name-count`}
              className="self-end text-xs text-muted-foreground tabular-nums"
            >
              {name.length}/{WORKFLOW_NAME_MAX}
            </span>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-description`}>Description</Label>
            <Textarea
              id={`${id}-description`}
              rows={2}
              maxLength={WORKFLOW_DESCRIPTION_MAX}
              placeholder="What the tool does, so the agent knows when to use it"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
        </FormSection>

        <FormSection
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
                    placeholder={
                      index === 0 ? 'e.g. when someone asks to open a ticket' : undefined
                    }
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
                      if (neighbour) setFocusTarget({ kind: 'condition', key: neighbour.key });
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
              setFocusTarget({ kind: 'condition', key: added.key });
            }}
          >
            <PlusIcon aria-hidden />
            Add condition
          </Button>
        </FormSection>

        <FormSection
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
        </FormSection>

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
          {saveError && (
            <p
              id={saveErrorId}
              role="alert"
              data-slot="save-error"
              className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm break-words text-destructive dark:text-red-300"
            >
              {saveError}
            </p>
          )}
          <Button
            type="submit"
            className="self-end max-sm:self-stretch"
            disabled={!valid || saving}
            aria-busy={saving || undefined}
            aria-describedby={
              [!valid && problemsId, saveError && saveErrorId].filter(Boolean).join(' ') ||
              undefined
            }
          >
            {saving ? <Spinner aria-hidden /> : <SaveIcon aria-hidden />}
            {mode === 'create' ? 'Create workflow' : 'Save changes'}
          </Button>
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

const ADD_LABELS: Readonly<Record<WorkflowActionType, string>> = {
  webhook: 'Add webhook',
  email: 'Add e-mail',
  chat: 'Add chat message',
};

/** A card that groups some of the form's fields under its own heading. */
function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="gap-4">
      <CardHeader className="max-sm:px-4">
        <CardTitle>
          <h2 id={titleId}>{title}</h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-4 max-sm:px-4">{children}</CardContent>
    </Card>
  );
}

/* ------------------------------------------------------------------------------------------------
 * One action
 * ---------------------------------------------------------------------------------------------- */

function ActionBlock({
  action,
  position,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  action: WorkflowAction;
  position: number;
  count: number;
  onChange: (action: WorkflowAction) => void;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const Icon = ACTION_ICONS[action.type];
  const problems = actionFieldProblems(action);
  const iconButton = 'size-8 text-muted-foreground';
  return (
    <section
      data-slot="workflow-action"
      data-type={action.type}
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border bg-background/50 p-4 max-sm:p-3"
    >
      <div className="flex items-center gap-2">
        <h3
          id={titleId}
          data-slot="action-title"
          tabIndex={-1}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          {position}. {ACTION_LABELS[action.type]}
        </h3>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className={iconButton}
          data-move="up"
          disabled={position === 1}
          aria-label={`Move action ${position} up`}
          onClick={() => onMove('up')}
        >
          <ArrowUpIcon aria-hidden />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className={iconButton}
          data-move="down"
          disabled={position === count}
          aria-label={`Move action ${position} down`}
          onClick={() => onMove('down')}
        >
          <ArrowDownIcon aria-hidden />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className={cn(
            iconButton,
            'hover:bg-destructive/10 hover:text-destructive dark:hover:text-red-300',
          )}
          aria-label={`Remove action ${position}`}
          onClick={onRemove}
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>

      {action.type === 'webhook' && (
        <>
          <TextField
            label="URL"
            type="url"
            inputMode="url"
            placeholder="https://example.com/hooks/ticket"
            maxLength={WORKFLOW_URL_MAX}
            value={action.url}
            problem={action.url.trim() ? problems.url : undefined}
            onChange={(url) => onChange({ ...action, url })}
          />
          <TextField
            label="JSON body"
            multiline
            mono
            maxLength={WORKFLOW_TEMPLATE_MAX}
            value={action.bodyTemplate}
            problem={problems.bodyTemplate}
            onChange={(bodyTemplate) => onChange({ ...action, bodyTemplate })}
          />
        </>
      )}
      {action.type === 'email' && (
        <>
          <TextField
            label="To"
            type="email"
            placeholder="name@example.com"
            value={action.to}
            problem={action.to.trim() ? problems.to : undefined}
            onChange={(to) => onChange({ ...action, to })}
          />
          <TextField
            label="Subject"
            maxLength={WORKFLOW_SUBJECT_MAX}
            placeholder="e.g. {{speaker}} asked for a ticket"
            value={action.subject}
            onChange={(subject) => onChange({ ...action, subject })}
          />
          <TextField
            label="Body"
            multiline
            maxLength={WORKFLOW_TEMPLATE_MAX}
            value={action.bodyTemplate}
            onChange={(bodyTemplate) => onChange({ ...action, bodyTemplate })}
          />
        </>
      )}
      {action.type === 'chat' && (
        <>
          <TextField
            label="Incoming webhook URL"
            type="url"
            inputMode="url"
            placeholder="https://hooks.slack.com/services/…"
            maxLength={WORKFLOW_URL_MAX}
            value={action.webhookUrl}
            problem={action.webhookUrl.trim() ? problems.webhookUrl : undefined}
            onChange={(webhookUrl) => onChange({ ...action, webhookUrl })}
          />
          <TextField
            label="Message"
            multiline
            maxLength={WORKFLOW_CHAT_TEXT_MAX}
            placeholder="e.g. {{speaker}} in {{bot}}: {{quote}}"
            value={action.textTemplate}
            onChange={(textTemplate) => onChange({ ...action, textTemplate })}
          />
        </>
      )}
    </section>
  );
}

/** A labelled input or textarea with its problem (if any) under it, tied by aria-describedby. */
function TextField({
  label,
  value,
  onChange,
  problem,
  multiline = false,
  mono = false,
  type,
  inputMode,
  placeholder,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  multiline?: boolean;
  mono?: boolean;
  type?: 'url' | 'email';
  inputMode?: 'url' | 'email';
  placeholder?: string;
  maxLength?: number;
}) {
  const id = useId();
  const problemId = `${id}-problem`;
  const shared = {
    id,
    value,
    placeholder,
    maxLength,
    spellCheck: mono || type ? false : undefined,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
  } as const;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea
          {...shared}
          rows={mono ? 5 : 3}
          className={cn(mono && 'font-mono text-xs md:text-xs')}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input
          {...shared}
          type={type}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldError id={problemId} data-slot="field-problem">
        {problem}
      </FieldError>
    </div>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Test run
 * ---------------------------------------------------------------------------------------------- */

function TestRunPanel({
  mode,
  canRun,
  problemsId,
  testing,
  testRun,
  onTestRun,
}: {
  mode: 'create' | 'edit';
  canRun: boolean;
  problemsId: string | undefined;
  testing: boolean;
  testRun: WorkflowRunView | null;
  onTestRun: () => void;
}) {
  const titleId = useId();
  return (
    <Card
      data-slot="test-run-panel"
      role="region"
      aria-labelledby={titleId}
      className="gap-4 lg:sticky lg:top-6"
    >
      <CardHeader className="max-sm:px-4">
        <CardTitle>
          <h2 id={titleId}>Test run</h2>
        </CardTitle>
        <CardDescription>{TEST_RUN_NOTE}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 max-sm:px-4">
        {mode === 'create' ? (
          <p data-slot="save-to-test" className="text-sm font-medium">
            {SAVE_TO_TEST}
          </p>
        ) : (
          <Button
            type="button"
            variant="outline"
            className="self-start"
            disabled={!canRun || testing}
            aria-busy={testing || undefined}
            aria-describedby={problemsId}
            onClick={onTestRun}
          >
            {testing ? <Spinner aria-hidden /> : <PlayIcon aria-hidden />}
            Test run
          </Button>
        )}
        <div aria-live="polite" data-slot="test-run-result">
          {testRun && <TestRunResult run={testRun} />}
        </div>
      </CardContent>
      {mode === 'edit' && testRun === null && !testing && (
        <CardFooter className="border-t text-sm text-muted-foreground max-sm:px-4 [.border-t]:pt-4">
          No test run yet.
        </CardFooter>
      )}
    </Card>
  );
}

function TestRunResult({ run }: { run: WorkflowRunView }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <RunStatusBadge status={run.status} />
        <span data-slot="test-run-duration" className="tabular-nums">
          {formatDuration(run.durationMs)}
        </span>
        <span className="text-xs text-muted-foreground tabular-nums">
          {formatMeetingDateTime(run.startedAt)}
        </span>
      </div>
      <ActionRunList actions={run.actions} />
      {run.error && (
        <p
          data-slot="test-run-error"
          className="text-sm break-words text-destructive dark:text-red-300"
        >
          {run.error}
        </p>
      )}
    </div>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Loading
 * ---------------------------------------------------------------------------------------------- */

function EditorLoading() {
  return (
    <div data-slot="workflow-editor-loading">
      <p role="status" className="sr-only">
        Loading the workflow...
      </p>
      <div aria-hidden className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-6">
          {[0, 1, 2].map((card) => (
            <Card key={card} className="gap-4">
              <CardHeader>
                <Skeleton className="h-5 w-36" />
              </CardHeader>
              <CardContent className="space-y-3">
                <Skeleton className="h-4 w-20" />
                <Skeleton className="h-9 w-full" />
                <Skeleton className="h-16 w-full" />
              </CardContent>
            </Card>
          ))}
        </div>
        <Card className="gap-4">
          <CardHeader>
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-4 w-full" />
          </CardHeader>
          <CardContent>
            <Skeleton className="h-9 w-28" />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
