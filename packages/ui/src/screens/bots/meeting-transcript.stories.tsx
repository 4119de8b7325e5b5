import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { fullMeetingTranscript } from './meeting-fixtures';
import { MeetingTranscript } from './meeting-transcript';

const meta = {
  title: 'Screens/Bots/MeetingTranscript',
  component: MeetingTranscript,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
  args: { transcript: fullMeetingTranscript, focusRequest: null },
} satisfies Meta<typeof MeetingTranscript>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search transcript' })).toHaveAttribute(
      'placeholder',
      'Search transcript...',
    );
    await expect(canvas.getByText('12 segments')).toBeVisible();
    await expect(canvas.getAllByText('Host')[0]).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

/** A citation asked for the eleventh segment: it is scrolled into view, focused and marked. */
export const FocusedSegment: Story = {
  args: { focusRequest: { segment: 10, nonce: 1 } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-segment', '10'));
    const focused = canvasElement.querySelector<HTMLElement>('[data-focused]');
    await expect(focused).toHaveAttribute('data-segment', '10');
    await expect(within(focused!).getByText('Daniel Okafor')).toBeVisible();
  },
};

export const UntimedWords: Story = {
  args: {
    transcript: [
      {
        participant: { name: 'Caller', is_host: false },
        words: ['No', 'times', 'here'].map((text) => ({
          text,
          start_timestamp: { absolute: null },
        })),
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('N/A')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { transcript: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No transcript available')).toBeVisible();
  },
};
