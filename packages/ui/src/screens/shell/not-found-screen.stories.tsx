import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { NotFoundScreen } from './not-found-screen';

const meta = {
  title: 'Screens/Not Found',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  },
};
