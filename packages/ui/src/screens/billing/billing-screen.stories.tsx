import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import {
  actionsFor,
  entries,
  freeAccount,
  idle,
  proAccount,
  teamsAccount,
} from './billing-fixtures';
import { BillingScreen, type BillingScreenProps } from './billing-screen';

const meta = {
  title: 'Screens/Billing/BillingScreen',
  component: BillingScreen,
  args: {
    status: 'ready',
    account: proAccount,
    planActions: actionsFor(proAccount),
    canPay: true,
    busy: idle,
    onBuyCredits: fn(),
    onBuyWorkflowCredits: fn(),
    onSubscribe: fn(),
    onCancel: fn(),
    history: { status: 'ready', entries },
  },
} satisfies Meta<typeof BillingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const balance = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="credit-balance"]');

const card = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

const free = (
  credits: number,
  workflowCredits = 0,
): Pick<BillingScreenProps, 'account' | 'planActions'> => {
  const account = { ...freeAccount, credits, workflowCredits };
  return { account, planActions: actionsFor(account) };
};

export const FreeHalfCredit: Story = {
  args: free(0.5),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(canvas.getByText('Credits, workflow executions and your plan')).toBeVisible();
    const credits = card(canvasElement, 'Credit Balance');
    await expect(balance(canvasElement)).toHaveTextContent('0.5 credits');
    await expect(balance(canvasElement)).toHaveAttribute('data-tone', 'positive');
    await expect(credits.getByText('Each credit = 1 hour of usage')).toBeVisible();
    await expect(credits.getByText('₹399 per credit')).toBeVisible();
    await expect(credits.getByText('Free Plan')).toBeVisible();
    // Free has no paid period to renew.
    await expect(credits.queryByText(/Renews on/)).toBeNull();
    await expect(credits.getByText('Total: ₹399')).toBeVisible();

    // Plans: Free is current; both paid plans can be subscribed to.
    await expect(canvas.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Subscribe to Pro' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Subscribe to Teams' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();

    // Half a credit cannot buy a whole workflow credit.
    const workflow = card(canvasElement, 'Workflow Executions');
    await expect(workflow.getByText('0 workflow credits')).toBeVisible();
    await expect(workflow.getByText('Workflow actions this period: 4 of 10 used')).toBeVisible();
    await expect(workflow.getByText('Not enough credits')).toBeVisible();
    await expect(workflow.getByRole('button', { name: 'Buy' })).toBeDisabled();
  },
};

export const FreeNoCredits: Story = {
  args: free(0),
  play: async ({ canvasElement }) => {
    await expect(balance(canvasElement)).toHaveTextContent('0 credits');
    await expect(balance(canvasElement)).toHaveAttribute('data-tone', 'empty');
    // Red: the destructive token, not the green of a positive balance.
    const colour = getComputedStyle(balance(canvasElement)!).color;
    const probe = document.createElement('span');
    probe.className = 'text-destructive dark:text-red-300';
    document.body.append(probe);
    await expect(colour).toBe(getComputedStyle(probe).color);
    probe.remove();
  },
};

export const FreeNoCreditsDark: Story = { ...FreeNoCredits, globals: { theme: 'dark' } };

export const OneCredit: Story = {
  args: free(1, 1),
  play: async ({ canvasElement }) => {
    await expect(balance(canvasElement)).toHaveTextContent(/^1 credit$/);
    await expect(balance(canvasElement)).toHaveAttribute('data-tone', 'positive');
    const workflow = card(canvasElement, 'Workflow Executions');
    await expect(workflow.getByText('1 workflow credit')).toBeVisible();
    await expect(workflow.getByText("You'll get 500 executions")).toBeVisible();
    await expect(workflow.getByRole('button', { name: 'Buy' })).toBeEnabled();
  },
};

export const ProLive: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const credits = card(canvasElement, 'Credit Balance');
    await expect(balance(canvasElement)).toHaveTextContent('2.5 credits');
    await expect(credits.getByText('Pro Plan')).toHaveAttribute('data-variant', 'info');
    await expect(credits.getByText('₹379 per credit')).toBeVisible();
    await expect(credits.getByText('Renews on 12/12/2026')).toBeVisible();

    await expect(canvas.getByRole('button', { name: 'Free Forever' })).toBeDisabled();
    const switchToTeams = canvas.getByRole('button', { name: 'Subscribe and switch to Teams' });
    await expect(switchToTeams).toHaveTextContent('Subscribe');
    await userEvent.click(switchToTeams);
    await expect(args.onSubscribe).toHaveBeenCalledWith('teams');

    // Keeping the subscription closes the dialog and cancels nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus went back to Cancel Subscription; the screenshot shows the page at rest.
    await expect(canvas.getByRole('button', { name: 'Cancel Subscription' })).toHaveFocus();
    canvas.getByRole('button', { name: 'Cancel Subscription' }).blur();
  },
};

export const ProLiveDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(balance(canvasElement)).toHaveAttribute('data-tone', 'positive');
  },
};

/** The confirmation left open, as the user sees it before choosing. */
export const CancelConfirmation: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your Pro subscription?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Pro stays active until 12/12/2026; you will not be charged again.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Keep subscription' })).toHaveFocus();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancelling: Story = {
  args: { busy: { ...idle, cancelling: true } },
  play: async ({ canvas }) => {
    const cancel = canvas.getByRole('button', { name: 'Cancel Subscription' });
    await expect(cancel).toBeDisabled();
    await expect(cancel).toHaveAttribute('aria-busy', 'true');
  },
};

const cancelledPro = { ...proAccount, cancelAtPeriodEnd: true };

export const ProCancelling: Story = {
  args: { account: cancelledPro, planActions: actionsFor(cancelledPro) },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      card(canvasElement, 'Credit Balance').getByText('Ends on 12/12/2026'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ends on 12/12/2026' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'Subscribe and switch to Teams' }),
    ).toBeEnabled();
  },
};

const proToTeams = { ...proAccount, scheduledPlan: 'teams' as const };

export const ProChangingToTeams: Story = {
  args: { account: proToTeams, planActions: actionsFor(proToTeams) },
  play: async ({ canvasElement }) => {
    const credits = card(canvasElement, 'Credit Balance');
    await expect(credits.getByText('Changes to Teams on 12/12/2026')).toBeVisible();
    await expect(credits.queryByText(/Renews on/)).toBeNull();
  },
};

export const TeamsMember: Story = {
  args: { account: teamsAccount, planActions: actionsFor(teamsAccount), canPay: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText('Your organisation admin manages your plan and billing.'),
    ).toBeVisible();
    await expect(card(canvasElement, 'Credit Balance').getByText('Teams Plan')).toBeVisible();
    await expect(balance(canvasElement)).toHaveTextContent('6 credits');
    // Hidden, not disabled.
    await expect(canvas.queryByLabelText('Credits to buy')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Buy credits' })).toBeNull();
    await expect(canvas.queryByLabelText('Credits to spend')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Buy' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Subscribe/ })).toBeNull();
    // The Teams subscription is the admin's: the member cannot cancel it.
    await expect(canvas.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  },
};

export const Subscribing: Story = {
  args: { ...free(0.5), busy: { ...idle, subscribing: 'pro' } },
  play: async ({ canvas }) => {
    const pro = canvas.getByRole('button', { name: 'Subscribe to Pro' });
    const teams = canvas.getByRole('button', { name: 'Subscribe to Teams' });
    await expect(pro).toBeDisabled();
    await expect(pro).toHaveAttribute('aria-busy', 'true');
    await expect(teams).toBeDisabled();
    await expect(teams).not.toHaveAttribute('aria-busy');
  },
};

export const BuyingCredits: Story = {
  args: { busy: { ...idle, buyingCredits: true } },
  play: async ({ canvas }) => {
    const buy = canvas.getByRole('button', { name: 'Opening checkout...' });
    await expect(buy).toBeDisabled();
    await expect(buy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Buy' })).toBeEnabled();
  },
};

export const BuyingWorkflowCredits: Story = {
  args: { busy: { ...idle, buyingWorkflowCredits: true } },
  play: async ({ canvas }) => {
    const buy = canvas.getByRole('button', { name: 'Buy' });
    await expect(buy).toBeDisabled();
    await expect(buy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Buy credits' })).toBeEnabled();
  },
};

const fiveCredits = { ...proAccount, credits: 5 };

export const WorkflowInputInvalid: Story = {
  args: { account: fiveCredits },
  play: async ({ canvasElement, args, userEvent }) => {
    const workflow = card(canvasElement, 'Workflow Executions');
    const input = workflow.getByLabelText('Credits to spend');
    const buy = workflow.getByRole('button', { name: 'Buy' });
    await expect(input).toHaveValue(1);
    await expect(workflow.getByText("You'll get 500 executions")).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await expect(buy).toBeDisabled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(workflow.getByText('Enter a whole number of credits, 1 or more')).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, '6');
    await expect(buy).toBeDisabled();
    await expect(workflow.getByText('Not enough credits')).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await expect(workflow.getByText("You'll get 1,500 executions")).toBeVisible();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(buy);
    await expect(args.onBuyWorkflowCredits).toHaveBeenCalledWith(3);

    // Left showing a value it refuses, for the screenshot.
    await userEvent.clear(input);
    await userEvent.type(input, '0');
  },
};

export const BuyCredits: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const credits = card(canvasElement, 'Credit Balance');
    const input = credits.getByLabelText('Credits to buy');
    await expect(input).toHaveValue(1);
    await expect(credits.getByText('Total: ₹379')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '2');
    await expect(credits.getByText('Total: ₹758')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Total: ₹758');
    await userEvent.click(credits.getByRole('button', { name: 'Buy credits' }));
    await expect(args.onBuyCredits).toHaveBeenCalledWith(2);
  },
};

export const BuyCreditsInvalid: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const credits = card(canvasElement, 'Credit Balance');
    const input = credits.getByLabelText('Credits to buy');
    const buy = credits.getByRole('button', { name: 'Buy credits' });
    for (const value of ['0', '101', '1.5']) {
      await userEvent.clear(input);
      await userEvent.type(input, value);
      await expect(buy).toBeDisabled();
      await expect(input).toHaveAccessibleDescription('Enter a whole number from 1 to 100');
    }
    await userEvent.type(input, '{Enter}');
    await expect(args.onBuyCredits).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', account: null, history: { status: 'loading', entries: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getByText('Loading billing details...')).toBeInTheDocument();
    await expect(canvas.getByText('Loading credit history...')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Credit Balance' })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', account: null, history: { status: 'error', entries: [] } },
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('Failed to load billing details.');
    await expect(alerts[1]).toHaveTextContent('Failed to load credit history.');
    await expect(canvas.queryByRole('region', { name: 'Credit Balance' })).toBeNull();
  },
};

export const LoadFailedDark: Story = { ...LoadFailed, globals: { theme: 'dark' } };

export const HistoryLoading: Story = {
  args: { history: { status: 'loading', entries: [] } },
  play: async ({ canvasElement }) => {
    const history = card(canvasElement, 'Credit history');
    await expect(history.getByRole('status')).toHaveTextContent('Loading credit history...');
    await expect(history.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const HistoryFailed: Story = {
  args: { history: { status: 'error', entries: [] } },
  play: async ({ canvasElement }) => {
    const history = card(canvasElement, 'Credit history');
    await expect(history.getByRole('alert')).toHaveTextContent('Failed to load credit history.');
    await expect(history.queryByRole('table')).toBeNull();
  },
};

export const HistoryEmpty: Story = {
  args: { history: { status: 'ready', entries: [] } },
  play: async ({ canvasElement }) => {
    const history = card(canvasElement, 'Credit history');
    await expect(history.getByText('No credit changes yet')).toBeVisible();
    await expect(history.queryByRole('table')).toBeNull();
  },
};

export const HistoryWithEntries: Story = {
  play: async ({ canvasElement }) => {
    const history = card(canvasElement, 'Credit history');
    const table = history.getByRole('table', { name: 'Credit history' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Date',
      'What',
      'Change',
      'Balance after',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(entries.length);

    const [bought, released, call] = rows.map((row) => within(row).getAllByRole('cell'));
    // 10:05 UTC is 15:35 in India.
    await expect(bought![0]).toHaveTextContent('19/11/2026, 15:35');
    await expect(bought![1]).toHaveTextContent('Workflow executions bought');
    await expect(bought![2]).toHaveTextContent('\u22121');
    await expect(bought![2]!.firstElementChild).toHaveAttribute('data-tone', 'taken');
    await expect(bought![3]).toHaveTextContent('2.5');
    await expect(released![1]).toHaveTextContent('Meeting bot hold released · Weekly product sync');
    await expect(released![2]).toHaveTextContent('+0.25');
    await expect(released![2]!.firstElementChild).toHaveAttribute('data-tone', 'added');
    await expect(call![1]).toHaveTextContent('Meeting bot call · Weekly product sync');
    await expect(call![2]).toHaveTextContent('\u22120.25');

    for (const label of [
      'Held for a meeting bot · Weekly product sync',
      'Credits bought',
      'Plan allowance · Pro',
      'Free plan monthly credit',
    ]) {
      await expect(within(table).getByText(label)).toBeVisible();
    }
  },
};

const isolatedPhone = { viewport: { value: 'smallPhone', isRotated: false } } as const;

/** 360 px: cards stack, the plans scroll sideways inside their table, nothing widens the page. */
export const Mobile: Story = {
  args: free(0.5),
  globals: isolatedPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const plans = canvasElement.querySelector(
      '[data-slot="plan-comparison"] [data-slot="table-container"]',
    );
    await expect(plans?.scrollWidth).toBeGreaterThan(plans?.clientWidth ?? 0);
    // The credit history fits: its Date column folds under each change's description.
    const history = canvasElement.querySelector(
      '[data-slot="credit-history"] [data-slot="table-container"]',
    );
    await expect(history?.scrollWidth).toBeLessThanOrEqual(history?.clientWidth ?? 0);
    const [dateCell, whatCell] = within(
      card(canvasElement, 'Credit history').getAllByRole('row')[1]!,
    ).getAllByRole('cell', { hidden: true });
    await expect(dateCell).not.toBeVisible();
    await expect(whatCell).toHaveTextContent('Workflow executions bought19/11/2026, 15:35');
  },
};

export const MobileDark: Story = {
  args: { account: proAccount },
  globals: { ...isolatedPhone, theme: 'dark' },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
