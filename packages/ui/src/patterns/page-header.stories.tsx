import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlusIcon } from 'lucide-react';
import { expect } from 'storybook/test';

import { Button } from '../components/button';
import { Link } from '../lib/navigation';
import { PageHeader } from './page-header';

const meta = {
  title: 'Patterns/PageHeader',
  component: PageHeader,
  args: { title: 'AI Agent Templates' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'AI Agent Templates' }),
    ).toBeVisible();
  },
};

export const WithDescriptionAndAction: Story = {
  args: {
    title: 'AI Agents',
    description: 'Manage your intelligent AI meeting delegates',
    actions: (
      <Button asChild>
        <Link href="/agents/create">
          <PlusIcon aria-hidden />
          New AI Agent
        </Link>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Manage your intelligent AI meeting delegates')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New AI Agent' })).toHaveAttribute(
      'href',
      '/agents/create',
    );
  },
};

export const Phone: Story = {
  ...WithDescriptionAndAction,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
