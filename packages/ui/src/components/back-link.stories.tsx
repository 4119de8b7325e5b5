import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { BackLink } from './back-link';

const meta = {
  title: 'Components/BackLink',
  component: BackLink,
  args: { href: '/agents', children: 'Back to AI Agents' },
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to AI Agents' })).toHaveAttribute(
      'href',
      '/agents',
    );
  },
};
