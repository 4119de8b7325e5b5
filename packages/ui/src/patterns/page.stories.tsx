import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlusIcon } from 'lucide-react';
import { expect } from 'storybook/test';

import { ButtonLink } from '../components/button';
import { Skeleton } from '../components/skeleton';
import { Page } from './page-header';

const meta = {
  title: 'Patterns/Page',
  component: Page,
  // A screen names its page by its own data-slot, which tests and journeys find it by.
  render: (args) => <Page data-slot="agents-screen" {...args} />,
  args: {
    title: 'AI Agents',
    description: 'Manage your intelligent AI meeting delegates',
    actions: (
      <ButtonLink href="/agents/create" icon={<PlusIcon aria-hidden />}>
        New AI Agent
      </ButtonLink>
    ),
    children: (
      <>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-24 w-full" />
      </>
    ),
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDescriptionAndAction: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="agents-screen"]')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'AI Agents' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New AI Agent' })).toHaveAttribute(
      'href',
      '/agents/create',
    );
  },
};

export const TitleOnly: Story = {
  args: {
    title: 'AI Agent Templates',
    description: undefined,
    actions: undefined,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'AI Agent Templates' }),
    ).toBeVisible();
  },
};

/** On a phone the actions go under the heading. */
export const Phone: Story = {
  ...WithDescriptionAndAction,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
