/** The Calendar page's dialogs: connecting a calendar (open, busy, refused) and renaming one. */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { CALENDAR_MESSAGES } from '@convene/domain/calendars';

import { workCalendar } from './calendar-fixtures';
import { CalendarScreen, type CalendarScreenProps } from './calendar-screen';
import calendarStories from './calendar-screen.stories';

const ADDRESS =
  'https://calendar.google.com/calendar/ical/asha%40example.com/private-5f3a/basic.ics';

const meta = {
  title: 'Screens/Calendar/CalendarScreen/Dialogs',
  component: CalendarScreen,
  // The same calendars, meetings and handlers as the page's own stories.
  args: {
    ...calendarStories.args,
    connect: { open: true, onOpenChange: fn(), onConnect: fn(), busy: false, error: null },
  },
} satisfies Meta<typeof CalendarScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const connectDialog = () => screen.findByRole('dialog', { name: 'Connect a calendar' });

export const ConnectOpen: Story = {
  play: async () => {
    const dialog = within(await connectDialog());
    const address = dialog.getByRole('textbox', { name: 'Secret iCal address' });
    await waitFor(() => expect(address).toHaveFocus());
    await expect(address).toHaveAccessibleDescription(
      /Google Calendar: Settings → your calendar → Integrate calendar → 'Secret address in iCal format'\. Outlook: Settings → Calendar → Shared calendars → Publish a calendar → ICS link\./,
    );
    await expect(dialog.getByRole('textbox', { name: 'Name (optional)' })).toHaveValue('');
  },
};

export const ConnectOpenSmallPhone: Story = {
  ...ConnectOpen,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
};

export const ConnectOpenDark: Story = { ...ConnectOpen, globals: { theme: 'dark' } };

/** The address and name go to the container trimmed; an empty name is left to the server. */
export const ConnectSubmits: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = within(await connectDialog());
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Secret iCal address' }),
      ` ${ADDRESS} `,
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Connect calendar' }));
    await expect(args.connect.onConnect).toHaveBeenCalledWith({ address: ADDRESS, name: null });

    await userEvent.type(dialog.getByRole('textbox', { name: 'Name (optional)' }), 'Work ');
    await userEvent.click(dialog.getByRole('button', { name: 'Connect calendar' }));
    await expect(args.connect.onConnect).toHaveBeenLastCalledWith({
      address: ADDRESS,
      name: 'Work',
    });
  },
};

export const ConnectBusy: Story = {
  args: {
    connect: { open: true, onOpenChange: fn(), onConnect: fn(), busy: true, error: null },
  },
  play: async () => {
    const dialog = within(await connectDialog());
    const button = dialog.getByRole('button', { name: 'Connecting...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('textbox', { name: 'Secret iCal address' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The container as it is on the page: the dialog is busy while the server checks, then refuses. */
function RefusingContainer(props: CalendarScreenProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <CalendarScreen
      {...props}
      connect={{
        ...props.connect,
        error,
        onConnect: (request) => {
          props.connect.onConnect(request);
          setError(CALENDAR_MESSAGES.notACalendar);
        },
      }}
    />
  );
}

/** The server's 422 sentence shows in the dialog, and the typed address stays to be corrected. */
export const ConnectRefused: Story = {
  render: (args) => <RefusingContainer {...args} />,
  play: async ({ userEvent, args }) => {
    const dialog = within(await connectDialog());
    const address = dialog.getByRole('textbox', { name: 'Secret iCal address' });
    await userEvent.type(address, 'https://example.com/my-calendar');
    await userEvent.click(dialog.getByRole('button', { name: 'Connect calendar' }));
    await expect(args.connect.onConnect).toHaveBeenCalledWith({
      address: 'https://example.com/my-calendar',
      name: null,
    });
    await expect(await dialog.findByRole('alert')).toHaveTextContent(CALENDAR_MESSAGES.notACalendar);
    await expect(address).toHaveValue('https://example.com/my-calendar');
    await expect(
      dialog.getByRole('button', { name: 'Connect calendar' }),
    ).toHaveAccessibleDescription(CALENDAR_MESSAGES.notACalendar);
  },
};

export const ConnectRefusedSmallPhone: Story = {
  ...ConnectRefused,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
};

export const RenameOpen: Story = {
  args: {
    connect: { open: false, onOpenChange: fn(), onConnect: fn(), busy: false, error: null },
    rename: { calendarId: workCalendar.id, onCalendarIdChange: fn(), onRename: fn() },
  },
  play: async ({ userEvent, args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename calendar' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Work');
    await userEvent.clear(name);
    await expect(dialog.getByRole('button', { name: 'Save name' })).toBeDisabled();
    await userEvent.type(name, ' Work calendar ');
    await userEvent.click(dialog.getByRole('button', { name: 'Save name' }));
    await expect(args.rename.onRename).toHaveBeenCalledWith(workCalendar.id, 'Work calendar');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.rename.onCalendarIdChange).toHaveBeenCalledWith(null));
  },
};
