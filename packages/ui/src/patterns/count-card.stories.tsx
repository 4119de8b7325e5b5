import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CountCard } from './count-card';

const meta = {
  title: 'Patterns/CountCard',
  component: CountCard,
  args: { label: 'AI Agents', count: 5, loading: false },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CountCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'AI Agents' })).toBeVisible();
    await expect(canvas.getByText('5')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('...')).toBeVisible();
    await expect(canvas.queryByText('5')).toBeNull();
  },
};
