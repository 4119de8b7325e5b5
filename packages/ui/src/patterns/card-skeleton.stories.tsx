import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CardSkeleton } from './card-skeleton';

const meta = {
  title: 'Patterns/CardSkeleton',
  component: CardSkeleton,
  args: { description: 'w-56', lines: ['h-9 w-full', 'h-9 w-36'] },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden from assistive technology: the screen's own status line says what is loading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="card-skeleton"]');
    await expect(card).toHaveAttribute('aria-hidden', 'true');
    await expect(card?.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(4);
  },
};

/** A card whose buttons sit in its footer, e.g. the billing cards'. */
export const WithFooter: Story = {
  args: {
    description: 'w-52',
    lines: ['h-10 w-44', 'h-4 w-56 max-w-full'],
    footer: ['h-9 w-28', 'h-9 w-32'],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="card-footer"]')).not.toBeNull();
  },
};

export const WithFooterDark: Story = { ...WithFooter, globals: { theme: 'dark' } };

/** A compact card (a workflow's): badges side by side, and less space above the footer's buttons. */
export const Compact: Story = {
  args: {
    density: 'compact',
    title: 'w-40',
    description: 'w-64',
    lines: [['h-5 w-32', 'h-5 w-24'], 'h-4 w-44'],
    footer: ['h-8 w-16', 'h-8 w-24', 'ml-auto h-8 w-20'],
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="card-skeleton"]');
    await expect(card?.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(8);
  },
};

/** A card whose heading stands alone, e.g. a form's section. */
export const WithoutDescription: Story = {
  args: { description: undefined, lines: ['h-4 w-20', 'h-9 w-full'] },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('[data-slot="card-header"]');
    await expect(header?.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(1);
  },
};

/** Several cards of one shape, for a list of cards to come; each is hidden on its own. */
export const Several: Story = {
  args: { count: 3 },
  decorators: [
    (Story) => (
      <div className="flex flex-col gap-6">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const cards = canvasElement.querySelectorAll('[data-slot="card-skeleton"]');
    await expect(cards).toHaveLength(3);
    for (const card of cards) await expect(card).toHaveAttribute('aria-hidden', 'true');
  },
};
