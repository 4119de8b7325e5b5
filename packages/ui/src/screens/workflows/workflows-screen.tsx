import { Fragment, useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  KeyRoundIcon,
  PencilIcon,
  PlayIcon,
  PlusIcon,
  SaveIcon,
  Trash2Icon,
  TriangleAlertIcon,
  ZapIcon,
} from 'lucide-react';

import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { Skeleton } from '../../components/skeleton';
import { Spinner } from '../../components/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/table';
import { formatMeetingDateTime } from '../../lib/meeting-display';
import { Link } from '../../lib/navigation';
import { cn } from '../../lib/utils';
import { ConfirmDialog, destructiveOutline } from '../../patterns/confirm-dialog';
import { ErrorAlert } from '../../patterns/error-alert';
import { PageHeader } from '../../patterns/page-header';
import { formatBillingDate, formatCount, formatWorkflowCredits } from '../billing/billing-format';
import { ACTION_ICONS, ActionRunList, RunStatusBadge } from './workflow-display';
import {
  ACTION_LABELS,
  allowanceLeft,
  formatDuration,
  isToolName,
  TOOL_NAME_HINT,
  TOOL_NAME_MAX,
} from './workflow-format';
import type {
  SavedToolKey,
  WorkflowAllowance,
  WorkflowRunView,
  WorkflowSummary,
} from './workflow-types';
import { FieldError } from '../../patterns/field-error';

// The web app reaches the view types through this module (the package exports screens as .tsx).
export type { SavedToolKey, WorkflowAllowance, WorkflowRunView, WorkflowSummary };

export const WORKFLOWS_LOAD_ERROR = 'Failed to load workflows.';
export const RUNS_LOAD_ERROR = 'Failed to load workflow runs.';
export const KEYS_LOAD_ERROR = 'Failed to load tool keys.';
export const NO_ACTIONS_LEFT =
  'No workflow actions left. Runs are refused until the next period or until you buy workflow executions.';

type SectionStatus = 'loading' | 'error' | 'ready';

export interface WorkflowsScreenProps {
  /** The workflows and the allowance. */
  status: SectionStatus;
  workflows: WorkflowSummary[];
  allowance: WorkflowAllowance | null;
  runs: { status: SectionStatus; items: WorkflowRunView[] };
  keys: { status: SectionStatus; items: SavedToolKey[] };
  /** Links: the container gives hrefs so the screen stays router-free. */
  newWorkflowHref: string;
  editHref(id: string): string;
  /** The workflow whose test run or delete is in flight. */
  busyId: string | null;
  onTestRun(id: string): void;
  /** After the user confirms 'Delete workflow "{name}"?'. */
  onDelete(id: string): void;
  savingKey: boolean;
  /** The save-key form's refusal, shown under the form. */
  keyError: string | null;
  onSaveKey(tool: string, key: string): void;
  removingTool: string | null;
  /** After the user confirms. */
  onRemoveKey(tool: string): void;
}

/** Workflows (/workflows): what is left to run, the workflows, their runs and the tools' keys. */
export function WorkflowsScreen({
  status,
  workflows,
  allowance,
  runs,
  keys,
  newWorkflowHref,
  editHref,
  busyId,
  onTestRun,
  onDelete,
  savingKey,
  keyError,
  onSaveKey,
  removingTool,
  onRemoveKey,
}: WorkflowsScreenProps) {
  return (
    <div data-slot="workflows-screen" className="space-y-8">
      <PageHeader
        title="Workflows"
        description="Tools your agents run when they hear a condition in a meeting"
        actions={
          <Button asChild className="self-start sm:self-auto">
            <Link href={newWorkflowHref}>
              <PlusIcon aria-hidden />
              New workflow
            </Link>
          </Button>
        }
      />

      {status === 'loading' ? (
        <WorkflowsLoading />
      ) : status === 'error' ? (
        <ErrorAlert error={WORKFLOWS_LOAD_ERROR} />
      ) : (
        <>
          {allowance && <AllowanceSummary allowance={allowance} />}
          <WorkflowList
            workflows={workflows}
            newWorkflowHref={newWorkflowHref}
            editHref={editHref}
            busyId={busyId}
            onTestRun={onTestRun}
            onDelete={onDelete}
          />
        </>
      )}

      <RunHistory runs={runs} />

      <ToolKeys
        keys={keys}
        savingKey={savingKey}
        keyError={keyError}
        onSaveKey={onSaveKey}
        removingTool={removingTool}
        onRemoveKey={onRemoveKey}
      />
    </div>
  );
}

/** A card that is a named region of the page, titled by its own heading. */
function Section({
  slot,
  title,
  description,
  children,
  className,
}: {
  slot: string;
  title: string;
  description: ReactNode;
  children: (titleId: string) => ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <Card
      data-slot={slot}
      role="region"
      aria-labelledby={titleId}
      className={cn('gap-4', className)}
    >
      <CardHeader className="max-sm:px-4">
        <CardTitle>
          <h2 id={titleId}>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="max-sm:px-4">{children(titleId)}</CardContent>
    </Card>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Actions left
 * ---------------------------------------------------------------------------------------------- */

function AllowanceSummary({ allowance }: { allowance: WorkflowAllowance }) {
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
          <Button
            asChild
            variant="outline"
            size="sm"
            className="self-start border-amber-400 bg-transparent text-amber-950 hover:bg-amber-100 sm:self-auto dark:border-amber-700 dark:bg-transparent dark:text-amber-50 dark:hover:bg-amber-900"
          >
            <Link href="/billing">Buy workflow executions</Link>
          </Button>
        </div>
      )}
    </div>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Workflows
 * ---------------------------------------------------------------------------------------------- */

type CardAction = 'test' | 'delete';

function WorkflowList({
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
          <Button asChild>
            <Link href={newWorkflowHref}>
              <PlusIcon aria-hidden />
              Create a workflow
            </Link>
          </Button>
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

function WorkflowCard({
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
        <CardTitle className="text-lg leading-snug break-words">
          <h2 id={titleId}>{workflow.name}</h2>
        </CardTitle>
        <CardDescription
          data-slot="workflow-description"
          className="line-clamp-2 break-words"
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
            Then runs {formatCount(actionCount)} {actionCount === 1 ? 'action' : 'actions'}
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
        <Button asChild variant="outline" size="sm">
          <Link href={editHref} aria-label={`Edit ${workflow.name}`}>
            <PencilIcon aria-hidden />
            Edit
          </Link>
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-busy={spins('test') || undefined}
          aria-label={`Test run ${workflow.name}`}
          onClick={onTestRun}
        >
          {spins('test') ? <Spinner aria-hidden /> : <PlayIcon aria-hidden />}
          Test run
        </Button>
        <ConfirmDialog
          title={`Delete workflow "${workflow.name}"?`}
          description="Agents using it stop running it."
          keepLabel="Keep workflow"
          confirmLabel="Delete workflow"
          onConfirm={onDelete}
        >
          <Button
            variant="outline"
            size="sm"
            className={cn('ml-auto', destructiveOutline)}
            disabled={busy}
            aria-busy={spins('delete') || undefined}
            aria-label={`Delete ${workflow.name}`}
          >
            {spins('delete') ? <Spinner aria-hidden /> : <Trash2Icon aria-hidden />}
            Delete
          </Button>
        </ConfirmDialog>
      </CardFooter>
    </Card>
  );
}

function WorkflowsLoading() {
  return (
    <div data-slot="workflows-loading" className="space-y-6">
      <p role="status" className="sr-only">
        Loading workflows...
      </p>
      <Skeleton aria-hidden className="h-11 w-full rounded-lg" />
      <div aria-hidden className="grid gap-6 md:grid-cols-2">
        {[0, 1].map((card) => (
          <Card key={card} className="gap-4">
            <CardHeader>
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-64 max-w-full" />
            </CardHeader>
            <CardContent className="space-y-3">
              <div className="flex gap-2">
                <Skeleton className="h-5 w-32" />
                <Skeleton className="h-5 w-24" />
              </div>
              <Skeleton className="h-4 w-44" />
            </CardContent>
            <CardFooter className="gap-2 border-t [.border-t]:pt-4">
              <Skeleton className="h-8 w-16" />
              <Skeleton className="h-8 w-24" />
              <Skeleton className="ml-auto h-8 w-20" />
            </CardFooter>
          </Card>
        ))}
      </div>
    </div>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Run history
 * ---------------------------------------------------------------------------------------------- */

/*
 * On a phone the When, Trigger, Duration and Results columns fold under the workflow's name, so
 * the table fits 360 px without scrolling sideways.
 */
const foldedColumn = 'max-sm:hidden';
const SKELETON_ROWS = 3;

function triggerText(run: WorkflowRunView): string {
  if (run.trigger === 'test') return 'Test run';
  const source = run.trigger === 'agent-test' ? 'Agent test' : 'Meeting';
  const words = run.triggeredBy?.trim();
  return words ? `${source} · “${words}”` : source;
}

function RunHistory({ runs }: { runs: WorkflowsScreenProps['runs'] }) {
  return (
    <Section
      slot="workflow-runs"
      title="Workflow runs"
      description="Each run, its trigger and what every action returned."
    >
      {(titleId) => {
        if (runs.status === 'error') return <ErrorAlert error={RUNS_LOAD_ERROR} />;
        if (runs.status === 'ready' && runs.items.length === 0) {
          return (
            <EmptyState
              showImage={false}
              title="No runs yet"
              description="Runs appear here when an agent hears a condition or you test-run a workflow."
            />
          );
        }
        const loading = runs.status === 'loading';
        return (
          <>
            {loading && (
              <p role="status" className="sr-only">
                Loading workflow runs...
              </p>
            )}
            <Table aria-labelledby={titleId} aria-busy={loading || undefined}>
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead className={foldedColumn}>When</TableHead>
                  <TableHead>Workflow</TableHead>
                  <TableHead className={foldedColumn}>Trigger</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className={cn(foldedColumn, 'text-right')}>Duration</TableHead>
                  <TableHead className={foldedColumn}>Results</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {loading
                  ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                      <RunSkeletonRow key={index} />
                    ))
                  : runs.items.map((run) => <RunRow key={run.id} run={run} />)}
              </TableBody>
            </Table>
          </>
        );
      }}
    </Section>
  );
}

function RunResults({ run }: { run: WorkflowRunView }) {
  return (
    <div className="flex flex-col gap-1">
      <ActionRunList actions={run.actions} />
      {run.error && (
        <p
          data-slot="run-error"
          className="text-sm break-words text-destructive data-[status=refused]:text-amber-800 dark:text-red-300 dark:data-[status=refused]:text-amber-300"
          data-status={run.status}
        >
          {run.error}
        </p>
      )}
      {run.actions.length === 0 && !run.error && (
        <span className="text-sm text-muted-foreground">No actions ran</span>
      )}
    </div>
  );
}

function RunRow({ run }: { run: WorkflowRunView }) {
  const when = formatMeetingDateTime(run.startedAt);
  const trigger = triggerText(run);
  return (
    <TableRow data-slot="workflow-run" data-status={run.status} className="align-top">
      <TableCell className={cn(foldedColumn, 'align-top text-muted-foreground tabular-nums')}>
        {when}
      </TableCell>
      <TableCell className="align-top font-medium whitespace-normal">
        <span className="block break-words">{run.workflowName}</span>
        <div data-slot="run-folded" className="mt-1 flex flex-col gap-1 font-normal sm:hidden">
          <span className="text-xs text-muted-foreground tabular-nums">
            {when} · {formatDuration(run.durationMs)}
          </span>
          <span className="text-xs break-words text-muted-foreground">{trigger}</span>
          <RunResults run={run} />
        </div>
      </TableCell>
      <TableCell
        data-slot="run-trigger"
        className={cn(foldedColumn, 'max-w-56 align-top whitespace-normal break-words')}
      >
        {trigger}
      </TableCell>
      <TableCell className="align-top">
        <RunStatusBadge status={run.status} />
      </TableCell>
      <TableCell className={cn(foldedColumn, 'text-right align-top tabular-nums')}>
        {formatDuration(run.durationMs)}
      </TableCell>
      <TableCell className={cn(foldedColumn, 'min-w-64 align-top whitespace-normal')}>
        <RunResults run={run} />
      </TableCell>
    </TableRow>
  );
}

function RunSkeletonRow() {
  return (
    <TableRow aria-hidden className="hover:bg-transparent">
      <TableCell className={foldedColumn}>
        <Skeleton className="h-4 w-28" />
      </TableCell>
      <TableCell>
        <Skeleton className="h-4 w-32" />
      </TableCell>
      <TableCell className={foldedColumn}>
        <Skeleton className="h-4 w-20" />
      </TableCell>
      <TableCell>
        <Skeleton className="h-5 w-20" />
      </TableCell>
      <TableCell className={foldedColumn}>
        <Skeleton className="ml-auto h-4 w-10" />
      </TableCell>
      <TableCell className={foldedColumn}>
        <Skeleton className="h-4 w-48" />
      </TableCell>
    </TableRow>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Tool keys
 * ---------------------------------------------------------------------------------------------- */

function ToolKeys({
  keys,
  savingKey,
  keyError,
  onSaveKey,
  removingTool,
  onRemoveKey,
}: Pick<
  WorkflowsScreenProps,
  'keys' | 'savingKey' | 'keyError' | 'onSaveKey' | 'removingTool' | 'onRemoveKey'
>) {
  return (
    <Section
      slot="tool-keys"
      title="Tool keys"
      description="Secrets your workflows send to the tools they call. Only the last four characters are shown."
    >
      {() => (
        <div className="flex flex-col gap-6">
          <SavedKeys keys={keys} removingTool={removingTool} onRemoveKey={onRemoveKey} />
          <SaveKeyForm savingKey={savingKey} keyError={keyError} onSaveKey={onSaveKey} />
        </div>
      )}
    </Section>
  );
}

function SavedKeys({
  keys,
  removingTool,
  onRemoveKey,
}: Pick<WorkflowsScreenProps, 'keys' | 'removingTool' | 'onRemoveKey'>) {
  if (keys.status === 'error') return <ErrorAlert error={KEYS_LOAD_ERROR} />;
  if (keys.status === 'loading') {
    return (
      <div data-slot="tool-keys-loading">
        <p role="status" className="sr-only">
          Loading tool keys...
        </p>
        <div aria-hidden className="divide-y rounded-md border">
          {[0, 1].map((row) => (
            <div key={row} className="flex items-center gap-3 px-3 py-3">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-4 w-16" />
              <Skeleton className="ml-auto h-8 w-20" />
            </div>
          ))}
        </div>
      </div>
    );
  }
  if (keys.items.length === 0) {
    return (
      <EmptyState
        showImage={false}
        title="No tool keys yet"
        description="Save a key for each tool whose API your workflows call."
      />
    );
  }
  return (
    <ul aria-label="Saved tool keys" className="divide-y rounded-md border">
      {keys.items.map((key) => {
        const removing = removingTool === key.tool;
        return (
          <li
            key={key.tool}
            data-slot="tool-key"
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5"
          >
            <KeyRoundIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1 space-y-0.5">
              <p className="font-mono text-sm font-medium break-all">{key.tool}</p>
              <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground tabular-nums">
                <span data-slot="tool-key-mask" className="font-mono">
                  <span aria-hidden>••••{key.last4}</span>
                  <span className="sr-only">
                    {key.last4 ? `Key ending in ${key.last4}` : 'Key saved'}
                  </span>
                </span>
                <span>Updated {formatBillingDate(key.updatedAt)}</span>
              </p>
            </div>
            <ConfirmDialog
              title={`Remove the key for ${key.tool}?`}
              description="Workflows that send this key stop working until you save a new one."
              keepLabel="Keep key"
              confirmLabel="Remove key"
              onConfirm={() => onRemoveKey(key.tool)}
            >
              <Button
                variant="outline"
                size="sm"
                className={destructiveOutline}
                disabled={removing}
                aria-busy={removing || undefined}
                aria-label={`Remove key for ${key.tool}`}
              >
                {removing && <Spinner aria-hidden />}
                Remove
              </Button>
            </ConfirmDialog>
          </li>
        );
      })}
    </ul>
  );
}

function SaveKeyForm({
  savingKey,
  keyError,
  onSaveKey,
}: Pick<WorkflowsScreenProps, 'savingKey' | 'keyError' | 'onSaveKey'>) {
  const id = useId();
  const toolId = `${id}-tool`;
  const keyId = `${id}-key`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [tool, setTool] = useState('');
  const [key, setKey] = useState('');

  // Saved when the request ends without a refusal: the form is ready for the next key.
  const [wasSaving, setWasSaving] = useState(savingKey);
  if (savingKey !== wasSaving) {
    setWasSaving(savingKey);
    if (!savingKey && keyError === null) {
      setTool('');
      setKey('');
    }
  }

  const toolInvalid = tool.trim() !== '' && !isToolName(tool.trim());
  const ready = isToolName(tool.trim()) && key.trim() !== '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ready && !savingKey) onSaveKey(tool.trim(), key.trim());
  }

  return (
    <form
      noValidate
      data-slot="save-key-form"
      aria-label="Save a tool key"
      className="flex flex-col gap-3"
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
        <div className="grid gap-2">
          <Label htmlFor={toolId}>Tool</Label>
          <Input
            id={toolId}
            autoComplete="off"
            spellCheck={false}
            maxLength={TOOL_NAME_MAX}
            placeholder="e.g. chat"
            value={tool}
            onChange={(event) => setTool(event.target.value)}
            aria-invalid={toolInvalid || undefined}
            aria-describedby={keyError ? `${hintId} ${errorId}` : hintId}
            className="font-mono"
          />
          <p
            id={hintId}
            data-problem={toolInvalid || undefined}
            className="text-xs text-muted-foreground data-[problem]:text-destructive dark:data-[problem]:text-red-300"
          >
            {toolInvalid ? `Invalid tool name. ${TOOL_NAME_HINT}` : TOOL_NAME_HINT}
          </p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={keyId}>Key</Label>
          <Input
            id={keyId}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={key}
            onChange={(event) => setKey(event.target.value)}
            aria-describedby={keyError ? errorId : undefined}
          />
        </div>
        <Button
          type="submit"
          className="self-start sm:mt-5.5"
          disabled={!ready || savingKey}
          aria-busy={savingKey || undefined}
        >
          {savingKey ? <Spinner aria-hidden /> : <SaveIcon aria-hidden />}
          Save key
        </Button>
      </div>
      <FieldError id={errorId} alert data-slot="key-error">
        {keyError}
      </FieldError>
    </form>
  );
}
