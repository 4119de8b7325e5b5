/** The workflow screens' rules and wording: limits, checks of a draft, durations and labels. */
import { WORKFLOW_ACTIONS_PER_CREDIT } from '@convene/domain/plans';
import {
  ACTION_ADDRESS_PROBLEM,
  isActionAddress,
  isJsonTemplate,
} from '@convene/domain/workflow-templates';

import { emailProblem } from '../../lib/form-checks';
import {
  TEMPLATE_FIELDS,
  type WorkflowAction,
  type WorkflowActionRunStatus,
  type WorkflowActionType,
  type WorkflowAllowance,
  type WorkflowDraft,
  type WorkflowRunStatus,
} from './workflow-types';

/** The API's limits (openapi/features/workflows.yaml, WorkflowDraft). */
export const WORKFLOW_NAME_MAX = 80;
export const WORKFLOW_DESCRIPTION_MAX = 500;
export const WORKFLOW_CONDITION_MAX = 200;
export const WORKFLOW_CONDITIONS_MAX = 20;
export const WORKFLOW_ACTIONS_MAX = 10;
export const WORKFLOW_URL_MAX = 2000;
export const WORKFLOW_SUBJECT_MAX = 200;
export const WORKFLOW_TEMPLATE_MAX = 10000;
export const WORKFLOW_CHAT_TEXT_MAX = 4000;
export const TOOL_NAME_MAX = 64;

export const ACTION_LABELS: Readonly<Record<WorkflowActionType, string>> = {
  webhook: 'Webhook',
  email: 'E-mail',
  chat: 'Chat message',
};

export const RUN_STATUS_LABELS: Readonly<Record<WorkflowRunStatus, string>> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
  refused: 'Refused',
};

export const ACTION_RUN_STATUS_LABELS: Readonly<Record<WorkflowActionRunStatus, string>> = {
  succeeded: 'Succeeded',
  failed: 'Failed',
  refused: 'Refused',
  skipped: 'Skipped',
};

/** What a new action of each type starts as; the webhook body is a template that already parses. */
export function newAction(type: WorkflowActionType): WorkflowAction {
  switch (type) {
    case 'webhook':
      return { type, url: '', bodyTemplate: '{\n  "text": "{{speaker}}: {{quote}}"\n}' };
    case 'email':
      return { type, to: '', subject: '', bodyTemplate: '' };
    case 'chat':
      return { type, webhookUrl: '', textTemplate: '' };
  }
}

/** '120 ms' under a second, '1.2 s' from there; '—' when not known (a run still going). */
export function formatDuration(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Actions left in the period and actions the workflow credits buy. */
export function allowanceLeft(allowance: WorkflowAllowance) {
  const included = Math.max(0, allowance.included - allowance.used);
  const fromCredits = Math.max(0, allowance.workflowCredits * WORKFLOW_ACTIONS_PER_CREDIT);
  return { included, fromCredits, exhausted: included <= 0 && fromCredits < 1 };
}

/** A tool a key is saved for: a letter, then letters, digits, '_' or '-', 64 characters at most. */
const TOOL_NAME = new RegExp(`^[A-Za-z][A-Za-z0-9_-]{0,${TOOL_NAME_MAX - 1}}$`);
export const TOOL_NAME_PATTERN = TOOL_NAME.source.slice(1, -1);
export const TOOL_NAME_HINT = `Letters, digits, _ and -, starting with a letter (${TOOL_NAME_MAX} at most).`;

export function isToolName(tool: string): boolean {
  return TOOL_NAME.test(tool);
}

export const BODY_NOT_JSON = 'The body must be JSON';

/** What is wrong with each field of an action, by field name; empty when it can run. */
export function actionFieldProblems(action: WorkflowAction): Partial<Record<string, string>> {
  switch (action.type) {
    case 'webhook':
      return {
        ...(isActionAddress(action.url) ? {} : { url: ACTION_ADDRESS_PROBLEM }),
        ...(isJsonTemplate(action.bodyTemplate) ? {} : { bodyTemplate: BODY_NOT_JSON }),
      };
    case 'email': {
      const to = emailProblem(action.to);
      return {
        ...(to ? { to: 'Enter an e-mail address, like name@example.com' } : {}),
        ...(action.subject.trim() ? {} : { subject: 'Enter a subject' }),
      };
    }
    case 'chat':
      return {
        ...(isActionAddress(action.webhookUrl) ? {} : { webhookUrl: ACTION_ADDRESS_PROBLEM }),
        ...(action.textTemplate.trim() ? {} : { textTemplate: 'Enter a message' }),
      };
  }
}

/** Everything stopping the draft from being saved, in the order of the form; empty when it can be. */
export function draftProblems(draft: WorkflowDraft): string[] {
  const problems: string[] = [];
  if (!draft.name.trim()) problems.push('Enter a name');
  if (!draft.conditions.some((condition) => condition.trim()))
    problems.push('Add at least one trigger condition');
  if (draft.actions.length === 0) problems.push('Add at least one action');
  draft.actions.forEach((action, index) => {
    for (const problem of Object.values(actionFieldProblems(action))) {
      if (problem) problems.push(`Action ${index + 1} (${ACTION_LABELS[action.type]}): ${problem}`);
    }
  });
  return problems;
}

/** The draft as it is saved: name and description trimmed, blank conditions dropped. */
export function cleanDraft(draft: WorkflowDraft): WorkflowDraft {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    conditions: draft.conditions.map((condition) => condition.trim()).filter(Boolean),
    actions: draft.actions,
  };
}

/** '{{bot}}', as a template writes each field. */
export const TEMPLATE_FIELD_TOKENS: readonly string[] = TEMPLATE_FIELDS.map(
  (field) => `{{${field}}}`,
);
