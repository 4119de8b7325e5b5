import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { DEMO_VIDEO_URL } from '../../patterns/marketing-section';
import { LandingScreen } from './landing-screen';

const meta = {
  title: 'Screens/Landing',
  component: LandingScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PICTURE_ALT =
  'The meeting page: notes, the transcript and Ask AI answering a question with its sources';

/** The picture of the product has loaded the theme's image (before the screenshot is taken). */
async function pictureShows(canvasElement: HTMLElement, theme: 'light' | 'dark') {
  const picture = canvasElement.querySelector<HTMLImageElement>(`img[alt="${PICTURE_ALT}"]`);
  await expect(picture).toHaveAttribute('width', '1200');
  await expect(picture).toHaveAttribute('height', '1000');
  await expect(picture).toHaveAttribute('loading', 'eager');
  await waitFor(() => expect(picture?.complete && picture.naturalWidth > 0).toBe(true), {
    timeout: 10_000,
  });
  await expect(picture?.currentSrc).toContain(`meeting-page-${theme}-`);
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await pictureShows(canvasElement, 'light');
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

export const Dark: Story = {
  args: { colourScheme: 'dark' },
  globals: { theme: 'dark' },
  play: ({ canvasElement }) => pictureShows(canvasElement, 'dark'),
};

export const Phone: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await pictureShows(canvasElement, 'light');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const PhoneDark: Story = {
  args: { colourScheme: 'dark' },
  globals: { theme: 'dark', viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await pictureShows(canvasElement, 'dark');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
