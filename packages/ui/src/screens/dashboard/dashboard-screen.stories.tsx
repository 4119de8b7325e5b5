import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { DashboardScreen, type DashboardAgent, type DashboardBot } from './dashboard-screen';

const agents: DashboardAgent[] = [
  { agentName: 'Standup Host', createdAt: '2026-11-02T09:30:00Z' },
  { agentName: 'Sales Call Assistant', createdAt: '2026-11-14T11:00:00Z' },
  { agentName: 'Sprint Planner', createdAt: '2026-11-20T08:15:00Z' },
];

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
  },
};

export const OneOfEach: Story = {
  args: { agents: agents.slice(0, 1), totalAgents: 1, bots: bots.slice(0, 1), totalBots: 1 },
  play: async ({ canvas }) => {
    await expect(section(canvas, 'Recent AI Agents').getByText('Standup Host')).toBeVisible();
    await expect(section(canvas, 'Recent AI Agents').getByText('Created 2 Nov 2026')).toBeVisible();
    await expect(
      section(canvas, 'Recent Meeting Bots').getByText('Bot ID: bot_4a1c9e27'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View all' })).toBeNull();
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
    await expect(recentBots.getByText('Failed')).toHaveAccessibleDescription(
      'The meeting could not be found. Check the link.',
    );
  },
};

export const BotStatusesPhone: Story = {
  ...BotStatuses,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
