import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ListLoading } from './list-loading';

const meta = {
  title: 'Patterns/ListLoading',
  component: ListLoading,
  args: { label: 'Loading AI agents...' },
} satisfies Meta<typeof ListLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading AI agents...')).toBeVisible();
  },
};
