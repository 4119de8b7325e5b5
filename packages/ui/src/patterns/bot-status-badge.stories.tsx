import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  BOT_FAILURE_MESSAGES,
  BOT_FAILURE_REASONS,
  BOT_STATUSES,
  BOT_STATUS_LABELS,
} from '@convene/domain/meeting-bots';

import { BotStatusBadge } from './bot-status-badge';

const meta = {
  title: 'Patterns/BotStatusBadge',
  component: BotStatusBadge,
  args: { status: 'scheduled' },
} satisfies Meta<typeof BotStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status of the lifecycle, in its order. */
export const EveryStatus: Story = {
  render: () => (
    <ul className="flex flex-col gap-3">
      {BOT_STATUSES.map((status) => (
        <li key={status}>
          <BotStatusBadge status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    for (const status of BOT_STATUSES) {
      await expect(canvas.getByText(BOT_STATUS_LABELS[status])).toBeVisible();
    }
    // Without a reason a failed bot says only that it failed.
    await expect(canvas.getByText('Failed')).not.toHaveAttribute('aria-describedby');
  },
};

export const EveryStatusDark: Story = { ...EveryStatus, globals: { theme: 'dark' } };

export const Failed: Story = {
  args: { status: 'failed', failureReason: 'waiting_room_timeout' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Failed');
    await expect(badge).toHaveAccessibleDescription(
      'Nobody admitted the bot from the waiting room in time.',
    );
    await expect(
      canvas.getByText('Nobody admitted the bot from the waiting room in time.'),
    ).toBeVisible();
  },
};

/** Every reason a bot can fail for, as a person reads it. */
export const EveryFailureReason: Story = {
  render: () => (
    <ul className="flex max-w-md flex-col gap-4">
      {BOT_FAILURE_REASONS.map((reason) => (
        <li key={reason}>
          <BotStatusBadge status="failed" failureReason={reason} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    for (const reason of BOT_FAILURE_REASONS) {
      await expect(canvas.getByText(BOT_FAILURE_MESSAGES[reason])).toBeVisible();
    }
  },
};

export const EveryFailureReasonDark: Story = {
  ...EveryFailureReason,
  globals: { theme: 'dark' },
};

export const ReasonIgnoredUnlessFailed: Story = {
  args: { status: 'in_call', failureReason: 'kicked' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In call')).not.toHaveAttribute('aria-describedby');
    await expect(canvas.queryByText(BOT_FAILURE_MESSAGES.kicked)).toBeNull();
  },
};
