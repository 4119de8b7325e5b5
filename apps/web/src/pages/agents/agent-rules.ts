import { AGENT_MODES, AGENT_VOICES } from '@convene/domain/limits';
import { agentAllowances } from '@convene/domain/agents';
import type { CreateAiAgentInput, UserPublicMetadata, Workflow } from '@convene/api-client';
import type {
  AgentFormInitialValues,
  AgentFormValues,
  WorkflowOption,
} from '@convene/ui/screens/agents/agent-form';

/** What the agent screens enable: the domain's agent allowances (SPEC sections 5 and 6), as the screens name them. */
export interface AgentPermissions {
  canDelete: boolean;
  canTest: boolean;
  agentLimitReached: boolean;
}

/**
 * Before the user details arrive the plan is unknown: Delete and Test Agent stay disabled rather than
 * opening and then closing under the pointer, and the create limit stays open (the server enforces it).
 */
export function agentPermissions(
  metadata: UserPublicMetadata | undefined,
  agentCount: number,
): AgentPermissions {
  if (!metadata) return { canDelete: false, canTest: false, agentLimitReached: false };
  const { mayCreate, mayDelete, mayTest } = agentAllowances(metadata, agentCount);
  return { canDelete: mayDelete, canTest: mayTest, agentLimitReached: !mayCreate };
}

/** The test page of an agent, with the agentId and userId query parameters; `base` may be relative to `origin`. */
export function agentTestHref(
  base: string,
  origin: string,
  agent: { agentId: string; userId: string },
): string {
  const url = new URL(base, origin);
  url.searchParams.set('agentId', agent.agentId);
  url.searchParams.set('userId', agent.userId);
  return url.href;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function oneOf<Value extends string>(values: readonly Value[], value: unknown): Value | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * The template a user chose on /templates, read from the navigation state: name, greetingMessage,
 * prompt, voice and mode. History state outlives deploys and can be anything, so each field is checked.
 */
export function templatePrefill(state: unknown): AgentFormInitialValues | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const template = state as Record<string, unknown>;
  const prefill: AgentFormInitialValues = {
    name: isText(template.name) ? template.name : undefined,
    greetingMessage: isText(template.greetingMessage) ? template.greetingMessage : undefined,
    prompt: isText(template.prompt) ? template.prompt : undefined,
    voice: oneOf(AGENT_VOICES, template.voice),
    mode: oneOf(AGENT_MODES, template.mode),
    wakeWords:
      Array.isArray(template.wakeWords) &&
      template.wakeWords.length > 0 &&
      template.wakeWords.every(isText)
        ? template.wakeWords
        : undefined,
  };
  return Object.values(prefill).some((value) => value !== undefined) ? prefill : undefined;
}

/** A workflow of user/workflows as the create form offers it (and as the agent stores it). */
export function workflowOption(workflow: Workflow): WorkflowOption {
  return {
    id: workflow.id,
    name: workflow.name,
    description: workflow.description,
    key: workflow.key,
    conditions: workflow.trigger_conditions.conditions,
  };
}

/** What the create and edit forms submit, as the agent form's fields: wake words as typed, comma-separated. */
export function agentFormInput(values: AgentFormValues): CreateAiAgentInput {
  return { ...values, wakeWords: values.wakeWords.join(', ') };
}
