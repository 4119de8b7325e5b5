import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CreateAgentLink, SendBotLink } from './start-links';

const meta = {
  title: 'Patterns/StartLinks',
  component: SendBotLink,
} satisfies Meta<typeof SendBotLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bots list's empty state: full size. */
export const SendBot: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Send a bot' });
    await expect(link).toHaveAttribute('href', '/bots/create');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The dashboard's recent list: small, beside the empty picture. */
export const SendBotSmall: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Send a bot' })).toHaveAttribute(
      'data-size',
      'sm',
    );
  },
};

/** The agents list and the templates catalogue when they are empty. */
export const CreateAgent: Story = {
  render: () => <CreateAgentLink />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Create AI Agent' })).toHaveAttribute(
      'href',
      '/agents/create',
    );
  },
};
