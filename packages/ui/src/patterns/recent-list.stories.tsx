import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { RecentList, type RecentItem } from './recent-list';

const bot = (name: string, createdAt: string, botId: string): RecentItem => ({
  name,
  createdAt,
  reference: `Bot ID: ${botId}`,
  href: `/bot/${botId}`,
});

const bots: RecentItem[] = [
  bot('Weekly sync', '2026-11-05T10:00:00Z', 'bot_4a1c9e27'),
  bot('Client kickoff', '2026-11-18T14:30:00Z', 'bot_8d2f61b3'),
  bot('Design review', '2026-11-21T07:45:00Z', 'bot_c90e7a54'),
];

const meta = {
  title: 'Patterns/RecentList',
  component: RecentList,
  args: {
    title: 'Recent Meeting Bots',
    href: '/bots',
    items: bots,
    total: 3,
    loading: false,
    empty: {
      title: 'No Meeting Bots',
      description: 'Get started by creating your first meeting bot.',
    },
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewestFirst: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole('listitem').map((item) => item.firstChild?.textContent),
    ).toEqual(['Design review', 'Client kickoff']);
    await expect(canvas.getByText('Bot ID: bot_c90e7a54')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/bots');
    // Each item opens its own page.
    await expect(canvas.getByRole('link', { name: 'Design review' })).toHaveAttribute(
      'href',
      '/bot/bot_c90e7a54',
    );
  },
};

/** The row under the pointer shows that it opens. */
export const ItemHovered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByText('Bot ID: bot_8d2f61b3'));
    await expect(canvas.getByRole('link', { name: 'Client kickoff' })).toBeVisible();
  },
};

export const ItemFocused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Design review' })).toHaveFocus();
  },
};

export const WithoutReference: Story = {
  args: {
    title: 'Recent AI Agents',
    href: '/agents',
    items: [{ name: 'Standup Host', createdAt: '2026-11-02T09:30:00Z' }],
    total: 1,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Created 2 Nov 2026')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View all' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Design review')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'View all' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Meeting Bots')).toBeVisible();
  },
};

/** The dashboard's empty card: its picture and what to do first. */
export const EmptyWithAction: Story = {
  args: {
    items: [],
    total: 0,
    empty: {
      picture: 'bots',
      title: 'No Meeting Bots',
      description: 'Get started by creating your first meeting bot.',
      action: (
        <a href="/bots/create" className="text-sm font-medium underline underline-offset-4">
          Send a bot
        </a>
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'A meeting with a free seat for a bot' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Send a bot' })).toBeVisible();
  },
};

export const EmptyWithActionDark: Story = { ...EmptyWithAction, globals: { theme: 'dark' } };
