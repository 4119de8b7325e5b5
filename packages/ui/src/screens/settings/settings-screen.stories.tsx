import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ACCOUNT_DELETION_REFUSALS } from '@convene/domain/account';
import { TIME_ZONE_MESSAGES } from '@convene/domain/time';

import { SettingsScreen } from './settings-screen';

const meta = {
  title: 'Screens/Settings/SettingsScreen',
  component: SettingsScreen,
  args: {
    name: 'Asha Rao',
    email: 'asha.rao@example.com',
    onChangeName: fn(),
    onChangeEmail: fn(),
    onChangePassword: fn(),
    onDeleteAccount: fn(),
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const smallPhone = { viewport: { value: 'smallPhone', isRotated: false } } as const;
const dark = { theme: 'dark' } as const;
const LONG_EMAIL = 'asha.rao.operations-and-research@convene-customer-success.example.com';

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    for (const section of ['Your name', 'E-mail address', 'Password', 'Delete account'])
      await expect(canvas.getByRole('region', { name: section })).toBeVisible();
    const name = canvas.getByLabelText('Name');
    await expect(name).toHaveValue('Asha Rao');
    await userEvent.clear(name);
    await userEvent.type(name, '  Asha R.  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    await expect(args.onChangeName).toHaveBeenCalledWith('Asha R.');

    await userEvent.type(canvas.getByLabelText('New e-mail address'), 'asha@new.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
    await expect(args.onChangeEmail).toHaveBeenCalledWith('asha@new.example.com');

    await userEvent.type(canvas.getByLabelText('Current password'), 'old-secret-1');
    await userEvent.type(canvas.getByLabelText('New password'), 'new-secret-22');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      currentPassword: 'old-secret-1',
      newPassword: 'new-secret-22',
    });
  },
};

export const DefaultSmallPhone: Story = {
  globals: smallPhone,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const DefaultDark: Story = { globals: dark };

/** What each field says before anything is sent. */
export const FieldErrors: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText('Name'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name.');
    await expect(canvas.getByLabelText('Name')).toHaveFocus();

    await userEvent.type(canvas.getByLabelText('New e-mail address'), 'Asha.Rao@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
    await expect(canvas.getByLabelText('New e-mail address')).toHaveAccessibleDescription(
      'This is already your e-mail address.',
    );

    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your current password.',
    );
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters.',
    );
    for (const called of [args.onChangeName, args.onChangeEmail, args.onChangePassword])
      await expect(called).not.toHaveBeenCalled();
  },
};

/** What the server refused, each under its own form. */
export const ServerErrors: Story = {
  args: {
    nameChange: { error: 'Your name can be at most 100 characters.' },
    emailChange: { error: 'Too many attempts. Try again in 15 minutes.' },
    passwordChange: { error: 'Invalid password' },
  },
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Your name can be at most 100 characters.',
      'Too many attempts. Try again in 15 minutes.',
      'Invalid password',
    ]);
  },
};

export const ServerErrorsDark: Story = { ...ServerErrors, globals: dark };

export const Saving: Story = {
  args: {
    nameChange: { busy: true },
    emailChange: { busy: true },
    passwordChange: { busy: true },
  },
  play: async ({ canvas }) => {
    for (const label of ['Saving...', 'Sending...', 'Changing...'])
      await expect(canvas.getByRole('button', { name: label })).toBeDisabled();
    await expect(canvas.getByLabelText('Name')).toBeDisabled();
    await expect(canvas.getByRole('form', { name: 'Change your name' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Saved: Story = {
  args: { nameChange: { done: true }, passwordChange: { done: true } },
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByRole('status');
    await expect(statuses.map((status) => status.textContent)).toEqual([
      'Your name is saved.',
      'Your password is changed. Other devices are signed out.',
    ]);
  },
};

export const SavedDark: Story = { ...Saved, globals: dark };

/** The new address waits for its link; locally the message can be opened from the outbox. */
export const EmailChangePending: Story = {
  args: {
    pendingEmail: 'asha@new.example.com',
    pendingEmailOutboxHref: 'http://localhost:3000/api/auth/verify-email?token=t',
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'E-mail address' });
    await expect(within(region).getByRole('status')).toHaveTextContent(
      'We sent a link to asha@new.example.com.',
    );
    await expect(within(region).getByRole('status')).toHaveTextContent(
      'until then you keep signing in with asha.rao@example.com.',
    );
    await expect(
      within(region).getByRole('link', { name: 'View message in local inbox' }),
    ).toHaveAttribute('target', '_blank');
  },
};

export const EmailChangePendingSmallPhone: Story = {
  ...EmailChangePending,
  args: { ...EmailChangePending.args, email: LONG_EMAIL, pendingEmail: `new.${LONG_EMAIL}` },
  globals: smallPhone,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const EmailChangePendingDark: Story = { ...EmailChangePending, globals: dark };

/** Deleting asks for the word DELETE or the account's own address first. */
export const DeleteConfirm: Story = {
  args: { deleteDialogOpen: true, onDeleteDialogOpenChange: fn() },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    await expect(confirm).toBeDisabled();
    const typed = within(dialog).getByLabelText('Type DELETE or asha.rao@example.com to confirm');
    await userEvent.type(typed, 'delete');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(typed);
    await userEvent.type(typed, 'DELETE');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onDeleteAccount).toHaveBeenCalledOnce();
    await expect(args.onDeleteAccount).toHaveBeenCalledWith('DELETE');
  },
};

export const DeleteConfirmSmallPhone: Story = {
  args: { deleteDialogOpen: true, onDeleteDialogOpenChange: fn(), email: LONG_EMAIL },
  globals: smallPhone,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await expect(within(dialog).getByText(LONG_EMAIL)).toBeVisible();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const DeleteConfirmDark: Story = { ...DeleteConfirm, globals: dark };

/** Opened from the danger zone; focus starts on the field to type into, and Escape keeps the account. */
export const OpensDeleteConfirm: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Type DELETE or/)).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDeleteAccount).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { deleteDialogOpen: true, onDeleteDialogOpenChange: fn(), deletion: { busy: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toBeDisabled();
  },
};

/** Refused while a paid plan renews: the dialog says what to do first. */
export const DeleteRefused: Story = {
  args: {
    deleteDialogOpen: true,
    onDeleteDialogOpenChange: fn(),
    deletion: { error: ACCOUNT_DELETION_REFUSALS.subscription },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Cancel your subscription on the Billing page first.',
    );
  },
};

export const DeleteRefusedDark: Story = { ...DeleteRefused, globals: dark };

/** Clerk keeps the name, e-mail and password: shown, with the way to its account portal. */
export const ClerkManaged: Story = {
  args: { managedProfile: { portalUrl: 'https://accounts.convene.example/user' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Profile' })).toHaveTextContent(
      'kept by Clerk',
    );
    await expect(canvas.getByRole('link', { name: 'Manage your account' })).toHaveAttribute(
      'href',
      'https://accounts.convene.example/user',
    );
    await expect(canvas.queryByLabelText('Current password')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Delete account' })).toBeVisible();
  },
};

export const ClerkManagedSmallPhone: Story = { ...ClerkManaged, globals: smallPhone };

export const ClerkManagedDark: Story = { ...ClerkManaged, globals: dark };

const zone = (state = {}) => ({ timeZone: 'Asia/Kolkata', state, onChangeTimeZone: fn() });

/** The zone pages show times in, chosen from every zone and saved on its own. */
export const TimeZone: Story = {
  args: { timeZone: zone() },
  play: async ({ canvas, args, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Time zone' });
    const select = within(region).getByRole('combobox', { name: 'Time zone' });
    await expect(select).toHaveTextContent('Asia/Kolkata');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Europe/London' }));
    await expect(select).toHaveTextContent('Europe/London');
    await userEvent.click(within(region).getByRole('button', { name: 'Save time zone' }));
    await expect(args.timeZone?.onChangeTimeZone).toHaveBeenCalledWith('Europe/London');
  },
};

export const TimeZoneDark: Story = { args: { timeZone: zone() }, globals: dark };

export const TimeZoneSaving: Story = {
  args: { timeZone: zone({ busy: true }) },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Time zone' });
    await expect(within(region).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(within(region).getByRole('combobox', { name: 'Time zone' })).toBeDisabled();
  },
};

export const TimeZoneSaved: Story = {
  args: { timeZone: zone({ done: true }) },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Time zone' });
    await expect(within(region).getByRole('status')).toHaveTextContent('Your time zone is saved.');
  },
};

export const TimeZoneRefused: Story = {
  args: { timeZone: zone({ error: TIME_ZONE_MESSAGES.unknown }) },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Time zone' });
    await expect(within(region).getByRole('alert')).toHaveTextContent(TIME_ZONE_MESSAGES.unknown);
  },
};
