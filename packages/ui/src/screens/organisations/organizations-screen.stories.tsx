import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { OrganizationsScreen, type ReceivedInvitation } from './organizations-screen';

const invitations: ReceivedInvitation[] = [
  {
    id: 'inv_acme',
    emailAddress: 'bina.rao@example.com',
    organisationName: 'Acme Research',
    role: 'org:member',
    status: 'pending',
  },
  {
    id: 'inv_northwind',
    emailAddress: 'bina.rao@example.com',
    organisationName: 'Northwind Labs',
    role: 'org:admin',
    status: 'pending',
  },
  {
    id: 'inv_globex',
    emailAddress: 'bina@rao.dev',
    organisationName: 'Globex Studio',
    role: 'org:member',
    status: 'accepted',
  },
  {
    id: 'inv_initech',
    emailAddress: 'bina.rao@example.com',
    organisationName: 'Initech',
    role: 'org:member',
    status: 'rejected',
  },
  {
    id: 'inv_umbrella',
    emailAddress: 'bina@rao.dev',
    organisationName: 'Umbrella Health',
    role: 'org:admin',
    status: 'expired',
  },
];

const meta = {
  title: 'Screens/Organisations/OrganizationsScreen',
  component: OrganizationsScreen,
  args: {
    status: 'ready',
    invitations,
    respondingId: null,
    highlightedId: null,
    onAccept: fn(),
    onDecline: fn(),
  },
} satisfies Meta<typeof OrganizationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Invitations' });

const bodyRows = (canvasElement: HTMLElement) =>
  within(table(canvasElement)).getAllByRole('row').slice(1);

const rowOf = (canvasElement: HTMLElement, organisation: string) => {
  const row = bodyRows(canvasElement).find((candidate) =>
    within(candidate).queryByText(organisation),
  );
  if (!row) throw new Error(`No row for ${organisation}`);
  return row;
};

/** The row's cells a user sees (on a phone the folded columns are not among them). */
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => within(cell));

export const SignedOut: Story = {
  args: { status: 'signed-out', invitations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    const message = canvas.getByText('Please sign in to view invitations');
    await expect(message).toBeVisible();
    await expect(message).toHaveTextContent(/^Please sign in to view invitations$/);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', invitations: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading invitations...');
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvasElement.querySelectorAll('[data-slot="invitations"] [data-slot="skeleton"]').length,
    ).toBeGreaterThan(4);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { status: 'error', invitations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load invitations.');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const NoInvitations: Story = {
  args: { invitations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No invitations')).toBeVisible();
    await expect(
      canvas.getByText('When a team invites you, the invitation shows here.'),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'An invitation in an envelope' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const NoInvitationsDark: Story = { ...NoInvitations, globals: { theme: 'dark' } };

export const NoInvitationsSmallPhone: Story = {
  ...NoInvitations,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
};

export const PendingAndAccepted: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    await expect(canvas.getByText('Invitations to join a team')).toBeVisible();
    const headers = within(table(canvasElement)).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Email',
      'Organization',
      'Role',
      'Status',
      'Action',
    ]);
    await expect(bodyRows(canvasElement)).toHaveLength(invitations.length);

    const [email, , role, status] = cellsOf(rowOf(canvasElement, 'Acme Research'));
    await expect(email!.getByText('bina.rao@example.com')).toBeVisible();
    await expect(role!.getByText('Member')).toBeVisible();
    await expect(status!.getByText('PENDING')).toHaveAttribute('data-slot', 'invitation-status');
    await expect(
      cellsOf(rowOf(canvasElement, 'Northwind Labs'))[2]!.getByText('Admin'),
    ).toBeVisible();

    // Only pending invitations can be answered.
    for (const [organisation, label] of [
      ['Globex Studio', 'ACCEPTED'],
      ['Initech', 'REJECTED'],
      ['Umbrella Health', 'EXPIRED'],
    ] as const) {
      const row = rowOf(canvasElement, organisation);
      await expect(cellsOf(row)[3]!.getByText(label)).toBeVisible();
      await expect(within(row).queryByRole('button')).toBeNull();
    }
    await expect(canvas.getAllByRole('button', { name: /^Accept invitation to/ })).toHaveLength(2);

    const accept = canvas.getByRole('button', { name: 'Accept invitation to Acme Research' });
    await expect(accept).toHaveTextContent('Accept');
    await userEvent.click(accept);
    await expect(args.onAccept).toHaveBeenCalledWith('inv_acme');

    const decline = canvas.getByRole('button', { name: 'Decline invitation to Northwind Labs' });
    await expect(decline).toHaveTextContent('Decline');
    await userEvent.click(decline);
    await expect(args.onDecline).toHaveBeenCalledWith('inv_northwind');
    await expect(args.onAccept).toHaveBeenCalledOnce();
    decline.blur();
  },
};

export const Responding: Story = {
  args: { respondingId: 'inv_acme' },
  play: async ({ canvas }) => {
    const accept = canvas.getByRole('button', { name: 'Accept invitation to Acme Research' });
    const decline = canvas.getByRole('button', { name: 'Decline invitation to Acme Research' });
    await expect(accept).toBeDisabled();
    await expect(accept).toHaveAttribute('aria-busy', 'true');
    await expect(decline).toBeDisabled();
    await expect(decline).toHaveAttribute('aria-busy', 'true');
    // Every other answer waits too, without a spinner.
    const other = canvas.getByRole('button', { name: 'Accept invitation to Northwind Labs' });
    await expect(other).toBeDisabled();
    await expect(other).not.toHaveAttribute('aria-busy');
  },
};

export const SearchWithoutMatches: Story = {
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search by e-mail or organization' });
    // Status and role are not searched: only the e-mail and the organisation.
    await userEvent.type(search, 'pending');
    await expect(canvas.getByText('No invitations match your search')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'admin');
    await expect(canvas.getByText('No invitations match your search')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'contoso');
    await expect(canvas.getByText('No invitations match your search')).toBeVisible();
    search.blur();
  },
};

export const SearchByOrganisation: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search by e-mail or organization' });
    await userEvent.type(search, 'NORTHWIND');
    await expect(bodyRows(canvasElement)).toHaveLength(1);
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Northwind Labs');

    // And by e-mail, whatever its case.
    await userEvent.clear(search);
    await userEvent.type(search, 'Rao.Dev');
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(2);
    for (const row of rows) await expect(row).toHaveTextContent('bina@rao.dev');

    await userEvent.clear(search);
    await userEvent.type(search, 'acme');
    await expect(bodyRows(canvasElement)).toHaveLength(1);
    search.blur();
  },
};

export const Highlighted: Story = {
  args: { highlightedId: 'inv_northwind' },
  play: async ({ canvasElement }) => {
    const highlighted = canvasElement.querySelectorAll('[data-highlighted]');
    await expect(highlighted).toHaveLength(1);
    const row = highlighted[0]!.closest('tr')!;
    // The invitation from the e-mail link leads the list and is on screen.
    await expect(bodyRows(canvasElement)[0]).toBe(row);
    await expect(row).toHaveTextContent('Northwind Labs');
    await expect(within(row).getByText('From your e-mail link')).toBeVisible();
    const box = row.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(
      within(row).getByRole('button', { name: 'Accept invitation to Northwind Labs' }),
    ).toBeEnabled();
  },
};

const isolatedPhone = { viewport: { value: 'smallPhone', isRotated: false } } as const;

/**
 * 360 px: Email, Role and Status fold into the Organization cell and the buttons stack, so each
 * row fits beside its answers without scrolling sideways; nothing widens the page.
 */
export const Mobile: Story = {
  args: { highlightedId: 'inv_acme' },
  globals: isolatedPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const scroller = canvasElement.querySelector(
      '[data-slot="data-table"] [data-slot="table-container"]',
    );
    await expect(scroller?.scrollWidth).toBeLessThanOrEqual(scroller?.clientWidth ?? 0);
    const headers = within(table(canvasElement)).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(['Organization', 'Action']);

    const acmeRow = rowOf(canvasElement, 'Acme Research');
    const acme = within(acmeRow);
    const [organisation] = cellsOf(acmeRow);
    await expect(organisation!.getByText('From your e-mail link')).toBeVisible();
    await expect(organisation!.getByText('bina.rao@example.com')).toBeVisible();
    await expect(organisation!.getByText('Member')).toBeVisible();
    await expect(organisation!.getByText('PENDING')).toBeVisible();
    const accept = acme.getByRole('button', { name: 'Accept invitation to Acme Research' });
    const decline = acme.getByRole('button', { name: 'Decline invitation to Acme Research' });
    for (const button of [accept, decline]) {
      await expect(button).toBeVisible();
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(cellsOf(rowOf(canvasElement, 'Initech'))[0]!.getByText('REJECTED')).toBeVisible();
  },
};

/** A search without matches keeps its message on a phone (the folded columns do not hide it). */
export const MobileSearchWithoutMatches: Story = {
  globals: isolatedPhone,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'contoso');
    await expect(canvas.getByText('No invitations match your search')).toBeVisible();
    canvas.getByRole('searchbox').blur();
  },
};

export const MobileDark: Story = {
  ...Mobile,
  globals: { ...isolatedPhone, theme: 'dark' },
};

export const Dark: Story = {
  args: { highlightedId: 'inv_acme', respondingId: 'inv_northwind' },
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement).toHaveClass('dark');
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('From your e-mail link');
    await expect(
      canvas.getByRole('button', { name: 'Accept invitation to Northwind Labs' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};
