import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { DEMO_VIDEO_URL } from '../../patterns/marketing-section';
import { LandingScreen } from './landing-screen';

const meta = {
  title: 'Screens/Landing',
  component: LandingScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    for (const capability of [
      'Smart Knowledge Base',
      'Tool Integration',
      'AI Meeting Delegates',
      'Intelligent Meeting Joiners',
    ]) {
      await expect(canvas.getByRole('link', { name: capability })).toHaveAttribute(
        'href',
        '/dashboard',
      );
    }
    for (const cta of ['Get Started', 'Create your first agent', 'Get Started Free']) {
      await expect(canvas.getByRole('link', { name: cta })).toHaveAttribute('href', '/dashboard');
    }
    const demo = canvas.getByRole('link', { name: 'Watch Demo' });
    await expect(demo).toHaveAttribute('href', DEMO_VIDEO_URL);
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
