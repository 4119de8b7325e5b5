import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ComingSoonScreen } from './coming-soon-screen';

const meta = {
  title: 'Screens/Coming Soon',
  component: ComingSoonScreen,
  args: { title: 'Workflows' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ComingSoonScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
    await expect(
      canvas.getByText('This page is coming soon. It is not available yet.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};
