import { DomainError } from './errors';
import {
  AGENT_NAME_MAX,
  FREE_PLAN_AGENT_LIMIT,
  GREETING_MESSAGE_MAX,
  MIN_CREDITS_TO_TEST_AGENT,
  type AgentMode,
  type AgentVoice,
} from './limits';
import { isLivePaidPlan, type PlanState } from './plans';
import { visibleText } from './text';

/** Wake words are typed comma separated; each is trimmed and empty entries are dropped (SPEC section 5). */
export function parseWakeWords(text: string): string[] {
  return text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

/** SPEC sections 5 and 6, word for word: the server's refusals and the form's disabled hints. */
export const FREE_PLAN_AGENT_LIMIT_MESSAGE = `Free plan allows up to ${FREE_PLAN_AGENT_LIMIT} AI agents.`;
export const FREE_PLAN_DELETE_MESSAGE = 'Delete not available on Free plan';

/** A workflow as chosen for an agent (the contract's WorkflowSelection). */
export interface WorkflowSelection {
  id: string;
  name: string;
  description: string;
  key: string;
  conditions: string[];
}

/** An agent's own fields, as the server stores them and the create and edit forms submit them. */
export interface AgentFields {
  name: string;
  greetingMessage: string;
  prompt: string;
  voice: AgentVoice;
  mode: AgentMode;
  /** Empty unless the mode is passive. */
  wakeWords: string[];
}

export const AGENT_FIELD_MESSAGES = {
  nameRequired: 'Agent name is required',
  nameTooLong: `Agent name must be at most ${AGENT_NAME_MAX} characters`,
  greetingRequired: 'Greeting message is required',
  greetingTooLong: `Greeting message must be at most ${GREETING_MESSAGE_MAX} characters`,
  promptRequired: 'Prompt is required',
  wakeWordsRequired: 'Wake words are required in passive mode',
} as const;

/** Characters as people (and the contract's maxLength) count them: code points, not UTF-16 units. */
export const characterCount = (text: string): number => [...text].length;

function boundedText(value: string, max: number, required: string, tooLong: string): string {
  const trimmed = visibleText(value);
  if (trimmed === '') throw new DomainError('invalid', required);
  if (characterCount(trimmed) > max) throw new DomainError('invalid', tooLong);
  return trimmed;
}

/**
 * SPEC section 5: name 1-50 and greeting 1-120 characters after trimming, a prompt that is not
 * blank, wake words in passive mode. Returns the fields trimmed; refuses with an `invalid` error.
 */
export function checkAgentFields(fields: AgentFields): AgentFields {
  const name = boundedText(
    fields.name,
    AGENT_NAME_MAX,
    AGENT_FIELD_MESSAGES.nameRequired,
    AGENT_FIELD_MESSAGES.nameTooLong,
  );
  const greetingMessage = boundedText(
    fields.greetingMessage,
    GREETING_MESSAGE_MAX,
    AGENT_FIELD_MESSAGES.greetingRequired,
    AGENT_FIELD_MESSAGES.greetingTooLong,
  );
  const prompt = visibleText(fields.prompt);
  if (prompt === '') throw new DomainError('invalid', AGENT_FIELD_MESSAGES.promptRequired);
  const wakeWords = parseWakeWords(fields.wakeWords.join(','));
  if (fields.mode === 'passive' && wakeWords.length === 0)
    throw new DomainError('invalid', AGENT_FIELD_MESSAGES.wakeWordsRequired);
  return { name, greetingMessage, prompt, voice: fields.voice, mode: fields.mode, wakeWords };
}

/** What a user's plan and credits allow with agents (SPEC sections 5 and 6). */
export interface AgentAllowances {
  /** A free plan holds at most two agents. */
  mayCreate: boolean;
  /** Only a live paid plan may delete agents. */
  mayDelete: boolean;
  /** Testing an agent needs at least 0.5 credit. */
  mayTest: boolean;
}

export interface AgentAccount extends PlanState {
  credits: number;
}

/** Deleting needs no count of the agents: only a live paid plan may. */
export function mayDeleteAgents(account: PlanState, now: Date = new Date()): boolean {
  return isLivePaidPlan(account, now);
}

export function agentAllowances(
  account: AgentAccount,
  agentCount: number,
  now: Date = new Date(),
): AgentAllowances {
  return {
    mayCreate: isLivePaidPlan(account, now) || agentCount < FREE_PLAN_AGENT_LIMIT,
    mayDelete: mayDeleteAgents(account, now),
    mayTest: account.credits >= MIN_CREDITS_TO_TEST_AGENT,
  };
}
