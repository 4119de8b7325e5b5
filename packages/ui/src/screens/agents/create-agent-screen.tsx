import { FREE_PLAN_AGENT_LIMIT_MESSAGE } from '@convene/domain/agents';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { ArrowRightIcon, FileTextIcon, WandSparklesIcon, XIcon } from 'lucide-react';
import { AGENT_NAME_MAX, GREETING_MESSAGE_MAX, type AgentVoice } from '@convene/domain/limits';

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
import { Switch } from '../../components/switch';
import { Textarea } from '../../components/textarea';
import { BackLink } from '../../components/back-link';
import {
  agentFormDraft,
  agentFormValues,
  isAgentDraftComplete,
  type AgentFormDraft,
  type AgentFormInitialValues,
  type AgentFormValues,
  type WorkflowOption,
} from './agent-form';
import { formatFileSize } from '../../lib/file-size';
import { KNOWLEDGE_FILE_ACCEPT, knowledgeFileProblem } from '../../lib/knowledge-file';
import { Link } from '../../lib/navigation';
import { PageHeader } from '../../patterns/page-header';

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
  /** Free plan and already 2 or more agents: submit is disabled with 'Free plan allows up to 2 AI agents.'. */
  agentLimitReached?: boolean;
  /** A complete form was submitted: wake words parsed (passive mode only), chosen workflows whole, the file if any. */
  onSubmit: (values: AgentFormValues) => void;
  /**
   * The Magic button: improve this prompt. Resolve with the improved prompt to replace the user's, or null to
   * keep it; the container shows the success and failure toasts. Magic stays busy until the promise settles.
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

/** Create AI Agent (/agents/create): every field of the agent, with its limits checked as the user types. */
export function CreateAgentScreen({
  initialValues,
  workflows,
  submitting = false,
  agentLimitReached = false,
  onSubmit,
  onImprovePrompt,
  editing,
}: CreateAgentScreenProps) {
  const id = useId();
  const [draft, setDraft] = useState<AgentFormDraft>(() => agentFormDraft(initialValues));
  const [improving, setImproving] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [removeCurrentFile, setRemoveCurrentFile] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const update = <K extends keyof AgentFormDraft>(field: K, value: AgentFormDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const passive = draft.mode === 'passive';
  const canSubmit =
    !submitting && (editing !== undefined || !agentLimitReached) && isAgentDraftComplete(draft);
  const currentFile = editing?.currentFile ?? null;

  async function improvePrompt() {
    setImproving(true);
    try {
      const improved = await onImprovePrompt(draft.prompt);
      if (improved !== null) update('prompt', improved);
    } finally {
      setImproving(false);
    }
  }

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = file && knowledgeFileProblem(file);
    setFileError(problem);
    if (problem) event.target.value = '';
    update('file', problem ? null : file);
  }

  function removeFile() {
    if (fileInput.current) fileInput.current.value = '';
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
    mode: `${id}-mode`,
    wakeWords: `${id}-wake-words`,
    voice: `${id}-voice`,
  };

  return (
    <div
      data-slot="create-agent-screen"
      className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6"
    >
      <BackLink href="/agents">Back to AI Agents</BackLink>

      <PageHeader titleId={`${id}-title`} title={editing ? 'Edit AI Agent' : 'Create AI Agent'} />

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
        <form onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-6">
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
                <div className="flex items-end justify-between gap-2">
                  <Label htmlFor={fieldIds.prompt}>Prompt</Label>
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
                <Textarea
                  id={fieldIds.prompt}
                  required
                  rows={6}
                  className="field-sizing-fixed"
                  readOnly={improving}
                  placeholder="Describe the agent's role, goals and tone."
                  value={draft.prompt}
                  onChange={(event) => update('prompt', event.target.value)}
                />
              </Field>
            </div>

            <div className="flex flex-col gap-6">
              <Field>
                <Label htmlFor={fieldIds.file}>Knowledge File</Label>
                <Input
                  ref={fileInput}
                  id={fieldIds.file}
                  type="file"
                  accept={KNOWLEDGE_FILE_ACCEPT}
                  aria-invalid={fileError !== null || undefined}
                  aria-describedby={`${fieldIds.file}-hint`}
                  onChange={chooseFile}
                />
                {fileError ? (
                  <p id={`${fieldIds.file}-hint`} role="alert" className="text-sm text-destructive">
                    {fileError}
                  </p>
                ) : (
                  <p id={`${fieldIds.file}-hint`} className="text-xs text-muted-foreground">
                    {currentFile && !removeCurrentFile
                      ? 'A new file replaces the current one. '
                      : ''}
                    .txt, .pdf, .json or .csv, up to 7MB
                  </p>
                )}
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
                {draft.file && (
                  <div className="flex items-center gap-3 rounded-md border bg-muted/40 px-3 py-2 text-sm">
                    <FileTextIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                    <span className="min-w-0 flex-1 truncate font-medium">{draft.file.name}</span>
                    <span className="shrink-0 text-muted-foreground">
                      {formatFileSize(draft.file.size)}
                    </span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-7"
                      aria-label="Remove file"
                      onClick={removeFile}
                    >
                      <XIcon aria-hidden />
                    </Button>
                  </div>
                )}
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
                />
              </Field>

              <Field>
                <Label htmlFor={fieldIds.voice}>Voice</Label>
                <Select
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

              <Field>
                <Label htmlFor={fieldIds.mode}>Active mode</Label>
                <div className="flex h-9 items-center gap-3">
                  <Switch
                    id={fieldIds.mode}
                    checked={!passive}
                    aria-describedby={`${fieldIds.mode}-hint`}
                    onCheckedChange={(active) => update('mode', active ? 'active' : 'passive')}
                  />
                  <span id={`${fieldIds.mode}-hint`} className="text-sm text-muted-foreground">
                    {passive
                      ? 'Passive: responds to its wake words'
                      : 'Active: the agent actively speaks'}
                  </span>
                </div>
              </Field>

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

          <CardFooter className="flex-col-reverse items-stretch gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-end">
            {agentLimitReached && !editing && (
              <p
                id={`${id}-limit`}
                className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive sm:mr-auto"
              >
                {FREE_PLAN_AGENT_LIMIT_MESSAGE}
              </p>
            )}
            <Button
              type="submit"
              size="lg"
              disabled={!canSubmit}
              aria-describedby={agentLimitReached && !editing ? `${id}-limit` : undefined}
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
        </form>
      </Card>
    </div>
  );
}

/** /agents/{agentId}/edit for an agent that does not exist (or is another account's). */
export function AgentNotFound() {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
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

function Field({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-2">{children}</div>;
}
