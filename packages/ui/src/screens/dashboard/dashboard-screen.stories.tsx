import type { Meta, StoryObj } from '@storybook/react-vite';
import { MEETING_LINK_REFUSAL } from '@convene/domain/meeting-links';
import { ONBOARDING_STEP_IDS, onboardingStepHref } from '@convene/domain/onboarding';
import { expect, fn, within } from 'storybook/test';

import {
  DashboardScreen,
  type DashboardAgent,
  type DashboardBot,
  type GettingStartedStep,
  type QuickSendBotProps,
} from './dashboard-screen';

const agents: DashboardAgent[] = [
  { agentId: 'agent_standup', agentName: 'Standup Host', createdAt: '2026-11-02T09:30:00Z' },
  { agentId: 'agent_sales', agentName: 'Sales Call Assistant', createdAt: '2026-11-14T11:00:00Z' },
  { agentId: 'agent_sprint', agentName: 'Sprint Planner', createdAt: '2026-11-20T08:15:00Z' },
];

const sendBot: QuickSendBotProps = {
  agents: agents.map(({ agentId, agentName }) => ({ agentId: agentId!, agentName })),
  onSend: fn(),
};

const ids = { sampleBotId: 'bot_sample_1', firstAgentId: 'agent_standup' };
/** The checklist with the first `done` steps done. */
const checklist = (done: number): GettingStartedStep[] =>
  ONBOARDING_STEP_IDS.map((id, index) => ({
    id,
    done: index < done,
    href: onboardingStepHref(id, ids),
  }));

const bots: DashboardBot[] = [
  { botName: 'Weekly sync', botId: 'bot_4a1c9e27', createdAt: '2026-11-05T10:00:00Z' },
  { botName: 'Client kickoff', botId: 'bot_8d2f61b3', createdAt: '2026-11-18T14:30:00Z' },
  { botName: 'Design review', botId: 'bot_c90e7a54', createdAt: '2026-11-21T07:45:00Z' },
];

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  args: {
    userName: 'Asha Rao',
    loading: false,
    agents: [],
    totalAgents: 0,
    bots: [],
    totalBots: 0,
    sendBot,
  },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (
  canvas: { getByRole: (role: 'heading', options: { name: string }) => HTMLElement },
  name: string,
) => {
  const card = canvas.getByRole('heading', { name }).closest<HTMLElement>('[data-slot="card"]');
  if (!card) throw new Error(`No card for ${name}`);
  return within(card);
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('...')).toHaveLength(2);
    await expect(canvas.queryByText('No AI Agents')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'View all' })).toBeNull();
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome back, Asha Rao' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create AI Agent' })).toHaveAttribute(
      'href',
      '/agents',
    );
    await expect(canvas.getByRole('link', { name: 'Create Meeting Bot' })).toHaveAttribute(
      'href',
      '/bots',
    );
    await expect(section(canvas, 'AI Agents').getByText('0')).toBeVisible();
    await expect(canvas.getByText('No AI Agents')).toBeVisible();
    await expect(canvas.getByText('Get started by creating your first AI agent.')).toBeVisible();
    await expect(canvas.getByText('No Meeting Bots')).toBeVisible();
    await expect(canvas.getByText('Get started by creating your first meeting bot.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View all' })).toBeNull();
    // Each empty card has its picture and its first step.
    await expect(canvas.getByRole('img', { name: 'Not Found' })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'A meeting with a free seat for a bot' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create an agent' })).toHaveAttribute(
      'href',
      '/agents/create',
    );
    await expect(canvas.getByRole('link', { name: 'Send a bot' })).toHaveAttribute(
      'href',
      '/bots/create',
    );
  },
};

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

export const OneOfEach: Story = {
  args: { agents: agents.slice(0, 1), totalAgents: 1, bots: bots.slice(0, 1), totalBots: 1 },
  play: async ({ canvas }) => {
    await expect(section(canvas, 'Recent AI Agents').getByText('Standup Host')).toBeVisible();
    await expect(section(canvas, 'Recent AI Agents').getByText('Created 2 Nov 2026')).toBeVisible();
    await expect(
      section(canvas, 'Recent Meeting Bots').getByText('Bot ID: bot_4a1c9e27'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View all' })).toBeNull();
    // Recent items open their own pages.
    await expect(canvas.getByRole('link', { name: 'Standup Host' })).toHaveAttribute(
      'href',
      '/agents/agent_standup/edit',
    );
    await expect(canvas.getByRole('link', { name: 'Weekly sync' })).toHaveAttribute(
      'href',
      '/bot/bot_4a1c9e27',
    );
  },
};

export const TwoOfEach: Story = {
  args: { agents: agents.slice(0, 2), totalAgents: 2, bots: bots.slice(0, 2), totalBots: 2 },
  play: async ({ canvas }) => {
    await expect(section(canvas, 'Recent AI Agents').getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: 'View all' })).toBeNull();
  },
};

export const MoreThanTwo: Story = {
  args: { agents, totalAgents: 5, bots, totalBots: 3 },
  play: async ({ canvas }) => {
    const recentAgents = section(canvas, 'Recent AI Agents');
    await expect(
      recentAgents.getAllByRole('listitem').map((item) => item.firstChild?.textContent),
    ).toEqual(['Sprint Planner', 'Sales Call Assistant']);
    await expect(recentAgents.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/agents',
    );
    await expect(
      section(canvas, 'Recent Meeting Bots').getByRole('link', { name: 'View all' }),
    ).toHaveAttribute('href', '/bots');
    await expect(section(canvas, 'AI Agents').getByText('5')).toBeVisible();
  },
};

export const WithoutName: Story = {
  args: { userName: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome back, User' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { error: 'Failed to load dashboard data.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load dashboard data.');
  },
};

export const MoreThanTwoDark: Story = {
  ...MoreThanTwo,
  globals: { theme: 'dark' },
};

const botsWithStatus: DashboardBot[] = [
  { ...bots[1]!, status: 'in_call', failureReason: null },
  { ...bots[2]!, status: 'failed', failureReason: 'meeting_not_found' },
];

/** The last two bots with where each one is now (a failed one says why). */
export const BotStatuses: Story = {
  args: { agents: agents.slice(0, 2), totalAgents: 2, bots: botsWithStatus, totalBots: 2 },
  play: async ({ canvas }) => {
    const recentBots = section(canvas, 'Recent Meeting Bots');
    await expect(recentBots.getByText('In call')).toBeVisible();
    // The bot in its call is Live, the same pill as on /bots.
    await expect(recentBots.getByText('Live')).toHaveAttribute('data-slot', 'live-badge');
    await expect(recentBots.getAllByText('Live', { exact: true })).toHaveLength(1);
    await expect(recentBots.getByText('Failed')).toHaveAccessibleDescription(
      'The meeting could not be found. Check the link.',
    );
  },
};

export const BotStatusesPhone: Story = {
  ...BotStatuses,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const BotStatusesDark: Story = { ...BotStatuses, globals: { theme: 'dark' } };

const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

const CHECKLIST = 'Get started';
const SEND_FORM = 'Send a bot to a meeting';
const LINK = 'Paste a Meet, Zoom or Teams link';

/** A brand-new account: nothing done yet, each step linking to where it is done. */
export const ChecklistNew: Story = {
  args: { gettingStarted: { steps: checklist(0), dismissed: false, onDismiss: fn() } },
  play: async ({ canvasElement }) => {
    const card = region(canvasElement, CHECKLIST);
    await expect(card.getByText('0 of 5 done')).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'Getting started' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    const links = card
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    await expect(links).toEqual([
      ['Create an agent', '/agents/create'],
      ['Test your agent', '/agent-test?agentId=agent_standup'],
      ['Send a bot', '/bots/create'],
      ['Open the sample meeting', '/bot/bot_sample_1'],
      ['Invite a teammate', '/admin'],
    ]);
  },
};

export const ChecklistPartlyDone: Story = {
  args: {
    agents: agents.slice(0, 1),
    totalAgents: 1,
    gettingStarted: { steps: checklist(2), dismissed: false, onDismiss: fn() },
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const card = region(canvasElement, CHECKLIST);
    await expect(card.getByText('2 of 5 done')).toBeVisible();
    await expect(card.getAllByRole('listitem')[0]).toHaveTextContent('Create an agent (done)');
    await expect(card.getAllByRole('listitem')[2]).toHaveTextContent(
      'Send a bot to a meeting or import one (to do)',
    );
    await expect(card.queryByRole('link', { name: 'Create an agent' })).toBeNull();
    await expect(card.getAllByRole('link')).toHaveLength(3);
    await userEvent.click(
      card.getByRole('button', { name: 'Dismiss the getting-started checklist' }),
    );
    await expect(args.gettingStarted?.onDismiss).toHaveBeenCalled();
  },
};

export const ChecklistPartlyDoneDark: Story = {
  ...ChecklistPartlyDone,
  globals: { theme: 'dark' },
};

export const ChecklistPartlyDoneSmallPhone: Story = {
  ...ChecklistPartlyDone,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement, CHECKLIST).getByText('2 of 5 done')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ChecklistDismissing: Story = {
  args: {
    gettingStarted: { steps: checklist(1), dismissed: false, onDismiss: fn(), dismissing: true },
  },
  play: async ({ canvasElement }) => {
    await expect(
      region(canvasElement, CHECKLIST).getByRole('button', {
        name: 'Dismiss the getting-started checklist',
      }),
    ).toBeDisabled();
  },
};

/** Every step done: the checklist is gone. */
export const ChecklistAllDone: Story = {
  args: {
    agents: agents.slice(0, 1),
    totalAgents: 1,
    bots: bots.slice(0, 1),
    totalBots: 1,
    gettingStarted: { steps: checklist(5), dismissed: false, onDismiss: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: CHECKLIST })).toBeNull();
    await expect(canvas.queryByText('5 of 5 done')).toBeNull();
  },
};

export const ChecklistDismissed: Story = {
  args: { gettingStarted: { steps: checklist(2), dismissed: true, onDismiss: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: CHECKLIST })).toBeNull();
  },
};

/** Paste a link, keep the first agent, Send: the container gets the link and the agent. */
export const SendBotSends: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const form = region(canvasElement, SEND_FORM);
    await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(form.getByLabelText(LINK), 'meet.google.com/abc-defg-hij');
    await expect(form.getByText('Google Meet meeting abc-defg-hij')).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Agent' })).toHaveTextContent('Standup Host');
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    await expect(args.sendBot?.onSend).toHaveBeenCalledWith({
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
      agentId: 'agent_standup',
    });
  },
};

export const SendBotInvalidLink: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const form = region(canvasElement, SEND_FORM);
    await userEvent.type(form.getByLabelText(LINK), 'https://example.com/meeting');
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    await expect(form.getByText(MEETING_LINK_REFUSAL)).toBeVisible();
    await expect(form.getByLabelText(LINK)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.sendBot?.onSend).not.toHaveBeenCalled();
  },
};

export const SendBotInvalidLinkDark: Story = { ...SendBotInvalidLink, globals: { theme: 'dark' } };

export const SendBotNoAgents: Story = {
  args: { sendBot: { agents: [], onSend: fn() } },
  play: async ({ canvasElement }) => {
    const form = region(canvasElement, SEND_FORM);
    await expect(form.getByRole('link', { name: 'Create an agent first' })).toHaveAttribute(
      'href',
      '/agents/create',
    );
    await expect(form.queryByRole('combobox')).toBeNull();
    await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const SendBotNotEnoughCredits: Story = {
  args: { sendBot: { ...sendBot, insufficientCredits: true } },
  play: async ({ canvasElement, userEvent }) => {
    const form = region(canvasElement, SEND_FORM);
    await userEvent.type(form.getByLabelText(LINK), 'https://zoom.us/j/123456789');
    await expect(
      form.getByText('Insufficient credits to create a bot. You need at least 0.5 credit.'),
    ).toBeVisible();
    await expect(form.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/billing',
    );
    await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const SendBotNotEnoughCreditsDark: Story = {
  ...SendBotNotEnoughCredits,
  globals: { theme: 'dark' },
};

export const SendBotSending: Story = {
  args: { sendBot: { ...sendBot, sending: true } },
  play: async ({ canvasElement }) => {
    const send = region(canvasElement, SEND_FORM).getByRole('button', { name: 'Sending...' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute('aria-busy', 'true');
  },
};

export const SendBotFailed: Story = {
  args: { sendBot: { ...sendBot, error: 'AI agent not found' } },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement, SEND_FORM).getByRole('alert')).toHaveTextContent(
      'AI agent not found',
    );
  },
};

/** What a brand-new account sees on a small phone: the form, the checklist and the empty cards. */
export const NewAccountSmallPhone: Story = {
  args: {
    sendBot: { agents: [], onSend: fn() },
    gettingStarted: { steps: checklist(0), dismissed: false, onDismiss: fn() },
  },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement, CHECKLIST).getByText('0 of 5 done')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NewAccountSmallPhoneDark: Story = {
  ...NewAccountSmallPhone,
  globals: { theme: 'dark', viewport: { value: 'smallPhone', isRotated: false } },
};
