import { FREE_PLAN_AGENT_LIMIT_MESSAGE } from '@convene/domain/agents';
import { INSUFFICIENT_CREDITS_TO_TEST_HINT } from '@convene/domain/agent-test';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  ArrowRightIcon,
  CircleCheckIcon,
  ExternalLinkIcon,
  FileTextIcon,
  LockIcon,
  PencilIcon,
  Undo2Icon,
  WandSparklesIcon,
} from 'lucide-react';
import {
  AGENT_MODES,
  AGENT_NAME_MAX,
  GREETING_MESSAGE_MAX,
  KNOWLEDGE_FILE_MAX_BYTES,
  type AgentMode,
  type AgentVoice,
} from '@convene/domain/limits';

import { Button } from '../../components/button';
import { Card, CardContent, CardFooter } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { MultiSelect } from '../../components/multi-select';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/select';
import { Spinner } from '../../components/spinner';
import { Textarea } from '../../components/textarea';
import { BackLink } from '../../components/back-link';
import {
  agentFormDraft,
  agentFormValues,
  isAgentDraftComplete,
  samePrompt,
  type AgentFormDraft,
  type AgentFormInitialValues,
  type AgentFormValues,
  type WorkflowOption,
} from './agent-form';
import { formatFileSize } from '../../lib/file-size';
import { KNOWLEDGE_FILE_ACCEPT, knowledgeFileProblem } from '../../lib/knowledge-file';
import { Link } from '../../lib/navigation';
import { ActionHint } from '../../patterns/agent-details';
import { FileDrop } from '../../patterns/file-drop';
import { PageHeader } from '../../patterns/page-header';
import { cn } from '../../lib/utils';

/** The agent just created, for the panel above the emptied form. */
export interface CreatedAgent {
  agentId: string;
  agentName: string;
  /** Its test page (with agentId and userId), or null below 0.5 credits: Test Agent is then disabled. */
  testAgentHref: string | null;
}

export interface CreateAgentScreenProps {
  /**
   * Where the form starts (e.g. a template's name, greetingMessage, prompt, voice, mode); read once, on mount.
   * The form keeps its own state from there. To reset it after a successful creation (empty, male voice,
   * active mode), the container remounts the screen with a new React `key` and no initial values.
   */
  initialValues?: AgentFormInitialValues;
  /** The user's workflows to choose from (user/workflows). */
  workflows: readonly WorkflowOption[];
  /** True while the create call is in flight: the submit reads 'Creating Agent...' and is disabled. */
  submitting?: boolean;
  /**
   * Free plan and already 2 or more agents: 'Free plan allows up to 2 AI agents.' heads the page
   * with a way to upgrade, and the whole form is disabled.
   */
  agentLimitReached?: boolean;
  /** After a successful creation: a panel at the top leads to the new agent and to its test page. */
  created?: CreatedAgent | null;
  /** A complete form was submitted: wake words parsed (passive mode only), chosen workflows whole, the file if any. */
  onSubmit: (values: AgentFormValues) => void;
  /**
   * The Magic button: improve this prompt. Resolve with the improved prompt to replace the user's (Undo Magic
   * then brings theirs back), or null to keep it; an answer that differs only in spacing is kept out too. The
   * container shows the toasts. Magic stays busy until the promise settles.
   */
  onImprovePrompt: (prompt: string) => Promise<string | null>;
  /**
   * Editing an existing agent (/agents/{agentId}/edit): the heading reads 'Edit AI Agent', the
   * submit 'Save changes' / 'Saving...', and the agent's current knowledge file is shown; it is
   * kept unless a new file replaces it or the person removes it (`removeCurrentFile` in the values).
   */
  editing?: { currentFile: { name: string; size: number } | null };
}

const VOICE_LABELS: Record<AgentVoice, string> = { male: 'Male', female: 'Female' };

const MODE_CHOICES: Record<AgentMode, { label: string; description: string }> = {
  active: { label: 'Active', description: 'Speaks up whenever it is spoken to.' },
  passive: {
    label: 'Passive',
    description: 'Listens, and answers only after one of its wake words.',
  },
};

const KNOWLEDGE_FILE_HINT = `.txt, .pdf, .json or .csv, up to ${KNOWLEDGE_FILE_MAX_BYTES / 1024 / 1024}MB`;

/** Create AI Agent (/agents/create): every field of the agent, with its limits checked as the user types. */
export function CreateAgentScreen({
  initialValues,
  workflows,
  submitting = false,
  agentLimitReached = false,
  created = null,
  onSubmit,
  onImprovePrompt,
  editing,
}: CreateAgentScreenProps) {
  const id = useId();
  const [draft, setDraft] = useState<AgentFormDraft>(() => agentFormDraft(initialValues));
  const [improving, setImproving] = useState(false);
  /** What the user had typed before Magic replaced it, while Undo Magic can bring it back. */
  const [promptBeforeMagic, setPromptBeforeMagic] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [removeCurrentFile, setRemoveCurrentFile] = useState(false);
  const promptInput = useRef<HTMLTextAreaElement>(null);

  const update = <K extends keyof AgentFormDraft>(field: K, value: AgentFormDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const passive = draft.mode === 'passive';
  const locked = agentLimitReached && !editing;
  const canSubmit = !submitting && !locked && isAgentDraftComplete(draft);
  const currentFile = editing?.currentFile ?? null;

  async function improvePrompt() {
    const typed = draft.prompt;
    setImproving(true);
    try {
      const improved = await onImprovePrompt(typed);
      if (improved !== null && !samePrompt(typed, improved)) {
        update('prompt', improved);
        setPromptBeforeMagic(typed);
      }
    } finally {
      setImproving(false);
    }
  }

  function undoMagic() {
    if (promptBeforeMagic === null) return;
    update('prompt', promptBeforeMagic);
    setPromptBeforeMagic(null);
    // The Undo button goes away; the restored prompt is where the user works next.
    promptInput.current?.focus();
  }

  function chooseFile(file: File | null): boolean {
    const problem = file && knowledgeFileProblem(file);
    setFileError(problem);
    update('file', problem ? null : file);
    return !problem;
  }

  function removeFile() {
    setFileError(null);
    update('file', null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    const values = agentFormValues(draft, workflows);
    onSubmit(editing ? { ...values, removeCurrentFile: removeCurrentFile && !draft.file } : values);
  }

  const fieldIds = {
    name: `${id}-name`,
    greeting: `${id}-greeting`,
    prompt: `${id}-prompt`,
    file: `${id}-file`,
    workflows: `${id}-workflows`,
    wakeWords: `${id}-wake-words`,
    voice: `${id}-voice`,
  };

  return (
    <div data-slot="create-agent-screen" className="space-y-6">
      <BackLink href="/agents">Back to AI Agents</BackLink>

      <PageHeader titleId={`${id}-title`} title={editing ? 'Edit AI Agent' : 'Create AI Agent'} />

      {created && !editing && <CreatedAgentPanel key={created.agentId} agent={created} />}
      {locked && <AgentLimitNotice id={`${id}-limit`} />}

      {editing ? null : (
        <section className="rounded-xl border bg-muted/50 px-5 py-4">
          <h2 className="font-semibold">
            <Link href="/templates" className="inline-flex items-center gap-2 hover:underline">
              Quick Start Templates
              <ArrowRightIcon aria-hidden className="size-4" />
            </Link>
          </h2>
        </section>
      )}

      <Card>
        <form onSubmit={submit} aria-labelledby={`${id}-title`}>
          <fieldset
            disabled={locked}
            aria-describedby={locked ? `${id}-limit` : undefined}
            className="flex min-w-0 flex-col gap-6"
          >
            <CardContent className="grid gap-6 md:grid-cols-2">
              <div className="flex flex-col gap-6">
                <Field>
                  <Label htmlFor={fieldIds.name}>Name</Label>
                  <Input
                    id={fieldIds.name}
                    required
                    maxLength={AGENT_NAME_MAX}
                    placeholder="e.g. Scrum Standup Manager"
                    aria-describedby={`${fieldIds.name}-count`}
                    value={draft.name}
                    onChange={(event) => update('name', event.target.value)}
                  />
                  {/* Same place and look as the Textarea's own counter below. */}
                  <span
                    id={`${fieldIds.name}-count`}
                    className="self-end text-xs text-muted-foreground tabular-nums"
                  >
                    {draft.name.length}/{AGENT_NAME_MAX}
                  </span>
                </Field>

                <Field>
                  <Label htmlFor={fieldIds.greeting}>Greeting Message</Label>
                  <Textarea
                    id={fieldIds.greeting}
                    required
                    rows={2}
                    maxLength={GREETING_MESSAGE_MAX}
                    placeholder="e.g. Good morning team! I'm here to run today's standup."
                    value={draft.greetingMessage}
                    onChange={(event) => update('greetingMessage', event.target.value)}
                  />
                </Field>

                <Field>
                  <div className="flex flex-wrap items-end justify-between gap-2">
                    <Label htmlFor={fieldIds.prompt}>Prompt</Label>
                    <div className="flex gap-2">
                      {promptBeforeMagic !== null && (
                        <Button type="button" variant="ghost" size="sm" onClick={undoMagic}>
                          <Undo2Icon aria-hidden />
                          Undo Magic
                        </Button>
                      )}
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        disabled={draft.prompt.trim() === '' || improving}
                        aria-busy={improving || undefined}
                        onClick={improvePrompt}
                      >
                        {improving ? <Spinner aria-hidden /> : <WandSparklesIcon aria-hidden />}
                        Magic
                      </Button>
                    </div>
                  </div>
                  <Textarea
                    ref={promptInput}
                    id={fieldIds.prompt}
                    required
                    rows={6}
                    className="field-sizing-fixed"
                    readOnly={improving}
                    placeholder="Describe the agent's role, goals and tone."
                    value={draft.prompt}
                    onChange={(event) => {
                      update('prompt', event.target.value);
                      setPromptBeforeMagic(null);
                    }}
                  />
                </Field>
              </div>

              <div className="flex flex-col gap-6">
                <Field>
                  <Label htmlFor={fieldIds.file}>Knowledge File</Label>
                  {currentFile && !draft.file && (
                    <div className="flex items-center gap-3 rounded-md border bg-muted/40 px-3 py-2 text-sm">
                      <FileTextIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                      {removeCurrentFile ? (
                        <span className="min-w-0 flex-1 truncate text-muted-foreground">
                          {currentFile.name} will be removed
                        </span>
                      ) : (
                        <>
                          <span className="min-w-0 flex-1 truncate font-medium">
                            Current: {currentFile.name}
                          </span>
                          <span className="shrink-0 text-muted-foreground">
                            {formatFileSize(currentFile.size)}
                          </span>
                        </>
                      )}
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        onClick={() => setRemoveCurrentFile(!removeCurrentFile)}
                      >
                        {removeCurrentFile ? 'Keep file' : 'Remove file'}
                      </Button>
                    </div>
                  )}
                  <FileDrop
                    id={fieldIds.file}
                    accept={KNOWLEDGE_FILE_ACCEPT}
                    hint={
                      currentFile && !removeCurrentFile
                        ? `A new file replaces the current one. ${KNOWLEDGE_FILE_HINT}`
                        : KNOWLEDGE_FILE_HINT
                    }
                    file={draft.file}
                    error={fileError}
                    disabled={locked}
                    onChoose={chooseFile}
                    onRemove={removeFile}
                  />
                </Field>

                <Field>
                  <Label htmlFor={fieldIds.workflows}>Workflows</Label>
                  <MultiSelect
                    id={fieldIds.workflows}
                    options={workflows.map((workflow) => ({
                      value: workflow.id,
                      label: workflow.name,
                      description: workflow.description,
                    }))}
                    value={draft.workflowIds}
                    onValueChange={(ids) => update('workflowIds', ids)}
                    placeholder="Select workflows"
                    emptyText="No workflows available"
                    listMaxHeight={150}
                    disabled={locked}
                  />
                </Field>

                <Field>
                  <Label htmlFor={fieldIds.voice}>Voice</Label>
                  <Select
                    disabled={locked}
                    value={draft.voice}
                    onValueChange={(voice: AgentVoice) => update('voice', voice)}
                  >
                    <SelectTrigger id={fieldIds.voice} className="w-full">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {(Object.keys(VOICE_LABELS) as AgentVoice[]).map((voice) => (
                        <SelectItem key={voice} value={voice}>
                          {VOICE_LABELS[voice]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </Field>

                <fieldset className="flex min-w-0 flex-col gap-2">
                  <legend className="mb-2 text-sm leading-none font-medium">Mode</legend>
                  <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
                    {AGENT_MODES.map((mode) => (
                      <ModeChoice
                        key={mode}
                        id={`${id}-mode-${mode}`}
                        name={`${id}-mode`}
                        mode={mode}
                        checked={draft.mode === mode}
                        onChoose={() => update('mode', mode)}
                      />
                    ))}
                  </div>
                </fieldset>

                {passive && (
                  <Field>
                    <Label htmlFor={fieldIds.wakeWords}>Wake Words</Label>
                    <Input
                      id={fieldIds.wakeWords}
                      required
                      placeholder="e.g. hey convene, scrum master"
                      aria-describedby={`${fieldIds.wakeWords}-hint`}
                      value={draft.wakeWordsText}
                      onChange={(event) => update('wakeWordsText', event.target.value)}
                    />
                    <p id={`${fieldIds.wakeWords}-hint`} className="text-xs text-muted-foreground">
                      Comma separated
                    </p>
                  </Field>
                )}
              </div>
            </CardContent>

            <CardFooter className="flex-col items-stretch border-t pt-6 sm:flex-row sm:justify-end">
              <Button
                type="submit"
                size="lg"
                disabled={!canSubmit}
                aria-describedby={locked ? `${id}-limit` : undefined}
              >
                {submitting && <Spinner aria-hidden />}
                {editing
                  ? submitting
                    ? 'Saving...'
                    : 'Save changes'
                  : submitting
                    ? 'Creating Agent...'
                    : 'Create AI Agent'}
              </Button>
            </CardFooter>
          </fieldset>
        </form>
      </Card>
    </div>
  );
}

/** /agents/{agentId}/edit for an agent that does not exist (or is another account's). */
export function AgentNotFound() {
  return (
    <div className="space-y-6">
      <BackLink href="/agents">Back to AI Agents</BackLink>
      <EmptyState
        role="alert"
        title="AI agent not found"
        description="It may have been deleted, or it belongs to another account."
        action={
          <Button asChild>
            <Link href="/agents">See your AI agents</Link>
          </Button>
        }
      />
    </div>
  );
}

/** Free plan, 2 agents already: said before anything is typed, with the way out. */
function AgentLimitNotice({ id }: { id: string }) {
  return (
    <section
      data-slot="agent-limit"
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-xl border bg-muted/50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <LockIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="space-y-1">
          <h2 id={id} className="font-semibold">
            {FREE_PLAN_AGENT_LIMIT_MESSAGE}
          </h2>
          <p className="text-sm">Upgrade to Pro or Teams to create as many as you need.</p>
        </div>
      </div>
      <Button asChild className="self-start sm:self-auto">
        <Link href="/billing">Upgrade plan</Link>
      </Button>
    </section>
  );
}

/** The agent just created: what next, above the emptied form. Takes the focus, as the form it replaced had it. */
function CreatedAgentPanel({ agent }: { agent: CreatedAgent }) {
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      data-slot="agent-created"
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-success/40 bg-success/10 px-5 py-4 outline-none sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <CircleCheckIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
        <div className="min-w-0 space-y-1">
          <h2 id={`${id}-title`} className="font-semibold break-words">
            {agent.agentName} is ready
          </h2>
          <p className="text-sm">Try it in a test call, or open it to change its settings.</p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:items-end">
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href={`/agents/${agent.agentId}/edit`}>
              <PencilIcon aria-hidden />
              Open agent
            </Link>
          </Button>
          {agent.testAgentHref ? (
            <Button asChild size="sm">
              <Link external href={agent.testAgentHref}>
                <ExternalLinkIcon aria-hidden />
                Test Agent
              </Link>
            </Button>
          ) : (
            <Button size="sm" disabled aria-describedby={`${id}-test-hint`}>
              <ExternalLinkIcon aria-hidden />
              Test Agent
            </Button>
          )}
        </div>
        {!agent.testAgentHref && (
          <ActionHint id={`${id}-test-hint`}>{INSUFFICIENT_CREDITS_TO_TEST_HINT}</ActionHint>
        )}
      </div>
    </section>
  );
}

/** One of the two modes as a card: a radio, its name and what it means for the meeting. */
function ModeChoice({
  id,
  name,
  mode,
  checked,
  onChoose,
}: {
  id: string;
  name: string;
  mode: AgentMode;
  checked: boolean;
  onChoose: () => void;
}) {
  const { label, description } = MODE_CHOICES[mode];
  return (
    <label
      htmlFor={id}
      data-slot="mode-choice"
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent/50',
        'has-[:checked]:border-primary has-[:checked]:bg-accent',
        'has-[:disabled]:cursor-not-allowed has-[:disabled]:hover:bg-transparent',
      )}
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={mode}
        checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        onChange={onChoose}
        className={cn(
          'mt-0.5 size-4 shrink-0 appearance-none rounded-full border border-input bg-background shadow-xs outline-none',
          'checked:border-[5px] checked:border-primary',
          'focus-visible:ring-[3px] focus-visible:ring-ring',
          'disabled:opacity-50',
        )}
      />
      <span className="space-y-0.5">
        <span id={`${id}-label`} className="block font-medium">
          {label}
        </span>
        <span id={`${id}-description`} className="block text-muted-foreground">
          {description}
        </span>
      </span>
    </label>
  );
}

function Field({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-2">{children}</div>;
}
