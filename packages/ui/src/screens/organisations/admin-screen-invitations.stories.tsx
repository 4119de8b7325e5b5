/** The Admin screen's invitations: inviting, its refusal, the whole flow, and the pending list. */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';

import { AdminScreen, type AdminScreenProps } from './admin-screen';
import { region } from './admin-screen-queries';
import { adminScreenArgs, idle } from './organisation-fixtures';

const meta = {
  title: 'Screens/Organisations/AdminScreen/Invitations',
  component: AdminScreen,
  args: adminScreenArgs,
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inviting: Story = {
  args: { busy: { ...idle, inviting: true } },
  play: async ({ canvasElement }) => {
    const send = region(canvasElement, 'Invite').getByRole('button', { name: 'Send invitation' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute('aria-busy', 'true');
  },
};

export const InviteError: Story = {
  args: { inviteError: 'bina.rao@acme.test is already a member of Acme Research.' },
  play: async ({ canvasElement }) => {
    const invite = region(canvasElement, 'Invite');
    await expect(invite.getByRole('alert')).toHaveTextContent(
      'bina.rao@acme.test is already a member of Acme Research.',
    );
  },
};

/** Stands in for the container: the request runs briefly, then succeeds. */
function InviteSucceeds(args: AdminScreenProps) {
  const [inviting, setInviting] = useState(false);
  return (
    <AdminScreen
      {...args}
      busy={{ ...args.busy, inviting }}
      onInvite={(invite) => {
        args.onInvite(invite);
        setInviting(true);
        setTimeout(() => setInviting(false), 300);
      }}
    />
  );
}

export const InviteFlow: Story = {
  render: (args) => <InviteSucceeds {...args} />,
  play: async ({ canvasElement, args, userEvent }) => {
    const invite = region(canvasElement, 'Invite');
    const email = invite.getByRole('textbox', { name: 'Email' });
    const role = invite.getByRole('combobox', { name: 'Role' });
    const send = invite.getByRole('button', { name: 'Send invitation' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toBeRequired();
    await expect(role).toHaveTextContent('Member');
    await expect(send).toBeDisabled();

    await userEvent.type(email, 'farah.khan');
    await expect(send).toBeDisabled();
    await userEvent.type(email, '@acme.test');
    await expect(send).toBeEnabled();

    await userEvent.click(role);
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Member', 'Admin']);
    await userEvent.click(screen.getByRole('option', { name: 'Admin' }));
    await expect(role).toHaveTextContent('Admin');

    await userEvent.click(send);
    await expect(args.onInvite).toHaveBeenCalledWith({
      email: 'farah.khan@acme.test',
      role: 'org:admin',
    });
    // Sent: the e-mail clears for the next invitation.
    await waitFor(() => expect(email).toHaveValue(''));
    await expect(send).toBeDisabled();
    await expect(send).not.toHaveAttribute('aria-busy');
    await expect(args.onInvite).toHaveBeenCalledOnce();
  },
};

export const PendingInvitations: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const pending = region(canvasElement, 'Pending invitations');
    const items = pending.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const [kofi, lena] = items.map((item) => within(item));
    await expect(kofi!.getByText('kofi.mensah@acme.test')).toBeVisible();
    await expect(kofi!.getByText('Member')).toBeVisible();
    await expect(kofi!.getByText('Expires 04/12/2026')).toBeVisible();
    await expect(lena!.getByText('Admin')).toBeVisible();
    // 18:45 UTC on the 10th is past midnight in India.
    await expect(lena!.getByText('Expires 11/12/2026')).toBeVisible();

    const revoke = pending.getByRole('button', {
      name: 'Revoke invitation to lena.fischer@partner.example',
    });
    await expect(revoke).toHaveTextContent('Revoke');
    await userEvent.click(revoke);
    await expect(args.onRevoke).toHaveBeenCalledWith('inv_lena');
    revoke.blur();
  },
};

export const Revoking: Story = {
  args: { busy: { ...idle, revokingId: 'inv_kofi' } },
  play: async ({ canvasElement }) => {
    const pending = region(canvasElement, 'Pending invitations');
    const revoking = pending.getByRole('button', {
      name: 'Revoke invitation to kofi.mensah@acme.test',
    });
    await expect(revoking).toBeDisabled();
    await expect(revoking).toHaveAttribute('aria-busy', 'true');
    await expect(
      pending.getByRole('button', { name: 'Revoke invitation to lena.fischer@partner.example' }),
    ).toBeEnabled();
  },
};

export const NoPendingInvitations: Story = {
  args: { invitations: [] },
  play: async ({ canvasElement }) => {
    const pending = region(canvasElement, 'Pending invitations');
    await expect(pending.getByText('No pending invitations')).toBeVisible();
    await expect(pending.getByRole('img', { name: 'An invitation in an envelope' })).toBeVisible();
    await expect(pending.queryByRole('listitem')).toBeNull();
  },
};

export const NoPendingInvitationsDark: Story = {
  ...NoPendingInvitations,
  globals: { theme: 'dark' },
};
