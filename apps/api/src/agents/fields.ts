/**
 * The create form's `workflows` text read as the contract's list of WorkflowSelection. The field
 * rules themselves (SPEC section 5) are the domain's checkAgentFields, shared with the client.
 */
import type { WorkflowSelection } from '@convene/domain/agents';
import { DomainError } from '@convene/domain/errors';
import { jsonNestsWithin } from '../text/json-depth.js';

const INVALID_WORKFLOWS =
  'Workflows must be a JSON list of workflows, each with id, name, description, key and conditions';

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

/** The form's `workflows` text: absent or blank is none; anything but a JSON list of WorkflowSelection is refused. */
export function parseWorkflowSelection(text: string | undefined): WorkflowSelection[] {
  if (text === undefined || text.trim() === '') return [];
  // A list of selections nests three deep ([{"conditions": []}]): anything deeper is refused unbuilt.
  if (!jsonNestsWithin(text, 3)) throw new DomainError('unprocessable', INVALID_WORKFLOWS);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DomainError('unprocessable', INVALID_WORKFLOWS);
  }
  if (!Array.isArray(parsed) || !parsed.every(isWorkflowSelection))
    throw new DomainError('unprocessable', INVALID_WORKFLOWS);
  return parsed;
}
