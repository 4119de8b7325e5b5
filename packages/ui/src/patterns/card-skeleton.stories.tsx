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
