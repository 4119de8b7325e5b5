import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';

import { AdminScreen } from './admin-screen';
import { bodyRows, membersTable, rowOf, shown } from './admin-screen-queries';
import {
  adminScreenArgs,
  idle,
  ORGANISATION,
  sent,
  soleAdmin,
  team,
  twentyFive,
} from './organisation-fixtures';

const meta = {
  title: 'Screens/Organisations/AdminScreen',
  component: AdminScreen,
  args: adminScreenArgs,
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', members: [], invitations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: ORGANISATION })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading members...');
    await expect(canvas.getByRole('table', { name: 'Members' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { status: 'error', members: [], invitations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load members.');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Invite' })).toBeNull();
  },
};

/** No organisation yet, not on Teams: what an organisation is for, and the way to the Teams plan. */
export const NoOrganisation: Story = {
  args: { status: 'no-organisation', organisationName: '', onTeamsPlan: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invite your team through an organisation')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the Teams plan' })).toHaveAttribute(
      'href',
      '/billing',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** No organisation yet, on Teams: where to create one. */
export const NoOrganisationOnTeams: Story = {
  args: { status: 'no-organisation', organisationName: '', onTeamsPlan: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Create an organisation with the switcher in the top bar, then invite teammates here.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'See the Teams plan' })).toBeNull();
  },
};

/** A member who is not an admin: the message and nothing else, even if data came with it. */
export const Forbidden: Story = {
  args: { status: 'forbidden' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Only organisation admins can see this page.',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    for (const person of [...team.map((m) => m.email), ...sent.map((i) => i.email)]) {
      await expect(canvasElement).not.toHaveTextContent(person);
    }
    await expect(canvas.queryByText('Bina Rao')).toBeNull();
  },
};

export const Team: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: ORGANISATION })).toBeVisible();
    await expect(canvas.getByText('Members and invitations')).toBeVisible();
    await expect(canvas.getByText('5 members in Acme Research')).toBeVisible();
    const headers = within(membersTable(canvasElement)).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Name',
      'Email',
      'Role',
      'Plan',
      'Subscription',
      'Actions',
    ]);
    for (const name of ['Name', 'Email', 'Role', 'Plan', 'Subscription']) {
      await expect(canvas.getByRole('columnheader', { name })).toHaveAttribute('aria-sort', 'none');
    }

    const you = rowOf(canvasElement, 'Asha Iyer');
    await expect(you.getByText('(you)')).toBeVisible();
    await expect(you.getByRole('combobox', { name: 'Role of Asha Iyer' })).toHaveTextContent(
      'Admin',
    );
    // Admins have no seat controls: a dash.
    await expect(you.queryByRole('button', { name: /Subscribe|Cancel/ })).toBeNull();
    // Two admins: Asha may leave.
    await expect(you.getByRole('button', { name: 'Remove Asha Iyer' })).toBeEnabled();

    const bina = rowOf(canvasElement, 'Bina Rao');
    await expect(bina.queryByText('(you)')).toBeNull();
    await expect(shown(bina.getAllByText('bina.rao@acme.test'))).toBeVisible();
    await expect(bina.getByRole('combobox', { name: 'Role of Bina Rao' })).toHaveTextContent(
      'Member',
    );
    await expect(shown(bina.getAllByText('Teams'))).toHaveAttribute('data-variant', 'success');
    await expect(
      bina.getByRole('button', { name: 'Cancel Teams seat of Bina Rao' }),
    ).toHaveTextContent('Cancel');

    const chen = rowOf(canvasElement, 'Chen Wei');
    await expect(shown(chen.getAllByText('Free'))).toHaveAttribute('data-variant', 'secondary');
    await expect(
      chen.getByRole('button', { name: 'Subscribe Chen Wei to Teams' }),
    ).toHaveTextContent('Subscribe');

    const dara = rowOf(canvasElement, 'Dara Okafor');
    await expect(shown(dara.getAllByText('Pro'))).toHaveAttribute('data-variant', 'info');
    await expect(
      dara.getByRole('button', { name: 'Subscribe Dara Okafor to Teams' }),
    ).toBeEnabled();
  },
};

export const AdminWith25Members: Story = {
  args: { members: twentyFive },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('25 members in Acme Research')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('10');

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Kofi Mensah');

    await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '20' }));
    await expect(bodyRows(canvasElement)).toHaveLength(20);
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    canvas.getByRole('combobox', { name: 'Rows per page' }).blur();
  },
};

export const Sorting: Story = {
  args: { members: twentyFive },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const header = canvas.getByRole('columnheader', { name: /Name/ });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Asha Iyer');
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const rows = bodyRows(canvasElement);
    for (const [index, name] of ['Zoe Martin', 'Yara Nasser', 'Wen Zhou'].entries()) {
      await expect(rows[index]).toHaveTextContent(new RegExp(`^${name}`));
    }
    within(header).getByRole('button').blur();
  },
};

export const SearchMembers: Story = {
  args: { members: twentyFive },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search by name or e-mail' });
    await userEvent.type(search, 'BINA');
    await expect(bodyRows(canvasElement)).toHaveLength(1);
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Bina Rao');

    // By e-mail, whatever its case.
    await userEvent.clear(search);
    await userEvent.type(search, 'Okafor@ACME');
    await expect(bodyRows(canvasElement)).toHaveLength(1);
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('dara.okafor@acme.test');

    // Role and plan are not searched.
    for (const term of ['teams', 'admin']) {
      await userEvent.clear(search);
      await userEvent.type(search, term);
      await expect(canvas.getByText('No members match your search')).toBeVisible();
    }

    await userEvent.clear(search);
    await userEvent.type(search, 'an');
    const rows = bodyRows(canvasElement);
    await expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) await expect(row).toHaveTextContent(/an/i);
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    search.blur();
  },
};

export const LastAdminProtection: Story = {
  args: { members: soleAdmin },
  play: async ({ canvasElement }) => {
    const you = rowOf(canvasElement, 'Asha Iyer');
    const role = you.getByRole('combobox', { name: 'Role of Asha Iyer' });
    const remove = you.getByRole('button', { name: 'Remove Asha Iyer' });
    await expect(role).toBeDisabled();
    await expect(remove).toBeDisabled();
    await expect(role).toHaveAccessibleDescription('An organisation needs at least one admin');
    await expect(remove).toHaveAccessibleDescription('An organisation needs at least one admin');
    await expect(shown(you.getAllByText('An organisation needs at least one admin'))).toBeVisible();

    // Nobody else is protected.
    const elif = rowOf(canvasElement, 'Elif Demir');
    await expect(elif.getByRole('combobox', { name: 'Role of Elif Demir' })).toBeEnabled();
    await expect(elif.getByRole('button', { name: 'Remove Elif Demir' })).toBeEnabled();
    await expect(elif.getByRole('button', { name: 'Subscribe Elif Demir to Teams' })).toBeEnabled();
    const hints = Array.from(
      canvasElement.querySelectorAll('[data-slot="last-admin-hint"]'),
    ).filter((hint) => hint.checkVisibility());
    await expect(hints).toHaveLength(1);
  },
};

export const ChangeRole: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const bina = rowOf(canvasElement, 'Bina Rao');
    const role = bina.getByRole('combobox', { name: 'Role of Bina Rao' });
    await userEvent.click(role);
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Admin', 'Member']);
    await userEvent.click(screen.getByRole('option', { name: 'Admin' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith('m_bina', 'org:admin');
    await expect(args.onChangeRole).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    role.blur();
  },
};

export const RemoveMember: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const remove = rowOf(canvasElement, 'Chen Wei').getByRole('button', {
      name: 'Remove Chen Wei',
    });
    // Keeping closes the dialog and removes nobody.
    await userEvent.click(remove);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onRemove).not.toHaveBeenCalled();

    await userEvent.click(remove);
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove Chen Wei from Acme Research?',
    });
    await expect(dialog).toHaveAccessibleDescription('They lose access at once.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith('m_chen');
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    remove.blur();
  },
};

/** The confirmation left open, as the user sees it before choosing. */
export const RemoveConfirmation: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(
      rowOf(canvasElement, 'Chen Wei').getByRole('button', { name: 'Remove Chen Wei' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove Chen Wei from Acme Research?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Keep' })).toHaveFocus();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** An admin's own row speaks to them: they may leave while another admin remains. */
export const LeaveOrganisation: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(
      rowOf(canvasElement, 'Asha Iyer').getByRole('button', { name: 'Remove Asha Iyer' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove yourself from Acme Research?',
    });
    await expect(dialog).toHaveAccessibleDescription('You lose access at once.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith('m_asha');
  },
};

export const SeatSubscribe: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const subscribe = rowOf(canvasElement, 'Chen Wei').getByRole('button', {
      name: 'Subscribe Chen Wei to Teams',
    });
    await userEvent.click(subscribe);
    await expect(args.onSubscribeSeat).toHaveBeenCalledWith('m_chen');
    await expect(args.onSubscribeSeat).toHaveBeenCalledOnce();
    subscribe.blur();
  },
};

export const SeatCancel: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const cancel = rowOf(canvasElement, 'Bina Rao').getByRole('button', {
      name: 'Cancel Teams seat of Bina Rao',
    });
    await userEvent.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: "Cancel Bina Rao's Teams seat?" });
    await expect(dialog).toHaveAccessibleDescription(
      'It stays active until the end of the period.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Keep seat' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel seat' }));
    await expect(args.onCancelSeat).toHaveBeenCalledWith('m_bina');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onRemove).not.toHaveBeenCalled();
    cancel.blur();
  },
};

/** A request for one member in flight: that row's controls wait; the others do not. */
export const MemberBusy: Story = {
  args: { busy: { ...idle, memberId: 'm_bina' } },
  play: async ({ canvasElement }) => {
    const bina = rowOf(canvasElement, 'Bina Rao');
    await expect(bina.getByRole('combobox', { name: 'Role of Bina Rao' })).toBeDisabled();
    const cancel = bina.getByRole('button', { name: 'Cancel Teams seat of Bina Rao' });
    await expect(cancel).toBeDisabled();
    await expect(cancel).toHaveAttribute('aria-busy', 'true');
    await expect(bina.getByRole('button', { name: 'Remove Bina Rao' })).toBeDisabled();
    // Bina has no last-admin hint: the controls are only waiting.
    await expect(cancel).not.toHaveAccessibleDescription();

    const chen = rowOf(canvasElement, 'Chen Wei');
    await expect(chen.getByRole('combobox', { name: 'Role of Chen Wei' })).toBeEnabled();
    await expect(chen.getByRole('button', { name: 'Subscribe Chen Wei to Teams' })).toBeEnabled();
    await expect(chen.getByRole('button', { name: 'Remove Chen Wei' })).toBeEnabled();
  },
};

const isolatedPhone = { viewport: { value: 'smallPhone', isRotated: false } } as const;

/**
 * 360 px: the members' e-mail, role, plan and seat fold in under each name, so every control is on
 * screen without the table scrolling sideways; the cards stack; nothing widens the page.
 */
export const Mobile: Story = {
  args: {
    members: soleAdmin,
    inviteError: 'bina.rao@acme.test is already a member of Acme Research.',
  },
  globals: isolatedPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.getByRole('heading', { level: 1, name: ORGANISATION })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const scroller = canvasElement.querySelector(
      '[data-slot="members"] [data-slot="table-container"]',
    );
    await expect(scroller?.scrollWidth).toBeLessThanOrEqual(scroller?.clientWidth ?? 0);
    const headers = within(membersTable(canvasElement)).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Actions']);

    const bina = rowOf(canvasElement, 'Bina Rao');
    await expect(shown(bina.getAllByText('bina.rao@acme.test'))).toBeVisible();
    await expect(shown(bina.getAllByText('Teams'))).toBeVisible();
    for (const control of [
      bina.getByRole('combobox', { name: 'Role of Bina Rao' }),
      bina.getByRole('button', { name: 'Cancel Teams seat of Bina Rao' }),
      bina.getByRole('button', { name: 'Remove Bina Rao' }),
    ]) {
      await expect(control).toBeVisible();
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    const you = rowOf(canvasElement, 'Asha Iyer');
    const role = you.getByRole('combobox', { name: 'Role of Asha Iyer' });
    await expect(role).toBeDisabled();
    await expect(role).toHaveAccessibleDescription('An organisation needs at least one admin');
    await expect(shown(you.getAllByText('An organisation needs at least one admin'))).toBeVisible();

    for (const name of ['Invite', 'Pending invitations']) {
      const box = canvas.getByRole('region', { name }).getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

export const MobileDark: Story = {
  ...Mobile,
  globals: { ...isolatedPhone, theme: 'dark' },
};

export const Dark: Story = {
  args: { members: soleAdmin, busy: { ...idle, memberId: 'm_chen' } },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass('dark');
    await expect(
      shown(
        rowOf(canvasElement, 'Asha Iyer').getAllByText('An organisation needs at least one admin'),
      ),
    ).toBeVisible();
  },
};
