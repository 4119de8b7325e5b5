import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColumnDef } from '@tanstack/react-table';
import { Trash2Icon } from 'lucide-react';
import { expect, fn, screen, within } from 'storybook/test';

import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { actionsColumn, DataTable } from './data-table';

interface Member {
  name: string;
  email: string;
  role: 'Admin' | 'Member';
  plan: string;
}

const firstNames = ['Priya', 'Arjun', 'Lena', 'Kwame', 'Sofia', 'Hiro', 'Zara', 'Diego', 'Mia'];
const lastNames = ['Sharma', 'Mehta', 'Fischer', 'Mensah', 'Rossi', 'Tanaka'];

// 27 members: enough for three pages at the default page size of 10.
const members: Member[] = Array.from({ length: 27 }, (_, index) => {
  const first = firstNames[index % firstNames.length] ?? 'Member';
  const last = lastNames[index % lastNames.length] ?? 'Person';
  return {
    name: `${first} ${last} ${index + 1}`,
    email: `${first.toLowerCase()}.${index + 1}@acme.test`,
    role: index === 0 ? 'Admin' : 'Member',
    plan: index % 3 === 0 ? 'teams' : 'free',
  };
});

/* On a phone the Email and Plan columns fold: the e-mail shows under the name. */
const columns: ColumnDef<Member, string>[] = [
  {
    accessorKey: 'name',
    header: 'Name',
    meta: { skeleton: 'h-4 w-32' },
    cell: ({ row }) => (
      <>
        {row.original.name}
        <span className="block text-xs text-muted-foreground sm:hidden">{row.original.email}</span>
      </>
    ),
  },
  { accessorKey: 'email', header: 'Email', meta: { foldOnPhone: true, skeleton: 'h-4 w-40' } },
  {
    accessorKey: 'role',
    header: 'Role',
    enableGlobalFilter: false,
    meta: { skeleton: 'h-5 w-16' },
    cell: ({ getValue }) => (
      <Badge variant={getValue() === 'Admin' ? 'default' : 'secondary'}>{getValue()}</Badge>
    ),
  },
  {
    accessorKey: 'plan',
    header: 'Plan',
    enableGlobalFilter: false,
    meta: { foldOnPhone: true, skeleton: 'h-4 w-12' },
  },
];

const onRemove = fn();

const withRemove: ColumnDef<Member, string>[] = [
  ...columns,
  actionsColumn<Member, string>({
    className: 'justify-end',
    cell: (member) => (
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Remove ${member.name}`}
        onClick={() => onRemove(member.email)}
      >
        <Trash2Icon aria-hidden />
      </Button>
    ),
  }),
];

const meta = {
  title: 'Patterns/DataTable',
  component: DataTable<Member, string>,
  args: {
    columns,
    data: members,
    label: 'Members',
    searchPlaceholder: 'Search by name or email...',
    emptyText: 'No members found.',
  },
} satisfies Meta<typeof DataTable<Member, string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/*
 * While a Radix Select is open it hides the rest of the page with aria-hidden and traps focus in
 * the listbox, so the hidden controls cannot be reached; axe cannot see the trap and reports them.
 */
const radixModalListbox = { id: 'aria-hidden-focus', enabled: false };

function bodyRows(table: HTMLElement) {
  return within(table).getAllByRole('row').slice(1);
}

export const FirstPage: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Members' });
    await expect(bodyRows(table)).toHaveLength(10);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('10');
  },
};

export const SortedByName: Story = {
  play: async ({ canvas, userEvent }) => {
    const header = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const firstRow = bodyRows(canvas.getByRole('table'))[0];
    await expect(firstRow).toHaveTextContent('Zara Sharma 25');
  },
};

export const SearchWithMatches: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'LENA');
    const rows = bodyRows(canvas.getByRole('table'));
    await expect(rows).toHaveLength(3);
    for (const row of rows) await expect(row).toHaveTextContent(/lena/i);
  },
};

export const SearchByEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'arjun.2@');
    await expect(bodyRows(canvas.getByRole('table'))).toHaveLength(1);
  },
};

export const SearchWithoutMatches: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'nobody');
    await expect(canvas.getByText('No members found.')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
  },
};

export const NextPage: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(bodyRows(canvas.getByRole('table'))).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const PageSizeOptions: Story = {
  parameters: { a11y: { config: { rules: [radixModalListbox] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      '10',
      '15',
      '20',
      '25',
      '30',
    ]);
  },
};

export const TwentyPerPage: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '20' }));
    await expect(bodyRows(canvas.getByRole('table'))).toHaveLength(20);
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No members found.')).toBeVisible();
  },
};

export const FirstPageDark: Story = { ...FirstPage, globals: { theme: 'dark' } };

/** Skeleton rows in the columns' shapes; no search box or page controls to use yet. */
export const Loading: Story = {
  args: { data: [], loading: true, loadingLabel: 'Loading members...', skeletonRows: 4 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Members' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading members...');
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(4);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };

/** A short list alone in its card: no search box, no page controls and no frame of its own. */
export const ShortList: Story = {
  args: {
    data: members.slice(0, 12),
    searchPlaceholder: undefined,
    paginated: false,
    frame: 'none',
  },
  play: async ({ canvas }) => {
    await expect(bodyRows(canvas.getByRole('table'))).toHaveLength(12);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByText(/^Page /)).toBeNull();
  },
};

/** A trailing actions column: named for screen readers, never sorted, each button names its row. */
export const WithRowActions: Story = {
  args: { columns: withRemove },
  play: async ({ canvas, userEvent }) => {
    const actions = canvas.getByRole('columnheader', { name: 'Actions' });
    await expect(actions).not.toHaveAttribute('aria-sort');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Arjun Mehta 2' }));
    await expect(onRemove).toHaveBeenCalledWith('arjun.2@acme.test');
  },
};

/** The narrowest phone: Email and Plan fold away, the e-mail shows under the name. */
export const Phone: Story = {
  args: { columns: withRemove },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Name', 'Role', 'Actions']);
    const firstRow = bodyRows(canvas.getByRole('table'))[0]!;
    await expect(within(firstRow).getAllByText('priya.1@acme.test')[0]).toBeVisible();
    await expect(
      within(firstRow).getByRole('button', { name: 'Remove Priya Sharma 1' }),
    ).toBeVisible();
  },
};

export const PhoneDark: Story = { ...Phone, globals: { ...Phone.globals, theme: 'dark' } };
