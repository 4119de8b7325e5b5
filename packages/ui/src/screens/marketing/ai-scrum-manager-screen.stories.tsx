import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { AiScrumManagerScreen } from './ai-scrum-manager-screen';
import { DEMO_VIDEO_URL } from '../../patterns/marketing-section';

const meta = {
  title: 'Screens/AI Scrum Manager',
  component: AiScrumManagerScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AiScrumManagerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every row of the duties' grid reaches its right edge: five cards, no empty slot. */
async function dutiesFillTheirRows(canvasElement: HTMLElement) {
  const section = within(canvasElement).getByRole('region', { name: 'What it does for your team' });
  const grid = within(section).getByRole('list');
  const right = Math.round(grid.getBoundingClientRect().right);
  const cards = within(grid).getAllByRole('listitem');
  await expect(cards).toHaveLength(5);
  const rowEnds = new Map<number, number>();
  for (const card of cards) {
    const box = card.getBoundingClientRect();
    rowEnds.set(Math.round(box.top), Math.max(rowEnds.get(Math.round(box.top)) ?? 0, box.right));
  }
  await expect([...rowEnds.values()].map(Math.round)).toEqual(Array.from(rowEnds, () => right));
  return rowEnds.size;
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    // Two cards, then three.
    await expect(await dutiesFillTheirRows(canvasElement)).toBe(2);
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

export const Dark: Story = { globals: { theme: 'dark' } };

/** Two columns: the fifth card spans both. */
export const Tablet: Story = {
  parameters: {
    viewport: {
      options: {
        tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
      },
    },
  },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await dutiesFillTheirRows(canvasElement)).toBe(3);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await dutiesFillTheirRows(canvasElement)).toBe(5);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
