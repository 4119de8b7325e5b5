import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { LoadingApp } from './loading-app';

const meta = {
  title: 'Screens/Loading App',
  component: LoadingApp,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading app...');
  },
};
