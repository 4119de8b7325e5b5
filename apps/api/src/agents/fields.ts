/**
 * The server's rules for an agent's fields (SPEC section 5), for the create form and the update
 * body alike: name 1-50 and greeting 1-120 characters after trimming, a prompt that is not blank,
 * wake words in passive mode, and workflows given as a list of WorkflowSelection.
 */
import { parseWakeWords } from '@convene/domain/agents';
import {
  AGENT_NAME_MAX,
  GREETING_MESSAGE_MAX,
  type AgentMode,
  type AgentVoice,
} from '@convene/domain/limits';
import { HttpError } from '../http/errors.js';
import type { WorkflowSelection } from '../workflows/schema.js';

export interface AgentFields {
  name: string;
  greetingMessage: string;
  prompt: string;
  voice: AgentVoice;
  mode: AgentMode;
  wakeWords: string[];
}

const AGENT_FIELD_ERRORS = {
  nameRequired: 'Agent name is required',
  nameTooLong: `Agent name must be at most ${AGENT_NAME_MAX} characters`,
  greetingRequired: 'Greeting message is required',
  greetingTooLong: `Greeting message must be at most ${GREETING_MESSAGE_MAX} characters`,
  promptRequired: 'Prompt is required',
  wakeWordsRequired: 'Wake words are required in passive mode',
  invalidWorkflows:
    'Workflows must be a JSON list of workflows, each with id, name, description, key and conditions',
} as const;

/** Characters as people (and the contract's maxLength) count them: code points, not UTF-16 units. */
const characters = (text: string) => [...text].length;

function boundedText(value: string, max: number, required: string, tooLong: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw new HttpError(400, required);
  if (characters(trimmed) > max) throw new HttpError(400, tooLong);
  return trimmed;
}

/** Checks a complete set of fields, trimming the texts; wake words are already parsed. */
export function checkAgentFields(fields: AgentFields): AgentFields {
  const name = boundedText(
    fields.name,
    AGENT_NAME_MAX,
    AGENT_FIELD_ERRORS.nameRequired,
    AGENT_FIELD_ERRORS.nameTooLong,
  );
  const greetingMessage = boundedText(
    fields.greetingMessage,
    GREETING_MESSAGE_MAX,
    AGENT_FIELD_ERRORS.greetingRequired,
    AGENT_FIELD_ERRORS.greetingTooLong,
  );
  const prompt = fields.prompt.trim();
  if (prompt === '') throw new HttpError(400, AGENT_FIELD_ERRORS.promptRequired);
  const wakeWords = parseWakeWords(fields.wakeWords.join(','));
  if (fields.mode === 'passive' && wakeWords.length === 0)
    throw new HttpError(400, AGENT_FIELD_ERRORS.wakeWordsRequired);
  return { name, greetingMessage, prompt, voice: fields.voice, mode: fields.mode, wakeWords };
}

const isText = (value: unknown): value is string => typeof value === 'string';

function isWorkflowSelection(value: unknown): value is WorkflowSelection {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const item = value as Record<string, unknown>;
  return (
    isText(item.id) &&
    isText(item.name) &&
    isText(item.description) &&
    isText(item.key) &&
    Array.isArray(item.conditions) &&
    item.conditions.every(isText)
  );
}

/** The form's `workflows` text: absent or blank is none; anything but a JSON list of WorkflowSelection is 422. */
export function parseWorkflowSelection(text: string | undefined): WorkflowSelection[] {
  if (text === undefined || text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(422, AGENT_FIELD_ERRORS.invalidWorkflows);
  }
  if (!Array.isArray(parsed) || !parsed.every(isWorkflowSelection))
    throw new HttpError(422, AGENT_FIELD_ERRORS.invalidWorkflows);
  return parsed;
}
