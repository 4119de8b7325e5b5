import type { Meta, StoryObj } from '@storybook/react-vite';
import { EyeIcon, PencilIcon } from 'lucide-react';
import { expect } from 'storybook/test';

import { ItemLink } from './item-link';

const meta = {
  title: 'Patterns/ItemLink',
  component: ItemLink,
  args: {
    href: '/workflows/wf-1/edit',
    label: 'Edit',
    item: 'Create a Jira ticket',
    icon: <PencilIcon aria-hidden />,
  },
} satisfies Meta<typeof ItemLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Edit' is shown; 'Edit Create a Jira ticket' is heard. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Edit Create a Jira ticket' });
    await expect(link).toHaveAttribute('href', '/workflows/wf-1/edit');
    await expect(link).toHaveTextContent(/^Edit$/);
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** In a card's header, beside its title. */
export const Ghost: Story = {
  args: { variant: 'ghost', href: '/agents/a-1/edit', item: 'Sales assistant' },
};

export const View: Story = {
  args: {
    href: '/bot/b-1',
    label: 'View',
    item: 'Weekly standup',
    icon: <EyeIcon aria-hidden />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View Weekly standup' })).toBeVisible();
  },
};
