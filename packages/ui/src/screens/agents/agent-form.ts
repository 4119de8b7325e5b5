import type { AgentMode, AgentVoice } from '@convene/domain/limits';
import { parseWakeWords, type AgentFields, type WorkflowSelection } from '@convene/domain/agents';

/** A workflow the agent may run, as listed by user/workflows and sent with the agent. */
export type WorkflowOption = WorkflowSelection;

/** What the create-agent form hands to its container on submit: the agent's fields, its workflows and file. */
export interface AgentFormValues extends AgentFields {
  workflows: WorkflowOption[];
  file: File | null;
  /** Editing only: the agent's current knowledge file is to be removed (and no new one was chosen). */
  removeCurrentFile?: boolean;
}

/** The fields a template (or any other starting point) may fill in. */
export type AgentFormInitialValues = Partial<AgentFields> & {
  /** The chosen workflows, by id (an agent being edited). */
  workflowIds?: string[];
};

/** The form as the user edits it: wake words are still the typed text. */
export interface AgentFormDraft extends Omit<AgentFields, 'wakeWords'> {
  wakeWordsText: string;
  workflowIds: string[];
  file: File | null;
}

/** SPEC section 4: after a successful creation the form is empty, male voice, active mode. */
export function agentFormDraft(initial: AgentFormInitialValues = {}): AgentFormDraft {
  return {
    name: initial.name ?? '',
    greetingMessage: initial.greetingMessage ?? '',
    prompt: initial.prompt ?? '',
    voice: initial.voice ?? 'male',
    mode: initial.mode ?? 'active',
    wakeWordsText: (initial.wakeWords ?? []).join(', '),
    workflowIds: initial.workflowIds ?? [],
    file: null,
  };
}

/** Name, greeting and prompt are required, and so is a wake word in passive mode (SPEC section 5). */
export function isAgentDraftComplete(draft: AgentFormDraft): boolean {
  const filled = [draft.name, draft.greetingMessage, draft.prompt].every(
    (text) => text.trim() !== '',
  );
  return filled && (draft.mode === 'active' || parseWakeWords(draft.wakeWordsText).length > 0);
}

/** The submitted values: wake words parsed (only in passive mode) and chosen workflows in the listed order. */
export function agentFormValues(
  draft: AgentFormDraft,
  workflows: readonly WorkflowOption[],
): AgentFormValues {
  return {
    name: draft.name,
    greetingMessage: draft.greetingMessage,
    prompt: draft.prompt,
    voice: draft.voice,
    mode: draft.mode,
    wakeWords: draft.mode === 'passive' ? parseWakeWords(draft.wakeWordsText) : [],
    workflows: workflows.filter((workflow) => draft.workflowIds.includes(workflow.id)),
    file: draft.file,
  };
}

/** A template's fields as the form's starting point; fields the template lacks (null) stay at the form's defaults. */
export function templateInitialValues(template: {
  name: string;
  greetingMessage: string | null;
  prompt: string | null;
  voice: AgentVoice | null;
  mode: AgentMode | null;
  wakeWords?: readonly string[];
}): AgentFormInitialValues {
  return {
    name: template.name,
    greetingMessage: template.greetingMessage ?? undefined,
    prompt: template.prompt ?? undefined,
    voice: template.voice ?? undefined,
    mode: template.mode ?? undefined,
    wakeWords: template.wakeWords?.length ? [...template.wakeWords] : undefined,
  };
}

const normalisedPrompt = (prompt: string) => prompt.trim().replace(/\s+/g, ' ');

/** Magic's answer changes nothing when it differs from the typed prompt only in spacing. */
export function samePrompt(typed: string, improved: string): boolean {
  return normalisedPrompt(typed) === normalisedPrompt(improved);
}
