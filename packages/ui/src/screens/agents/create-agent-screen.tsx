import { useId, useState, type FormEvent } from 'react';
import { ArrowRightIcon } from 'lucide-react';
import { AGENT_NAME_MAX, GREETING_MESSAGE_MAX } from '@convene/domain/limits';

import { BackLink } from '../../components/back-link';
import { ButtonLink } from '../../components/button';
import { Card, CardContent, CardFooter } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Label } from '../../components/label';
import { MultiSelect } from '../../components/multi-select';
import { Textarea } from '../../components/textarea';
import { Link } from '../../lib/navigation';
import { PageHeader } from '../../patterns/page-header';
import { BusyButton } from '../../patterns/submit-area';
import { Field, TextField } from '../../patterns/text-field';
import {
  agentFormDraft,
  agentFormValues,
  isAgentDraftComplete,
  type AgentFormDraft,
  type AgentFormInitialValues,
  type AgentFormValues,
  type WorkflowOption,
} from './agent-form';
import { AgentLimitNotice } from './agent-limit-notice';
import { CreatedAgentPanel, type CreatedAgent } from './created-agent-panel';
import { KnowledgeFileField } from './knowledge-file-field';
import { ModeField } from './mode-field';
import { PromptField } from './prompt-field';
import { VoiceField } from './voice-field';

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
  const [removeCurrentFile, setRemoveCurrentFile] = useState(false);

  const update = <K extends keyof AgentFormDraft>(field: K, value: AgentFormDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const passive = draft.mode === 'passive';
  const locked = agentLimitReached && !editing;
  const canSubmit = !submitting && !locked && isAgentDraftComplete(draft);
  const currentFile = editing?.currentFile ?? null;

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
            <CardContent className="grid grid-cols-1 gap-6 md:grid-cols-2">
              <div className="flex flex-col gap-6">
                <TextField
                  id={fieldIds.name}
                  label="Name"
                  required
                  maxLength={AGENT_NAME_MAX}
                  counted
                  placeholder="e.g. Scrum Standup Manager"
                  value={draft.name}
                  onValueChange={(name) => update('name', name)}
                />

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

                <PromptField
                  id={fieldIds.prompt}
                  value={draft.prompt}
                  onChange={(prompt) => update('prompt', prompt)}
                  onImprovePrompt={onImprovePrompt}
                />
              </div>

              <div className="flex flex-col gap-6">
                <KnowledgeFileField
                  id={fieldIds.file}
                  file={draft.file}
                  currentFile={currentFile}
                  removeCurrentFile={removeCurrentFile}
                  disabled={locked}
                  onFileChange={(file) => update('file', file)}
                  onRemoveCurrentFileChange={setRemoveCurrentFile}
                />

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

                <VoiceField
                  id={fieldIds.voice}
                  value={draft.voice}
                  disabled={locked}
                  onValueChange={(voice) => update('voice', voice)}
                />

                <ModeField
                  id={`${id}-mode`}
                  value={draft.mode}
                  onChange={(mode) => update('mode', mode)}
                />

                {passive && (
                  <TextField
                    id={fieldIds.wakeWords}
                    label="Wake Words"
                    hint="Comma separated"
                    required
                    placeholder="e.g. hey convene, scrum master"
                    value={draft.wakeWordsText}
                    onValueChange={(words) => update('wakeWordsText', words)}
                  />
                )}
              </div>
            </CardContent>

            <CardFooter className="flex-col items-stretch border-t pt-6 sm:flex-row sm:justify-end">
              <BusyButton
                type="submit"
                size="lg"
                disabled={!canSubmit}
                busy={submitting}
                busyLabel={editing ? 'Saving...' : 'Creating Agent...'}
                aria-describedby={locked ? `${id}-limit` : undefined}
              >
                {editing ? 'Save changes' : 'Create AI Agent'}
              </BusyButton>
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
        action={<ButtonLink href="/agents">See your AI agents</ButtonLink>}
      />
    </div>
  );
}
