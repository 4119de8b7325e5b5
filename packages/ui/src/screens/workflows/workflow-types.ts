/** What the workflow screens show, as the web app's containers hand it to them. */
import type { SectionStatus } from '../../patterns/section-card';

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

export interface WorkflowsScreenProps {
  /** The workflows and the allowance. */
  status: SectionStatus;
  workflows: WorkflowSummary[];
  allowance: WorkflowAllowance | null;
  runs: { status: SectionStatus; items: WorkflowRunView[] };
  keys: { status: SectionStatus; items: SavedToolKey[] };
  /** Links: the container gives hrefs so the screen stays router-free. */
  newWorkflowHref: string;
  editHref(id: string): string;
  /** The workflow whose test run or delete is in flight. */
  busyId: string | null;
  onTestRun(id: string): void;
  /** After the user confirms 'Delete workflow "{name}"?'. */
  onDelete(id: string): void;
  savingKey: boolean;
  /** The save-key form's refusal, shown under the form. */
  keyError: string | null;
  onSaveKey(tool: string, key: string): void;
  removingTool: string | null;
  /** After the user confirms. */
  onRemoveKey(tool: string): void;
}

export interface WorkflowEditorScreenProps {
  mode: 'create' | 'edit';
  status: SectionStatus;
  /** The saved workflow being edited, or the starting draft. Read once: the container re-keys the screen to reset it. */
  initial: WorkflowDraft;
  /** '/workflows'. */
  backHref: string;
  saving: boolean;
  saveError: string | null;
  /** A valid draft, name and description trimmed and blank conditions dropped. */
  onSave(draft: WorkflowDraft): void;
  testing: boolean;
  /** The last test run's result. */
  testRun: WorkflowRunView | null;
  /** Edit mode only. */
  onTestRun(draft: WorkflowDraft): void;
}
