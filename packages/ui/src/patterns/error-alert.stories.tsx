import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ErrorAlert } from './error-alert';

const meta = {
  title: 'Patterns/ErrorAlert',
  component: ErrorAlert,
  args: { error: 'Failed to load dashboard data.' },
} satisfies Meta<typeof ErrorAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load dashboard data.');
  },
};

export const ShownDark: Story = {
  ...Shown,
  globals: { theme: 'dark' },
};

export const NoError: Story = {
  args: { error: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
