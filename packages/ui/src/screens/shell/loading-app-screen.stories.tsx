import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { LoadingAppScreen } from './loading-app-screen';

const meta = {
  title: 'Screens/Loading App',
  component: LoadingAppScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingAppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading app...');
  },
};
