/**
 * The meeting page read by someone in another time zone: the join time and the transcript's times
 * are theirs (Europe/London), while the notes and answers keep the zone their owner wrote them in.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { TimeZoneProvider } from '../../lib/time-zone';
import { BotDetailScreen } from './bot-detail-screen';
import botDetailStories from './bot-detail-screen.stories';

const meta = {
  title: 'Screens/Bots/BotDetailScreen/In another time zone',
  component: BotDetailScreen,
  // The same meeting and handlers as the meeting page's own stories.
  args: botDetailStories.args,
  decorators: [
    (Story) => (
      <TimeZoneProvider timeZone="Europe/London">
        <Story />
      </TimeZoneProvider>
    ),
  ],
  loaders: [() => import('./meeting-statistics-charts')],
} satisfies Meta<typeof BotDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Joined at 09:59 India time, which is 04:29 in London in November. */
export const InLondon: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(canvasElement.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0),
      { timeout: 10_000 },
    );
    const info = within(within(canvasElement).getByRole('region', { name: 'Meeting Info' }));
    await expect(info.getByText('20/11/2026, 04:29')).toBeVisible();
    const first = canvasElement.querySelector<HTMLElement>('[data-segment] time');
    await expect(first?.textContent).toMatch(/^04:\d\d:\d\d$/);
  },
};
