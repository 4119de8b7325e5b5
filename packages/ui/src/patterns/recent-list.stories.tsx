import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { RecentList, type RecentItem } from './recent-list';

const bots: RecentItem[] = [
  { name: 'Weekly sync', createdAt: '2026-11-05T10:00:00Z', reference: 'Bot ID: bot_4a1c9e27' },
  { name: 'Client kickoff', createdAt: '2026-11-18T14:30:00Z', reference: 'Bot ID: bot_8d2f61b3' },
  { name: 'Design review', createdAt: '2026-11-21T07:45:00Z', reference: 'Bot ID: bot_c90e7a54' },
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
