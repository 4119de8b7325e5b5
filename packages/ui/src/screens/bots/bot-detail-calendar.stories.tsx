/**
 * The meeting page of a bot a connected calendar sent (issue 28): named after its meeting, and
 * marked 'Calendar' with the calendar's name for anyone who asks.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { BotDetailScreen } from './bot-detail-screen';
import botDetailStories from './bot-detail-screen.stories';
import { meetingWith } from './meeting-fixtures';

const fromWork = { calendarId: 'cal_work', calendarName: 'Work' };

const meta = {
  title: 'Screens/Bots/BotDetailScreen/From a calendar',
  component: BotDetailScreen,
  // The same meeting and handlers as the meeting page's own stories.
  args: botDetailStories.args,
  loaders: [() => import('./meeting-statistics-charts')],
} satisfies Meta<typeof BotDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scheduled for a meeting later today: nothing to read yet. */
export const Scheduled: Story = {
  args: {
    details: meetingWith(
      {
        bot_name: 'Weekly sync',
        status: 'scheduled',
        processed: false,
        join_at: null,
        left_at: null,
        calendar: fromWork,
      },
      { transcript: [], participants: [], notes: null },
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="meeting-statistics-loading"]')).toBeNull(),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Weekly sync' })).toBeVisible();
    const marker = canvasElement.querySelector('[data-slot="calendar-marker"]');
    await expect(marker).toHaveAttribute('title', 'From calendar Work');
    await expect(marker).toHaveTextContent('Calendar');
    await expect(canvas.getByText('From calendar Work')).toBeInTheDocument();
    await expect(canvas.getByText('Scheduled')).toBeVisible();
  },
};

export const ScheduledSmallPhone: Story = {
  ...Scheduled,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
};

/** The meeting it joined, read afterwards: the marker stays. */
export const Done: Story = {
  args: { details: meetingWith({ calendar: fromWork }) },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(canvasElement.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0),
      { timeout: 10_000 },
    );
    await expect(canvasElement.querySelector('[data-slot="calendar-marker"]')).toBeVisible();
  },
};

export const DoneDark: Story = { ...Done, globals: { theme: 'dark' } };
