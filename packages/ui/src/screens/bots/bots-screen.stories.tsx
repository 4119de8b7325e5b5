import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';

import { BotsScreen, type BotSummary } from './bots-screen';

const bot = (fields: Partial<BotSummary> & Pick<BotSummary, 'botId' | 'botName'>): BotSummary => ({
  createdAt: '2026-11-21T04:30:00.000Z',
  status: 'scheduled',
  failureReason: null,
  platform: 'google_meet',
  simulated: false,
  imported: false,
  ...fields,
});

const bots: BotSummary[] = [
  bot({ botId: 'bot_4a1c9e27', botName: 'Weekly sync', status: 'scheduled' }),
  bot({
    botId: 'bot_8d2f61b3',
    botName: 'Client kickoff',
    status: 'in_call',
    platform: 'zoom',
    createdAt: '2026-11-18T14:30:00.000Z',
  }),
  bot({
    botId: 'bot_c90e7a54',
    botName: 'Design review',
    status: 'failed',
    failureReason: 'waiting_room_timeout',
    platform: 'teams',
    createdAt: '2026-11-02T07:45:00.000Z',
  }),
];

/** One bot in each status of the lifecycle, newest first as the server lists them. */
const everyStatus: BotSummary[] = [
  bot({ botId: 'bot_01_scheduled', botName: 'Sprint planning', status: 'scheduled' }),
  bot({ botId: 'bot_02_joining', botName: 'Standup', status: 'joining', platform: 'zoom' }),
  bot({ botId: 'bot_03_waiting', botName: 'Board update', status: 'waiting_room' }),
  bot({ botId: 'bot_04_in_call', botName: 'Sales demo', status: 'in_call', platform: 'teams' }),
  bot({ botId: 'bot_05_ended', botName: 'Retro', status: 'ended' }),
  bot({ botId: 'bot_06_processing', botName: 'Hiring panel', status: 'processing' }),
  bot({ botId: 'bot_07_done', botName: 'Customer call', status: 'done', platform: 'zoom' }),
  bot({
    botId: 'bot_08_failed',
    botName: 'Partner sync',
    status: 'failed',
    failureReason: 'meeting_not_found',
  }),
];

const meta = {
  title: 'Screens/Bots/BotsScreen',
  component: BotsScreen,
  args: {
    bots,
    loading: false,
    error: null,
    deletingBotId: null,
    onDelete: fn(),
    importMeeting: { open: false, onOpenChange: fn(), onImport: fn(), busy: false, error: null },
  },
} satisfies Meta<typeof BotsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string) => {
  const heading = within(canvasElement).getByRole('heading', { level: 2, name });
  const found = heading.closest<HTMLElement>('[data-slot="bot-card"]');
  if (!found) throw new Error(`No card for ${name}`);
  return within(found);
};

export const Loaded: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Meeting Bots' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New meeting Bot' })).toHaveAttribute(
      'href',
      '/bots/create',
    );
    await expect(canvas.getByRole('button', { name: 'Import meeting' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);

    const weekly = card(canvasElement, 'Weekly sync');
    await expect(weekly.getByText('Created 21 Nov 2026')).toBeVisible();
    await expect(weekly.getByText('bot_4a1c9e27')).toBeVisible();
    await expect(weekly.getByText('Google Meet')).toBeVisible();
    await expect(weekly.getByText('Scheduled')).toBeVisible();
    await expect(weekly.getByRole('link', { name: 'View Weekly sync' })).toHaveAttribute(
      'href',
      '/bot/bot_4a1c9e27',
    );

    // Only the scheduled bot can be deleted.
    await expect(canvas.getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
    await expect(card(canvasElement, 'Client kickoff').queryByRole('button')).toBeNull();
    await expect(card(canvasElement, 'Client kickoff').getByText('Zoom')).toBeVisible();

    await userEvent.click(weekly.getByRole('button', { name: 'Delete Weekly sync' }));
    await expect(args.onDelete).toHaveBeenCalledWith(bots[0]);
  },
};

export const LoadedPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const EveryStatus: Story = {
  args: { bots: everyStatus },
  play: async ({ canvas, canvasElement }) => {
    for (const label of [
      'Scheduled',
      'Joining',
      'Waiting room',
      'In call',
      'Ended',
      'Processing',
      'Done',
      'Failed',
    ]) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    // Only the bot in its call is Live.
    await expect(canvas.getAllByText('Live', { exact: true })).toHaveLength(1);
    await expect(card(canvasElement, 'Sales demo').getByText('Live')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
    await expect(
      card(canvasElement, 'Sprint planning').getByRole('button', {
        name: 'Delete Sprint planning',
      }),
    ).toBeEnabled();
  },
};

export const EveryStatusDark: Story = { ...EveryStatus, globals: { theme: 'dark' } };

/** A bot in its call is marked Live (beside its status), with its other badges. */
export const LiveBot: Story = {
  args: {
    bots: [
      bot({
        botId: 'bot_live_demo',
        botName: 'Sales demo',
        status: 'in_call',
        platform: 'zoom',
        simulated: true,
      }),
      bot({ botId: 'bot_07_done', botName: 'Customer call', status: 'done' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const live = card(canvasElement, 'Sales demo');
    await expect(live.getByText('Live')).toHaveAttribute('data-slot', 'live-badge');
    await expect(live.getByText('In call')).toBeVisible();
    await expect(live.getByText('Simulated')).toBeVisible();
    await expect(card(canvasElement, 'Customer call').queryByText('Live')).toBeNull();
  },
};

export const LiveBotDark: Story = { ...LiveBot, globals: { theme: 'dark' } };

export const LiveBotSmallPhone: Story = {
  ...LiveBot,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
};

/** Bots a connected calendar sent are named after their meeting and marked 'Calendar'. */
export const FromCalendar: Story = {
  args: {
    bots: [
      bot({
        botId: 'bot_weekly_1',
        botName: 'Weekly sync',
        calendar: { calendarId: 'cal_work', calendarName: 'Work' },
      }),
      bot({ botId: 'bot_real_3', botName: 'Real standup', status: 'done', platform: 'zoom' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const fromCalendar = card(canvasElement, 'Weekly sync');
    await expect(fromCalendar.getByText('Calendar')).toBeVisible();
    await expect(fromCalendar.getByText('From calendar Work')).toBeInTheDocument();
    await expect(
      fromCalendar.getByText('Calendar').closest('[data-slot="calendar-marker"]'),
    ).toHaveAttribute('title', 'From calendar Work');
    await expect(card(canvasElement, 'Real standup').queryByText('Calendar')).toBeNull();
  },
};

export const FromCalendarDark: Story = { ...FromCalendar, globals: { theme: 'dark' } };

export const FromCalendarSmallPhone: Story = {
  ...FromCalendar,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
};

export const FailedWithReason: Story = {
  args: { bots: [bots[2]!] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed')).toHaveAccessibleDescription(
      'Nobody admitted the bot from the waiting room in time.',
    );
    await expect(canvas.getByText('Microsoft Teams')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
  },
};

export const Simulated: Story = {
  args: {
    bots: [
      bot({ botId: 'bot_sim_1', botName: 'Try-out meeting', status: 'in_call', simulated: true }),
      bot({ botId: 'bot_real_1', botName: 'Real standup', status: 'done', platform: 'zoom' }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'Try-out meeting').getByText('Simulated')).toBeVisible();
    await expect(card(canvasElement, 'Real standup').queryByText('Simulated')).toBeNull();
  },
};

export const Deleting: Story = {
  args: {
    bots: [bots[0]!, bot({ botId: 'bot_77aa01', botName: 'Quarterly review' })],
    deletingBotId: 'bot_4a1c9e27',
  },
  play: async ({ canvas }) => {
    const deleting = canvas.getByRole('button', { name: 'Delete Weekly sync' });
    await expect(deleting).toBeDisabled();
    await expect(deleting).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Delete Quarterly review' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { bots: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading meeting bots...')).toBeVisible();
    await expect(canvas.queryByText('No meeting bots found')).toBeNull();
  },
};

export const Empty: Story = {
  args: { bots: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('No meeting bots found')).toBeVisible();
    await expect(
      canvas.getByText('Create your first meeting bot to automate your meeting assistance.'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'A meeting with a free seat for a bot' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Send a bot' })).toHaveAttribute(
      'href',
      '/bots/create',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Import a meeting' }));
    await expect(args.importMeeting?.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

export const EmptyPhone: Story = {
  ...Empty,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
};

const sample = bot({
  botId: 'bot_sample_1',
  botName: 'Sample: Mobile app launch planning',
  status: 'done',
  platform: null,
  sample: true,
});

/** A new account's list: the sample meeting, marked as made up, and deletable though it is done. */
export const SampleMeeting: Story = {
  args: {
    bots: [
      bot({ botId: 'bot_real_1', botName: 'Real standup', status: 'done', platform: 'zoom' }),
      sample,
    ],
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const card_ = card(canvasElement, 'Sample: Mobile app launch planning');
    await expect(card_.getByText('Sample', { exact: true })).toBeVisible();
    await expect(
      card_.getByText('This is a sample meeting, made up to show what a meeting looks like.'),
    ).toBeVisible();
    await expect(card_.getByText('Sample meeting')).toBeVisible();
    await expect(card(canvasElement, 'Real standup').queryByText('Sample')).toBeNull();
    await expect(card(canvasElement, 'Real standup').queryByRole('button')).toBeNull();
    await userEvent.click(
      card_.getByRole('button', { name: 'Delete Sample: Mobile app launch planning' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(sample);
  },
};

export const SampleMeetingDark: Story = { ...SampleMeeting, globals: { theme: 'dark' } };

export const SampleMeetingSmallPhone: Story = {
  ...SampleMeeting,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      card(canvasElement, 'Sample: Mobile app launch planning').getByText('Sample', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LoadFailed: Story = {
  args: { bots: [], error: 'Failed to load meeting bots' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load meeting bots');
    await expect(canvas.queryByText('No meeting bots found')).toBeNull();
  },
};

export const Imported: Story = {
  args: {
    bots: [
      bot({
        botId: 'bot_imp_1',
        botName: 'Board meeting (Zoom recording)',
        status: 'done',
        platform: null,
        imported: true,
      }),
      bot({ botId: 'bot_real_2', botName: 'Real standup', status: 'done', platform: 'zoom' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const imported = card(canvasElement, 'Board meeting (Zoom recording)');
    await expect(imported.getByText('Imported')).toBeVisible();
    await expect(imported.getByText('Imported transcript')).toBeVisible();
    await expect(card(canvasElement, 'Real standup').queryByText('Imported')).toBeNull();
  },
};

export const ImportedPhone: Story = {
  ...Imported,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The 'Import meeting' button asks the container to open the dialog. */
export const ImportMeetingButton: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Import meeting' }));
    await expect(args.importMeeting?.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const ImportDialogOpen: Story = {
  args: {
    importMeeting: { open: true, onOpenChange: fn(), onImport: fn(), busy: false, error: null },
  },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Import a meeting' })).toBeVisible();
  },
};
