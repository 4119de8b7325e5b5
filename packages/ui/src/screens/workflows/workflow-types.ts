/** What the workflow screens show, as the web app's containers hand it to them. */

/** Words a template may use, filled from the meeting when a run starts. */
export { TEMPLATE_FIELDS } from '@convene/domain/workflow-templates';

export type WorkflowAction =
  /** POST a JSON body (a template) to a URL. */
  | { type: 'webhook'; url: string; bodyTemplate: string }
  /** E-mail through the app's mail transport. */
  | { type: 'email'; to: string; subject: string; bodyTemplate: string }
  /** A message to a Slack-compatible incoming webhook. */
  | { type: 'chat'; webhookUrl: string; textTemplate: string };

export type WorkflowActionType = WorkflowAction['type'];

export interface WorkflowDraft {
  name: string;
  description: string;
  /** Phrases or intents, e.g. 'when someone asks to open a ticket'. */
  conditions: string[];
  /** Run in order. */
  actions: WorkflowAction[];
}

export interface WorkflowSummary extends WorkflowDraft {
  id: string;
  key: string;
}

export type WorkflowRunStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'refused';
export type WorkflowActionRunStatus = 'succeeded' | 'failed' | 'refused' | 'skipped';

export interface WorkflowActionRun {
  index: number;
  type: WorkflowActionType;
  status: WorkflowActionRunStatus;
  durationMs: number | null;
  /** What came back, briefly: 'HTTP 200', 'Sent to a@b.com', or why it failed. */
  summary: string;
}

export interface WorkflowRunView {
  id: string;
  workflowId: string;
  workflowName: string;
  /** A test run from the editor, or a meeting where the agent heard the condition. */
  trigger: 'test' | 'meeting' | 'agent-test';
  /** The words said that matched a condition (meeting runs). */
  triggeredBy: string | null;
  status: WorkflowRunStatus;
  /** ISO time. */
  startedAt: string;
  durationMs: number | null;
  actions: WorkflowActionRun[];
  /** Why the run as a whole failed or was refused (no workflow actions left). */
  error: string | null;
}

/** Workflow actions the user can still spend: the plan's for this period, then workflow credits. */
export interface WorkflowAllowance {
  included: number;
  used: number;
  /** Workflow credits, 500 actions each. */
  workflowCredits: number;
}

export interface SavedToolKey {
  tool: string;
  /** The key's last four characters at most. */
  last4: string;
  updatedAt: string;
}
