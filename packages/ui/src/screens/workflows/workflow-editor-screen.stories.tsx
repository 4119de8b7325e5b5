import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { WorkflowEditorScreen } from './workflow-editor-screen';
import { emptyDraft, failedRun, followUpWorkflow, succeededRun } from './workflow-fixtures';
import { newAction } from './workflow-format';
import type { WorkflowDraft, WorkflowRunView } from './workflow-types';

/** The saved workflow as the container hands it over: its draft fields only. */
const { id: _id, key: _key, ...followUp } = followUpWorkflow;
const savedDraft: WorkflowDraft = followUp;

const meta = {
  title: 'Screens/Workflows/WorkflowEditorScreen',
  component: WorkflowEditorScreen,
  args: {
    mode: 'edit',
    status: 'ready',
    initial: savedDraft,
    backHref: '/workflows',
    saving: false,
    saveError: null,
    onSave: fn(),
    testing: false,
    testRun: null,
    onTestRun: fn(),
  },
} satisfies Meta<typeof WorkflowEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const actionTitles = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('[data-slot="action-title"]')).map(
    (title) => title.textContent,
  );

const actionBlock = (canvasElement: HTMLElement, position: number) =>
  within(
    canvasElement.querySelectorAll<HTMLElement>('[data-slot="workflow-action"]')[position - 1]!,
  );

export const CreateEmpty: Story = {
  args: { mode: 'create', initial: emptyDraft },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New workflow' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to workflows' })).toHaveAttribute(
      'href',
      '/workflows',
    );
    await expect(
      canvas.getByText(
        'Phrases or intents the agent listens for, e.g. "when someone asks to open a ticket".',
      ),
    ).toBeVisible();
    for (const field of [
      '{{bot}}',
      '{{agent}}',
      '{{speaker}}',
      '{{quote}}',
      '{{time}}',
      '{{meeting_url}}',
    ]) {
      await expect(canvas.getByText(field)).toBeVisible();
    }
    // No test run before the workflow exists.
    await expect(canvas.getByText('Save the workflow to test-run it')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Test run' })).toBeNull();

    const save = canvas.getByRole('button', { name: 'Create workflow' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(
      /To save, fix:.*Enter a name.*Add at least one trigger condition.*Add at least one action/,
    );

    const name = canvas.getByLabelText('Name');
    await userEvent.type(name, 'Open a ticket');
    await expect(canvas.getByText('13/80')).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText('Condition 1'),
      'when someone asks to open a ticket',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add condition' }));
    await expect(canvas.getByLabelText('Condition 2')).toHaveFocus();
    // Still no action.
    await expect(save).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Add webhook' }));
    await expect(actionTitles(canvasElement)).toEqual(['1. Webhook']);
    const url = actionBlock(canvasElement, 1).getByLabelText('URL');
    await expect(url).toHaveFocus();
    await expect(save).toBeDisabled();
    await userEvent.type(url, 'https://helpdesk.example.com/api/tickets');
    await expect(save).toBeEnabled();
    await expect(canvas.queryByText('To save, fix:')).toBeNull();

    await userEvent.click(save);
    // Blank conditions are dropped; the webhook keeps its starting body.
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Open a ticket',
      description: '',
      conditions: ['when someone asks to open a ticket'],
      actions: [
        {
          type: 'webhook',
          url: 'https://helpdesk.example.com/api/tickets',
          bodyTemplate: (newAction('webhook') as { bodyTemplate: string }).bodyTemplate,
        },
      ],
    });
    save.blur();
  },
};

export const EditWithActions: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit workflow' })).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveValue('Send a follow-up');
    await expect(canvas.getByLabelText('Condition 2')).toHaveValue('action item for next week');
    await expect(actionTitles(canvasElement)).toEqual([
      '1. E-mail',
      '2. Chat message',
      '3. Webhook',
    ]);
    await expect(canvas.getByRole('button', { name: 'Move action 1 up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move action 3 down' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Move action 2 up' }));
    await expect(actionTitles(canvasElement)).toEqual([
      '1. Chat message',
      '2. E-mail',
      '3. Webhook',
    ]);
    // Up is no longer possible for the moved action: the focus stays on it, on Move down.
    await expect(canvas.getByRole('button', { name: 'Move action 1 down' })).toHaveFocus();
    await expect(actionBlock(canvasElement, 1).getByLabelText('Message')).toHaveValue(
      'Follow-up noted: {{quote}}',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Move action 2 down' }));
    await expect(actionTitles(canvasElement)).toEqual([
      '1. Chat message',
      '2. Webhook',
      '3. E-mail',
    ]);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove action 3' }));
    await expect(actionTitles(canvasElement)).toEqual(['1. Chat message', '2. Webhook']);
    await expect(canvasElement.querySelectorAll('[data-slot="action-title"]')[1]).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove condition 2' }));
    await expect(canvas.queryByLabelText('Condition 2')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove condition 1' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...savedDraft,
      conditions: ['someone says they will send a follow-up'],
      actions: [savedDraft.actions[1], savedDraft.actions[2]],
    });
    canvas.getByRole('button', { name: 'Save changes' }).blur();
  },
};

const badBody: WorkflowDraft = {
  ...savedDraft,
  actions: [
    {
      type: 'webhook',
      url: 'https://tasks.example.com/hooks/new',
      bodyTemplate: '{"task": {{quote}',
    },
  ],
};

export const InvalidJsonBody: Story = {
  args: { initial: badBody },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = actionBlock(canvasElement, 1).getByLabelText('JSON body');
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    await expect(body).toHaveAccessibleDescription('The body must be JSON');
    await expect(save).toBeDisabled();
    await expect(canvas.getByText('Action 1 (Webhook): The body must be JSON')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Test run' })).toBeDisabled();

    // A bare field is a value of its own, a field inside quotes part of a string: both parse.
    await userEvent.clear(body);
    await userEvent.click(body);
    await userEvent.paste('{"task": {{quote}}, "note": "said at {{time}}"}');
    await expect(body).not.toHaveAttribute('aria-invalid');
    await expect(save).toBeEnabled();

    // Left broken for the screenshot.
    await userEvent.clear(body);
    await userEvent.click(body);
    await userEvent.paste('{"task": "{{quote}}",}');
    await expect(canvas.getByText('The body must be JSON')).toBeVisible();
    await expect(save).toBeDisabled();
    body.blur();
  },
};

const allTypesInvalid: WorkflowDraft = {
  name: 'Everything wrong',
  description: '',
  conditions: ['  '],
  actions: [
    { type: 'webhook', url: 'ftp://example.com', bodyTemplate: '{}' },
    { ...newAction('email'), to: 'not-an-address' } as WorkflowDraft['actions'][number],
    { type: 'chat', webhookUrl: 'hooks.example.com', textTemplate: '' },
  ],
};

/** Every kind of field problem at once, each under its field and in the list by Save. */
export const FieldProblems: Story = {
  args: { initial: allTypesInvalid },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expect(actionBlock(canvasElement, 1).getByLabelText('URL')).toHaveAccessibleDescription(
      'Enter a URL starting with http:// or https://, or key:<tool> for a saved tool key',
    );
    await expect(actionBlock(canvasElement, 2).getByLabelText('To')).toHaveAccessibleDescription(
      'Enter an e-mail address, like name@example.com',
    );
    const problems = within(
      canvasElement.querySelector<HTMLElement>('[data-slot="draft-problems"]')!,
    )
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(problems).toEqual([
      'Add at least one trigger condition',
      'Action 1 (Webhook): Enter a URL starting with http:// or https://, or key:<tool> for a saved tool key',
      'Action 2 (E-mail): Enter an e-mail address, like name@example.com',
      'Action 2 (E-mail): Enter a subject',
      'Action 3 (Chat message): Enter a URL starting with http:// or https://, or key:<tool> for a saved tool key',
      'Action 3 (Chat message): Enter a message',
    ]);
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
  },
};

export const SaveError: Story = {
  args: { saveError: 'A workflow named "Send a follow-up" already exists.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'A workflow named "Send a follow-up" already exists.',
    );
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeEnabled();
    await expect(save).toHaveAccessibleDescription(
      'A workflow named "Send a follow-up" already exists.',
    );
  },
};

const testPanel = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Test run' }));

const testRun = (run: WorkflowRunView): WorkflowRunView => ({
  ...run,
  workflowId: 'wf_follow_up',
  workflowName: 'Send a follow-up',
  trigger: 'test',
  triggeredBy: null,
});

export const TestRunResult: Story = {
  args: { testRun: testRun(succeededRun) },
  play: async ({ canvasElement, args, userEvent }) => {
    const panel = testPanel(canvasElement);
    await expect(
      panel.getByText(
        'A test run fills the template with sample meeting data and spends workflow actions like a real run.',
      ),
    ).toBeVisible();
    await expect(panel.getByText('Succeeded')).toHaveAttribute('data-status', 'succeeded');
    await expect(panel.getByText('1.2 s')).toBeVisible();
    const lines = panel.getAllByRole('listitem');
    await expect(lines[0]).toHaveTextContent('1. Webhook — HTTP 200 · 120 ms');
    await expect(lines[1]).toHaveTextContent(
      '2. E-mail — Sent to support-lead@example.com · 940 ms',
    );

    await userEvent.click(panel.getByRole('button', { name: 'Test run' }));
    await expect(args.onTestRun).toHaveBeenCalledWith(savedDraft);
    panel.getByRole('button', { name: 'Test run' }).blur();
  },
};

export const TestRunFailed: Story = {
  args: { testRun: testRun(failedRun) },
  play: async ({ canvasElement }) => {
    const panel = testPanel(canvasElement);
    await expect(panel.getByText('Failed')).toHaveAttribute('data-status', 'failed');
    await expect(panel.getByText('3.4 s')).toBeVisible();
    const failedLine = panel.getAllByRole('listitem')[1]!;
    await expect(failedLine).toHaveTextContent(
      '2. E-mail — Mailbox unavailable (SMTP 550) · 3.1 s',
    );
    await expect(failedLine).toHaveAttribute('data-status', 'failed');
    await expect(panel.getByText(failedRun.error!)).toBeVisible();
  },
};

export const Testing: Story = {
  args: { testing: true, testRun: testRun(succeededRun) },
  play: async ({ canvasElement }) => {
    const button = testPanel(canvasElement).getByRole('button', { name: 'Test run' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the workflow...');
    await expect(canvas.queryByLabelText('Name')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load the workflow.');
    await expect(canvas.getByRole('link', { name: 'Back to workflows' })).toBeVisible();
  },
};

const isolatedPhone = { viewport: { value: 'smallPhone', isRotated: false } } as const;

export const Mobile: Story = {
  args: { testRun: testRun(failedRun) },
  globals: isolatedPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit workflow' })).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const MobileCreate: Story = {
  args: { mode: 'create', initial: emptyDraft },
  globals: isolatedPhone,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  args: { testRun: testRun(succeededRun), initial: badBody },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The body must be JSON')).toBeVisible();
  },
};
