import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';

import {
  agents,
  clientKickoff,
  designReview,
  failedCalendar,
  meetings,
  pausedCalendar,
  sprintPlanning,
  sprintPlanningWithoutCredits,
  STORY_NOW,
  teamCalendar,
  weeklySync,
  workCalendar,
} from './calendar-fixtures';
import { CalendarScreen } from './calendar-screen';

const meta = {
  title: 'Screens/Calendar/CalendarScreen',
  component: CalendarScreen,
  args: {
    calendars: { status: 'ready', items: [workCalendar, teamCalendar] },
    meetings: { status: 'ready', items: meetings },
    agents,
    pending: [],
    savingMeetingIds: [],
    showUnlinked: false,
    onShowUnlinkedChange: fn(),
    connect: { open: false, onOpenChange: fn(), onConnect: fn(), busy: false, error: null },
    rename: { calendarId: null, onCalendarIdChange: fn(), onRename: fn() },
    now: () => STORY_NOW,
    onSyncNow: fn(),
    onPausedChange: fn(),
    onRemove: fn(),
    onRuleChange: fn(),
    onSendBotChange: fn(),
    onMeetingAgentChange: fn(),
  },
} satisfies Meta<typeof CalendarScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const calendarItem = (canvasElement: HTMLElement, name: string) => {
  const heading = within(canvasElement).getByRole('heading', { level: 3, name });
  const item = heading.closest<HTMLElement>('[data-slot="calendar-item"]');
  if (!item) throw new Error(`No calendar ${name}`);
  return within(item);
};

const meetingRow = (canvasElement: HTMLElement, title: string) => {
  const row = within(canvasElement)
    .getByText(title, { selector: '[data-slot="calendar-meeting-title"]' })
    .closest<HTMLElement>('[data-slot="calendar-meeting"]');
  if (!row) throw new Error(`No meeting ${title}`);
  return within(row);
};

const day = (canvasElement: HTMLElement, heading: string) =>
  within(within(canvasElement).getByRole('region', { name: heading }));

/** Two calendars and their meetings over four days, in India time. */
export const Connected: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    const work = calendarItem(canvasElement, 'Work');
    await expect(work.getByText('Last synced at 09:55')).toBeVisible();
    await expect(work.getByText('calendar.google.com/…/basic.ics')).toBeVisible();
    await expect(work.getByText('5 meetings in the next 14 days.')).toBeVisible();
    await expect(
      calendarItem(canvasElement, 'Product team').getByText('Last synced at 25 Nov, 22:10'),
    ).toBeVisible();

    const headings = within(canvas.getByRole('region', { name: 'Upcoming meetings' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    await expect(headings).toEqual([
      'Today',
      'Tomorrow',
      'Monday 30 November',
      'Tuesday 1 December',
    ]);
    await expect(canvas.getByText(/Times are India Standard Time \(IST\)/)).toBeVisible();

    const today = day(canvasElement, 'Today');
    await expect(today.getAllByRole('listitem')).toHaveLength(2);
    await expect(today.queryByText('Lunch with Arjun')).toBeNull();
    const weekly = meetingRow(canvasElement, 'Weekly sync');
    await expect(weekly.getByText('10:30 – 11:00')).toBeVisible();
    await expect(weekly.getByText('Organiser: You')).toBeVisible();
    await expect(weekly.getByText('Google Meet')).toBeVisible();
    await expect(weekly.getByText('Work')).toBeVisible();
    await expect(weekly.getByText('Scheduled')).toBeVisible();
    await expect(weekly.getByRole('switch', { name: 'Send a bot to Weekly sync' })).toBeChecked();
    await expect(weekly.getByRole('switch')).toHaveAccessibleDescription('By your calendar’s rule');
    await expect(
      meetingRow(canvasElement, 'Design review').getByText('Organiser: arjun@example.com'),
    ).toBeVisible();
    await expect(meetingRow(canvasElement, '(No title)').getByRole('switch')).not.toBeChecked();
    // The all-day holiday has no link: hidden until events without one are shown.
    await expect(day(canvasElement, 'Tomorrow').getAllByRole('listitem')).toHaveLength(1);
  },
};

export const ConnectedDark: Story = { ...Connected, globals: { theme: 'dark' } };

export const ConnectedSmallPhone: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Connect calendar' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The switch is the meeting's own choice; the agent select shows once a bot goes. */
export const SendBotSwitch: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const design = meetingRow(canvasElement, 'Design review');
    await expect(design.queryByRole('combobox')).toBeNull();
    await userEvent.click(design.getByRole('switch', { name: 'Send a bot to Design review' }));
    await expect(args.onSendBotChange).toHaveBeenCalledWith(designReview.id, true);

    await userEvent.click(meetingRow(canvasElement, 'Weekly sync').getByRole('switch'));
    await expect(args.onSendBotChange).toHaveBeenCalledWith(weeklySync.id, false);

    await userEvent.click(
      meetingRow(canvasElement, 'Client kickoff').getByRole('combobox', {
        name: 'Agent for Client kickoff',
      }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Nova' }));
    await expect(args.onMeetingAgentChange).toHaveBeenCalledWith(clientKickoff.id, 'agent_nova');
  },
};

/** Events without a link and all-day ones are listed, marked, without a switch. */
export const EventsWithoutLink: Story = {
  args: { showUnlinked: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const lunch = meetingRow(canvasElement, 'Lunch with Arjun');
    await expect(lunch.getByText('No meeting link')).toBeVisible();
    await expect(lunch.queryByRole('switch')).toBeNull();
    const holiday = meetingRow(canvasElement, 'Guru Nanak Jayanti');
    await expect(holiday.getByText('All day')).toBeVisible();
    await expect(holiday.queryByRole('switch')).toBeNull();
    await expect(day(canvasElement, 'Today').getAllByRole('listitem')).toHaveLength(3);

    const toggle = canvas.getByRole('checkbox', { name: 'Show events without a meeting link' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onShowUnlinkedChange).toHaveBeenCalledWith(false);
  },
};

export const SyncFailed: Story = {
  args: { calendars: { status: 'ready', items: [failedCalendar, teamCalendar] } },
  play: async ({ canvasElement }) => {
    const work = calendarItem(canvasElement, 'Work');
    const line = work.getByText(
      'Last synced at 09:55 · failed: the address answered 404 Not Found',
    );
    await expect(line.closest('[data-slot="calendar-sync"]')).toHaveAttribute('data-failed');
    await expect(work.getByText('Trying again at 10:08.')).toBeVisible();
    // The last good state stands: its meetings are still listed.
    await expect(meetingRow(canvasElement, 'Weekly sync').getByRole('switch')).toBeChecked();
  },
};

export const SyncFailedDark: Story = { ...SyncFailed, globals: { theme: 'dark' } };

export const NotEnoughCredits: Story = {
  args: {
    meetings: {
      status: 'ready',
      items: meetings.map((meeting) =>
        meeting.id === sprintPlanning.id ? sprintPlanningWithoutCredits : meeting,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const sprint = meetingRow(canvasElement, 'Sprint planning');
    await expect(sprint.getByText('Not enough credits')).toBeVisible();
    await expect(sprint.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/billing',
    );
    await expect(sprint.getByRole('switch')).toBeChecked();
    await expect(
      meetingRow(canvasElement, 'Weekly sync').queryByText('Not enough credits'),
    ).toBeNull();
  },
};

export const NoMeetings: Story = {
  args: { meetings: { status: 'ready', items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No meetings in the next 14 days')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Work' })).toBeVisible();
  },
};

export const PausedCalendar: Story = {
  args: { calendars: { status: 'ready', items: [workCalendar, pausedCalendar] } },
  play: async ({ canvasElement, userEvent, args }) => {
    const team = calendarItem(canvasElement, 'Product team');
    await expect(team.getByText('Paused', { exact: true })).toBeVisible();
    await expect(team.getByText('Paused: it is not synced until you resume it.')).toBeVisible();
    await expect(team.getByRole('button', { name: 'Sync now (Product team)' })).toBeDisabled();
    await userEvent.click(team.getByRole('button', { name: 'Resume Product team' }));
    await expect(args.onPausedChange).toHaveBeenCalledWith(teamCalendar.id, false);
    await userEvent.click(
      calendarItem(canvasElement, 'Work').getByRole('button', { name: 'Pause Work' }),
    );
    await expect(args.onPausedChange).toHaveBeenCalledWith(workCalendar.id, true);
  },
};

/** Sync now, the rule and the rename button ask the container. */
export const CalendarActions: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const work = calendarItem(canvasElement, 'Work');
    await userEvent.click(work.getByRole('button', { name: 'Sync now (Work)' }));
    await expect(args.onSyncNow).toHaveBeenCalledWith(workCalendar.id);
    await userEvent.click(work.getByRole('button', { name: 'Rename Work' }));
    await expect(args.rename.onCalendarIdChange).toHaveBeenCalledWith(workCalendar.id);

    await userEvent.click(work.getByRole('combobox', { name: 'Send a bot to' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Meetings I organise' }));
    await expect(args.onRuleChange).toHaveBeenCalledWith(workCalendar.id, {
      autoJoin: 'organised',
    });
    await userEvent.click(work.getByRole('combobox', { name: 'Default agent' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Scribe' }));
    await expect(args.onRuleChange).toHaveBeenLastCalledWith(workCalendar.id, {
      agentId: 'agent_scribe',
    });
  },
};

/** A sync and a rule in flight, and a meeting's switch being saved. */
export const Busy: Story = {
  args: {
    pending: [
      { calendarId: workCalendar.id, action: 'sync' },
      { calendarId: teamCalendar.id, action: 'rule' },
    ],
    savingMeetingIds: [weeklySync.id],
  },
  play: async ({ canvasElement }) => {
    const sync = calendarItem(canvasElement, 'Work').getByRole('button', { name: 'Syncing...' });
    await expect(sync).toHaveAttribute('aria-busy', 'true');
    const rule = calendarItem(canvasElement, 'Product team').getByRole('group', {
      name: 'Rule for Product team',
    });
    await expect(rule).toHaveAttribute('aria-busy', 'true');
    await expect(within(rule).getByRole('combobox', { name: 'Send a bot to' })).toBeDisabled();
    await expect(meetingRow(canvasElement, 'Weekly sync').getByRole('switch')).toBeDisabled();
  },
};

/** Removing asks first, saying its scheduled bots are cancelled and their credits returned. */
export const RemoveConfirm: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(
      calendarItem(canvasElement, 'Work').getByRole('button', { name: 'Remove Work' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove Work?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Its scheduled bots will be cancelled and their credits returned. Meetings its bots already joined stay in Meeting Bots.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Keep calendar' })).toHaveFocus();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const RemoveConfirmed: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(
      calendarItem(canvasElement, 'Work').getByRole('button', { name: 'Remove Work' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove calendar' }));
    await expect(args.onRemove).toHaveBeenCalledWith(workCalendar.id);
  },
};

export const Loading: Story = {
  args: {
    calendars: { status: 'loading', items: [] },
    meetings: { status: 'loading', items: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your calendars...')).toBeInTheDocument();
    await expect(canvas.getByText('Loading upcoming meetings...')).toBeInTheDocument();
    await expect(canvas.queryByText('Connect your first calendar')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: {
    calendars: { status: 'error', items: [] },
    meetings: { status: 'error', items: [] },
  },
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('Failed to load your calendars.');
    await expect(alerts[1]).toHaveTextContent('Failed to load upcoming meetings.');
  },
};

/** No calendar yet: where to find the address in Google Calendar and Outlook. */
export const Empty: Story = {
  args: {
    calendars: { status: 'ready', items: [] },
    meetings: { status: 'ready', items: [] },
  },
  play: async ({ canvas, userEvent, args }) => {
    const section = within(canvas.getByRole('region', { name: 'Connect your first calendar' }));
    await expect(section.getByRole('list', { name: 'In Google Calendar' })).toHaveTextContent(
      "Copy 'Secret address in iCal format'.",
    );
    await expect(section.getByRole('list', { name: 'In Outlook' })).toHaveTextContent(
      'Copy the ICS link.',
    );
    await expect(canvas.queryByRole('region', { name: 'Upcoming meetings' })).toBeNull();
    await userEvent.click(section.getByRole('button', { name: 'Connect calendar' }));
    await expect(args.connect.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

export const EmptySmallPhone: Story = {
  ...Empty,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
