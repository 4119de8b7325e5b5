import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { LiveBadge } from './live-badge';

const meta = {
  title: 'Components/LiveBadge',
  component: LiveBadge,
  args: { connection: 'live' },
} satisfies Meta<typeof LiveBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Live')).toBeVisible();
    const badge = canvasElement.querySelector('[data-slot="live-badge"]');
    await expect(badge).toHaveAttribute('data-connection', 'live');
    // The pulsing ring is decoration, and hidden from people who ask for less motion.
    const ring = badge?.querySelector('.motion-safe\\:animate-live-pulse');
    await expect(ring).toHaveClass('motion-reduce:hidden');
    await expect(getComputedStyle(ring!).animationName).toBe('live-pulse');
    await expect(badge?.querySelector('[aria-hidden]')).not.toBeNull();
  },
};

export const Connecting: Story = {
  args: { connection: 'connecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Connecting…')).toBeVisible();
  },
};

export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reconnecting…')).toBeVisible();
  },
};

/** Every connection, on the page and on a card. */
export const Matrix: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(['page', 'card'] as const).map((surface) => (
        <div
          key={surface}
          className={surface === 'card' ? 'flex gap-3 rounded-xl border bg-card p-4' : 'flex gap-3'}
        >
          <LiveBadge />
          <LiveBadge connection="connecting" />
          <LiveBadge connection="reconnecting" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Live')).toHaveLength(2);
    await expect(canvas.getAllByText('Reconnecting…')).toHaveLength(2);
  },
};

export const MatrixDark: Story = { ...Matrix, globals: { theme: 'dark' } };
