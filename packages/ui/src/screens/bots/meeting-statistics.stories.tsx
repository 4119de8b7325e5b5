import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { MeetingStatistics } from './meeting-statistics';
import type { MeetingSegment } from './meeting-types';

const START = Date.parse('2026-11-20T10:00:00.000Z');

/** A segment saying `text` from `atSeconds`, one word every `pace` seconds (null: no word times). */
function said(
  name: string,
  atSeconds: number | null,
  text: string,
  { isHost = false, pace = 0.4 } = {},
): MeetingSegment {
  return {
    participant: { name, is_host: isHost },
    words: text.split(' ').map((word, i) => ({
      text: word,
      start_timestamp: {
        absolute:
          atSeconds === null ? null : new Date(START + (atSeconds + i * pace) * 1000).toISOString(),
      },
    })),
  };
}

const shortMeeting: MeetingSegment[] = [
  said('Priya Raman', 0, 'Morning all. Shall we start with the release? Where are we on QA?', {
    isHost: true,
  }),
  said(
    'Tom Okafor',
    6,
    'QA signed off the web build last night. Mobile still has two open bugs, both in the sign-in flow, and we expect fixes today.',
  ),
  said('Priya Raman', 16, 'Good. Any risk to Thursday?', { isHost: true }),
  said(
    'Lena Fischer',
    20,
    'Only the store review. Apple took three days last time, so I would submit tonight even with the known bugs and ship a patch next week.',
    { pace: 0.35 },
  ),
  said('Tom Okafor', 32, 'Agreed. I can have the patch ready by Monday.'),
  said('Priya Raman', 36, 'Then we submit tonight. Lena, can you draft the release notes?', {
    isHost: true,
  }),
  said('Lena Fischer', 42, 'Yes, by five.'),
];

/** A three-hour meeting of 27,000 words among six people (deterministic, so screenshots hold). */
function threeHourMeeting(): MeetingSegment[] {
  const people = [
    'Priya Raman',
    'Tom Okafor',
    'Lena Fischer',
    'Marco Rossi',
    'Aiko Tanaka',
    'Sam Lee',
  ];
  const weights = [5, 4, 3, 2, 1, 1];
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const segments: MeetingSegment[] = [];
  let at = 0;
  for (let words = 0; words < 27_000;) {
    let pick = random() * 16;
    const speaker = weights.findIndex((weight) => (pick -= weight) < 0);
    const count = Math.min(27_000 - words, 5 + Math.floor(random() * 25));
    const text = Array.from({ length: count }, (_, i) =>
      i === count - 1 && random() < 0.2 ? 'right?' : 'word',
    ).join(' ');
    segments.push(said(people[speaker]!, at, text, { isHost: speaker === 0 }));
    words += count;
    at += count * 0.4 + 0.2;
  }
  return segments;
}

const meta = {
  title: 'Screens/Bots/MeetingStatistics',
  component: MeetingStatistics,
  args: { transcript: shortMeeting },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-4xl p-4">
        <Story />
      </div>
    ),
  ],
  // The charts' chunk is fetched before the story renders, so a busy machine's first fetch of it
  // (the charting library is large) does not eat the time a story waits for them to be drawn.
  loaders: [() => import('./meeting-statistics-charts')],
} satisfies Meta<typeof MeetingStatistics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The charts come in their own chunk: wait for them to be drawn before the screenshot. */
async function chartsDrawn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole(
      'img',
      { name: 'Talk time per speaker, as in the table above' },
      { timeout: 10_000 },
    ),
  ).toBeVisible();
  await waitFor(() =>
    expect(canvasElement.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(3),
  );
}

const row = (canvasElement: HTMLElement, speaker: string) => {
  const cell = within(canvasElement).getByRole('cell', { name: new RegExp(`^${speaker}`) });
  return within(cell.closest('tr')!);
};

export const ShortMeeting: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Meeting statistics' })).toBeVisible();
    await expect(
      canvas.getByText('Duration', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('43 s');
    await expect(
      canvas.getByText('Speakers', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('3');
    await expect(
      canvas.getByText('Words', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('91');

    const priya = row(canvasElement, 'Priya Raman');
    await expect(priya.getByText('Host')).toBeVisible();
    await expect(priya.getByRole('cell', { name: '4' })).toBeVisible(); // questions
    await expect(row(canvasElement, 'Lena Fischer').getByText('9 s at 0:20')).toBeVisible();
    await chartsDrawn(canvasElement);
    await expect(canvas.getByRole('img', { name: /^Who spoke when/ })).toBeVisible();
  },
};

export const ShortMeetingDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => chartsDrawn(canvasElement),
};

export const ShortMeetingPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ThreeHourMeeting: Story = {
  args: { transcript: threeHourMeeting() },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText('Words', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('27,000');
    await expect(
      canvas.getByText('Speakers', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('6');
    await expect(
      canvas.getByText('Duration', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent(/^3 h/);
    await chartsDrawn(canvasElement);
    // Six speakers: the charts show the five with most talk time and 'Others'.
    await expect(canvas.getAllByText('Others').length).toBeGreaterThan(0);
  },
};

export const ThreeHourMeetingDark: Story = {
  ...ThreeHourMeeting,
  globals: { theme: 'dark' },
};

export const NoTimedTranscript: Story = {
  args: { transcript: [said('Priya Raman', null, 'Notes typed up after the call.')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No statistics yet')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
