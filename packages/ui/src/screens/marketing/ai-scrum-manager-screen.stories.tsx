import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { AiScrumManagerScreen } from './ai-scrum-manager-screen';
import { DEMO_VIDEO_URL } from '../../patterns/marketing-section';

const meta = {
  title: 'Screens/AI Scrum Manager',
  component: AiScrumManagerScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AiScrumManagerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'AI Scrum Manager' })).toBeVisible();
    for (const duty of [
      'Runs Daily Standups',
      'Creates Tickets',
      'Helps Unblock Teams',
      'Joins Sprint Planning',
      'Learns Team Dynamics',
      'Active mode',
      'Passive mode',
    ]) {
      await expect(canvas.getByRole('heading', { name: duty })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Try It Free' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.getByRole('link', { name: 'Start Free' })).toHaveAttribute(
      'href',
      '/register',
    );
    const demo = canvas.getByRole('link', { name: 'Watch Demo' });
    await expect(demo).toHaveAttribute('href', DEMO_VIDEO_URL);
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(
      canvas.getByText('No credit card required • Free forever plan available'),
    ).toBeVisible();
  },
};
