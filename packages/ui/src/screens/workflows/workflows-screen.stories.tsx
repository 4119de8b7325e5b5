import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import {
  allowance,
  failedRun,
  keys,
  refusedRun,
  runs,
  starterWorkflows,
  succeededRun,
  workflows,
} from './workflow-fixtures';
import { WorkflowsScreen } from './workflows-screen';

const meta = {
  title: 'Screens/Workflows/WorkflowsScreen',
  component: WorkflowsScreen,
  args: {
    status: 'ready',
    workflows,
    allowance,
    runs: { status: 'ready', items: runs },
    keys: { status: 'ready', items: keys },
    newWorkflowHref: '/workflows/new',
    editHref: (id: string) => `/workflows/${id}`,
    busyId: null,
    onTestRun: fn(),
    onDelete: fn(),
    savingKey: false,
    keyError: null,
    onSaveKey: fn(),
    removingTool: null,
    onRemoveKey: fn(),
  },
} satisfies Meta<typeof WorkflowsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

const slot = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-slot="${name}"]`);

export const Loading: Story = {
  args: {
    status: 'loading',
    allowance: null,
    workflows: [],
    runs: { status: 'loading', items: [] },
    keys: { status: 'loading', items: [] },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
    const statuses = canvas.getAllByRole('status').map((status) => status.textContent);
    await expect(statuses).toEqual([
      'Loading workflows...',
      'Loading workflow runs...',
      'Loading tool keys...',
    ]);
    await expect(region(canvasElement, 'Workflow runs').getByRole('table')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(slot(canvasElement, 'actions-left')).toBeNull();
  },
};

export const LoadError: Story = {
  args: {
    status: 'error',
    allowance: null,
    workflows: [],
    runs: { status: 'error', items: [] },
    keys: { status: 'error', items: [] },
  },
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert').map((alert) => alert.textContent);
    await expect(alerts).toEqual([
      'Failed to load workflows.',
      'Failed to load workflow runs.',
      'Failed to load tool keys.',
    ]);
    // A key can still be saved while the saved ones could not be read.
    await expect(canvas.getByLabelText('Tool')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New workflow' })).toHaveAttribute(
      'href',
      '/workflows/new',
    );
  },
};

export const Empty: Story = {
  args: {
    workflows: [],
    allowance: { included: 10, used: 0, workflowCredits: 0 },
    runs: { status: 'ready', items: [] },
    keys: { status: 'ready', items: [] },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('No workflows yet')).toBeVisible();
    await expect(canvas.getByText('Create a workflow to give your agents a tool.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Workflows' })).toBeNull();
    await expect(slot(canvasElement, 'actions-left')).toHaveTextContent(
      'Workflow actions: 10 of 10 left this period · 0 workflow credits (0 more actions)',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(region(canvasElement, 'Tool keys').getByText('No tool keys yet')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Three workflow steps joined together' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create a workflow' })).toHaveAttribute(
      'href',
      args.newWorkflowHref,
    );
  },
};

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

export const EmptySmallPhone: Story = {
  ...Empty,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
};

export const WithWorkflows: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(slot(canvasElement, 'actions-left')).toHaveTextContent(
      'Workflow actions: 180 of 300 left this period · 2 workflow credits (1,000 more actions)',
    );
    const cards = within(canvas.getByRole('list', { name: 'Workflows' })).getAllByRole('article');
    await expect(cards).toHaveLength(3);

    const ticket = within(canvas.getByRole('article', { name: 'Open a support ticket' }));
    await expect(ticket.getByText('when someone asks to open a ticket')).toBeVisible();
    await expect(ticket.getByText('a customer reports a bug')).toBeVisible();
    await expect(ticket.getByText('Then runs 2 actions')).toBeVisible();
    const chain = cards[0]!.querySelector('[data-slot="workflow-action-chain"]');
    await expect(chain).toHaveTextContent('Webhook→, thenE-mail');
    // The description is clamped to two lines.
    const description = cards[0]!.querySelector<HTMLElement>('[data-slot="workflow-description"]')!;
    await expect(description.scrollHeight).toBeGreaterThan(description.clientHeight);
    await expect(within(cards[2]!).getByText('No description')).toBeVisible();

    const edit = ticket.getByRole('link', { name: 'Edit Open a support ticket' });
    await expect(edit).toHaveAttribute('href', '/workflows/wf_ticket');
    await expect(edit).toHaveTextContent('Edit');

    await userEvent.click(ticket.getByRole('button', { name: 'Test run Open a support ticket' }));
    await expect(args.onTestRun).toHaveBeenCalledWith('wf_ticket');

    // Keeping the workflow deletes nothing.
    const remove = ticket.getByRole('button', { name: 'Delete Open a support ticket' });
    await userEvent.click(remove);
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete workflow "Open a support ticket"?',
    });
    await expect(dialog).toHaveAccessibleDescription('Agents using it stop running it.');
    await expect(within(dialog).getByRole('button', { name: 'Keep workflow' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep workflow' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(remove);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete workflow' }));
    await expect(args.onDelete).toHaveBeenCalledWith('wf_ticket');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    remove.blur();
  },
};

/** A new user's starters have no action yet: each says what it needs rather than 'Then runs 0 actions'. */
export const Starters: Story = {
  args: {
    workflows: starterWorkflows,
    allowance: { included: 10, used: 0, workflowCredits: 0 },
    runs: { status: 'ready', items: [] },
    keys: { status: 'ready', items: [] },
  },
  play: async ({ canvas }) => {
    const ticket = within(canvas.getByRole('article', { name: 'Create a ticket' }));
    await expect(ticket.getByText('Add an action to run it')).toBeVisible();
    await expect(ticket.getByRole('link', { name: 'Edit Create a ticket' })).toBeVisible();
    await expect(canvas.getAllByText('Add an action to run it')).toHaveLength(2);
    await expect(canvas.queryByText(/Then runs/)).toBeNull();
  },
};

/** The confirmation left open, as the user sees it before choosing. */
export const DeleteConfirmation: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete Post decisions to #product' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete workflow "Post decisions to #product"?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Delete workflow' })).toBeEnabled();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const TestRunInFlight: Story = {
  args: { busyId: 'wf_ticket' },
  play: async ({ canvas }) => {
    const test = canvas.getByRole('button', { name: 'Test run Open a support ticket' });
    await expect(test).toBeDisabled();
    await expect(test).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('button', { name: 'Delete Open a support ticket' }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Test run Post decisions to #product' }),
    ).toBeEnabled();
  },
};

export const OutOfActions: Story = {
  args: { allowance: { included: 10, used: 12, workflowCredits: 0 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(slot(canvasElement, 'actions-left')).toHaveTextContent(
      'Workflow actions: 0 of 10 left this period · 0 workflow credits (0 more actions)',
    );
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'No workflow actions left. Runs are refused until the next period or until you buy workflow executions.',
    );
    await expect(
      within(alert).getByRole('link', { name: 'Buy workflow executions' }),
    ).toHaveAttribute('href', '/billing');
  },
};

export const OutOfActionsDark: Story = { ...OutOfActions, globals: { theme: 'dark' } };

/** The plan's actions are spent, but workflow credits still pay for runs: no warning. */
export const CreditsLeft: Story = {
  args: { allowance: { included: 300, used: 300, workflowCredits: 1 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(slot(canvasElement, 'actions-left')).toHaveTextContent(
      'Workflow actions: 0 of 300 left this period · 1 workflow credit (500 more actions)',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const RunHistory: Story = {
  play: async ({ canvasElement }) => {
    const history = region(canvasElement, 'Workflow runs');
    const table = history.getByRole('table', { name: 'Workflow runs' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'When',
      'Workflow',
      'Trigger',
      'Status',
      'Duration',
      'Results',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(runs.length);
    const [running, succeeded, failed, refused] = rows.map((row) =>
      within(row).getAllByRole('cell'),
    );

    await expect(running![3]).toHaveTextContent('Running');
    await expect(running![4]).toHaveTextContent('—');

    // 09:15 UTC is 14:45 in India.
    await expect(succeeded![0]).toHaveTextContent('19/11/2026, 14:45');
    await expect(succeeded![1]).toHaveTextContent(succeededRun.workflowName);
    await expect(succeeded![2]).toHaveTextContent(
      'Meeting · “Can someone open a ticket for the login bug?”',
    );
    await expect(within(succeeded![3]!).getByText('Succeeded')).toHaveAttribute(
      'data-status',
      'succeeded',
    );
    await expect(succeeded![4]).toHaveTextContent('1.2 s');
    const lines = within(succeeded![5]!).getAllByRole('listitem');
    await expect(lines[0]).toHaveTextContent('1. Webhook — HTTP 200 · 120 ms');
    await expect(lines[1]).toHaveTextContent(
      '2. E-mail — Sent to support-lead@example.com · 940 ms',
    );

    await expect(failed![2]).toHaveTextContent('Test run');
    await expect(within(failed![3]!).getByText('Failed')).toBeVisible();
    const failedLine = within(failed![5]!).getAllByRole('listitem')[1]!;
    await expect(failedLine).toHaveTextContent(
      '2. E-mail — Mailbox unavailable (SMTP 550) · 3.1 s',
    );
    await expect(failedLine).toHaveAttribute('data-status', 'failed');
    await expect(within(failedLine).getByRole('img', { name: 'Failed' })).toBeInTheDocument();
    await expect(failed![5]).toHaveTextContent(failedRun.error!);

    await expect(refused![2]).toHaveTextContent("Meeting · “Let's go with the annual plan”");
    await expect(within(refused![3]!).getByText('Refused')).toHaveAttribute(
      'data-status',
      'refused',
    );
    await expect(refused![5]).toHaveTextContent(refusedRun.error!);
  },
};

export const RunsEmpty: Story = {
  args: { runs: { status: 'ready', items: [] } },
  play: async ({ canvasElement }) => {
    const history = region(canvasElement, 'Workflow runs');
    await expect(history.getByText('No runs yet')).toBeVisible();
    await expect(history.queryByRole('table')).toBeNull();
  },
};

export const Keys: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const card = region(canvasElement, 'Tool keys');
    const saved = within(card.getByRole('list', { name: 'Saved tool keys' }));
    const [chat, helpdesk] = saved.getAllByRole('listitem');
    await expect(chat).toHaveTextContent('chat');
    await expect(chat).toHaveTextContent('••••f9Qa');
    await expect(chat).toHaveTextContent('Updated 12/11/2026');
    await expect(helpdesk).toHaveTextContent('helpdesk_api');
    await expect(within(helpdesk!).getByText('••••')).toBeVisible();

    const tool = card.getByLabelText('Tool');
    const key = card.getByLabelText('Key');
    const save = card.getByRole('button', { name: 'Save key' });
    await expect(key).toHaveAttribute('type', 'password');
    await expect(save).toBeDisabled();

    // An invalid tool name keeps Save disabled and says why.
    await userEvent.type(tool, '9chat');
    await userEvent.type(key, 'xoxb-1234-abcd');
    await expect(save).toBeDisabled();
    await expect(tool).toHaveAttribute('aria-invalid', 'true');
    await expect(tool).toHaveAccessibleDescription(/^Invalid tool name/);

    await userEvent.clear(tool);
    await userEvent.type(tool, 'chat');
    await expect(tool).not.toHaveAttribute('aria-invalid');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSaveKey).toHaveBeenCalledWith('chat', 'xoxb-1234-abcd');

    // Removing asks first.
    await userEvent.click(card.getByRole('button', { name: 'Remove key for chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the key for chat?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove key' }));
    await expect(args.onRemoveKey).toHaveBeenCalledWith('chat');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    card.getByRole('button', { name: 'Remove key for chat' }).blur();
  },
};

export const SavingKey: Story = {
  args: { savingKey: true, removingTool: 'helpdesk_api' },
  play: async ({ canvasElement }) => {
    const card = region(canvasElement, 'Tool keys');
    const save = card.getByRole('button', { name: 'Save key' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    const removing = card.getByRole('button', { name: 'Remove key for helpdesk_api' });
    await expect(removing).toBeDisabled();
    await expect(removing).toHaveAttribute('aria-busy', 'true');
  },
};

export const KeyError: Story = {
  args: { keyError: 'The key could not be saved. Try again.' },
  play: async ({ canvasElement }) => {
    const card = region(canvasElement, 'Tool keys');
    await expect(card.getByRole('alert')).toHaveTextContent(
      'The key could not be saved. Try again.',
    );
    await expect(card.getByRole('button', { name: 'Save key' })).toHaveAccessibleDescription(
      'The key could not be saved. Try again.',
    );
  },
};

const isolatedPhone = { viewport: { value: 'smallPhone', isRotated: false } } as const;

/** 360 px: cards stack and the run table folds its columns under each workflow's name. */
export const Mobile: Story = {
  globals: isolatedPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const table = canvasElement.querySelector(
      '[data-slot="workflow-runs"] [data-slot="table-container"]',
    );
    await expect(table?.scrollWidth).toBeLessThanOrEqual(table?.clientWidth ?? 0);
    const folded = canvasElement.querySelectorAll<HTMLElement>('[data-slot="run-folded"]')[1]!;
    await expect(folded).toBeVisible();
    await expect(folded).toHaveTextContent('19/11/2026, 14:45 · 1.2 s');
    await expect(folded).toHaveTextContent('1. Webhook — HTTP 200 · 120 ms');
  },
};

export const MobileOutOfActions: Story = {
  args: { allowance: { included: 10, used: 10, workflowCredits: 0 } },
  globals: { ...isolatedPhone, theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};
