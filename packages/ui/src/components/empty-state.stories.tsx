import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlusIcon } from 'lucide-react';
import { expect, waitFor } from 'storybook/test';

import { Button } from './button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No AI agents found',
    description:
      'Create your first AI agent to start building intelligent conversational experiences',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Not Found' });
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
  },
};

export const WithAction: Story = {
  args: {
    title: 'No meeting bots found',
    description: 'Create your first meeting bot to automate your meeting assistance.',
    action: (
      <Button>
        <PlusIcon /> New meeting Bot
      </Button>
    ),
  },
};

export const WithoutImage: Story = {
  args: {
    title: 'No AI Agents',
    description: 'Get started by creating your first AI agent.',
    showImage: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const TitleOnly: Story = {
  args: { title: 'No AI templates found', description: undefined },
};
