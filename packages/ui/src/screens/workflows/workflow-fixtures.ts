/** Fixed data the workflow stories share: no clock reads, so screenshots stay the same. */
import { STARTER_WORKFLOWS } from '@convene/domain/starter-workflows';

import type {
  SavedToolKey,
  WorkflowAllowance,
  WorkflowDraft,
  WorkflowRunView,
  WorkflowSummary,
} from './workflow-types';

export const ticketWorkflow: WorkflowSummary = {
  id: 'wf_ticket',
  key: 'open_ticket',
  name: 'Open a support ticket',
  description:
    'Files a ticket in the helpdesk with what was said and who said it, then e-mails the support lead so nothing waits for the meeting notes. Works best when the agent hears the product area too.',
  conditions: ['when someone asks to open a ticket', 'a customer reports a bug'],
  actions: [
    {
      type: 'webhook',
      url: 'https://helpdesk.example.com/api/tickets',
      bodyTemplate:
        '{\n  "title": "{{quote}}",\n  "reporter": "{{speaker}}",\n  "meeting": "{{meeting_url}}"\n}',
    },
    {
      type: 'email',
      to: 'support-lead@example.com',
      subject: 'New ticket from {{bot}}',
      bodyTemplate: '{{speaker}} asked at {{time}}: {{quote}}',
    },
  ],
};

export const decisionsWorkflow: WorkflowSummary = {
  id: 'wf_decisions',
  key: 'post_decisions',
  name: 'Post decisions to #product',
  description: 'Shares each decision in the product channel.',
  conditions: ['when the team agrees on a decision'],
  actions: [
    {
      type: 'chat',
      webhookUrl: 'https://hooks.chat.example.com/services/T000/B000/XXXX',
      textTemplate: 'Decision in {{bot}}: {{quote}}',
    },
  ],
};

export const followUpWorkflow: WorkflowSummary = {
  id: 'wf_follow_up',
  key: 'follow_up',
  name: 'Send a follow-up',
  description: '',
  conditions: ['someone says they will send a follow-up', 'action item for next week'],
  actions: [
    {
      type: 'email',
      to: 'team@example.com',
      subject: 'Follow-up from {{bot}}',
      bodyTemplate: '{{quote}}',
    },
    {
      type: 'chat',
      webhookUrl: 'https://hooks.chat.example.com/services/T000/B000/YYYY',
      textTemplate: 'Follow-up noted: {{quote}}',
    },
    {
      type: 'webhook',
      url: 'https://tasks.example.com/hooks/new',
      bodyTemplate: '{"task": "{{quote}}", "owner": "{{speaker}}"}',
    },
  ],
};

export const workflows: WorkflowSummary[] = [ticketWorkflow, decisionsWorkflow, followUpWorkflow];

/** Two of the starter workflows a new user is given: conditions and a description, no actions yet. */
export const starterWorkflows: WorkflowSummary[] = STARTER_WORKFLOWS.slice(0, 2).map((starter) => ({
  ...starter,
  id: `wf_starter_${starter.key}`,
  conditions: [...starter.conditions],
  actions: [],
}));

export const allowance: WorkflowAllowance = { included: 300, used: 120, workflowCredits: 2 };

export const succeededRun: WorkflowRunView = {
  id: 'run_4',
  workflowId: 'wf_ticket',
  workflowName: 'Open a support ticket',
  trigger: 'meeting',
  triggeredBy: 'Can someone open a ticket for the login bug?',
  status: 'succeeded',
  // 09:15 UTC is 14:45 in India.
  startedAt: '2026-11-19T09:15:00.000Z',
  durationMs: 1200,
  actions: [
    { index: 0, type: 'webhook', status: 'succeeded', durationMs: 120, summary: 'HTTP 200' },
    {
      index: 1,
      type: 'email',
      status: 'succeeded',
      durationMs: 940,
      summary: 'Sent to support-lead@example.com',
    },
  ],
  error: null,
};

export const failedRun: WorkflowRunView = {
  id: 'run_3',
  workflowId: 'wf_ticket',
  workflowName: 'Open a support ticket',
  trigger: 'test',
  triggeredBy: null,
  status: 'failed',
  startedAt: '2026-11-18T11:02:00.000Z',
  durationMs: 3400,
  actions: [
    { index: 0, type: 'webhook', status: 'succeeded', durationMs: 210, summary: 'HTTP 201' },
    {
      index: 1,
      type: 'email',
      status: 'failed',
      durationMs: 3080,
      summary: 'Mailbox unavailable (SMTP 550)',
    },
  ],
  error: 'Action 2 failed; the actions after it did not run.',
};

export const refusedRun: WorkflowRunView = {
  id: 'run_2',
  workflowId: 'wf_decisions',
  workflowName: 'Post decisions to #product',
  trigger: 'meeting',
  triggeredBy: "Let's go with the annual plan",
  status: 'refused',
  startedAt: '2026-11-17T05:40:00.000Z',
  durationMs: 15,
  actions: [],
  error: 'No workflow actions left this period.',
};

export const runningRun: WorkflowRunView = {
  id: 'run_5',
  workflowId: 'wf_follow_up',
  workflowName: 'Send a follow-up',
  trigger: 'meeting',
  triggeredBy: "I'll send a follow-up on Monday",
  status: 'running',
  startedAt: '2026-11-20T06:29:00.000Z',
  durationMs: null,
  actions: [
    {
      index: 0,
      type: 'email',
      status: 'succeeded',
      durationMs: 610,
      summary: 'Sent to team@example.com',
    },
  ],
  error: null,
};

export const runs: WorkflowRunView[] = [runningRun, succeededRun, failedRun, refusedRun];

export const keys: SavedToolKey[] = [
  { tool: 'chat', last4: 'f9Qa', updatedAt: '2026-11-12T08:00:00.000Z' },
  { tool: 'helpdesk_api', last4: '', updatedAt: '2026-10-02T08:00:00.000Z' },
];

export const emptyDraft: WorkflowDraft = {
  name: '',
  description: '',
  conditions: [],
  actions: [],
};
