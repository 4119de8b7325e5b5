import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColumnDef } from '@tanstack/react-table';
import { expect } from 'storybook/test';

import { HistoryTable } from './history-table';

interface Change {
  id: string;
  at: string;
  what: string;
  change: string;
}

const changes: Change[] = [
  { id: 'c3', at: '4 Mar 2026, 10:12', what: 'Meeting bot: Weekly sync', change: '-0.5' },
  { id: 'c2', at: '2 Mar 2026, 09:00', what: 'Bought 10 credits', change: '+10' },
  { id: 'c1', at: '1 Mar 2026, 08:30', what: 'Monthly plan allowance', change: '+3' },
];

const columns: ColumnDef<Change, string>[] = [
  { accessorKey: 'at', header: 'Date', meta: { skeleton: 'h-4 w-28' } },
  { accessorKey: 'what', header: 'What', meta: { skeleton: 'h-4 w-40 max-w-full' } },
  {
    accessorKey: 'change',
    header: 'Change',
    meta: { className: 'text-right tabular-nums', skeleton: 'ml-auto h-4 w-10' },
  },
];

const meta = {
  title: 'Patterns/HistoryTable',
  component: HistoryTable<Change, string>,
  args: {
    columns,
    data: changes,
    label: 'Credit history',
    status: 'ready',
    loadingLabel: 'Loading credit history...',
    skeletonRows: 3,
    rowProps: (change) => ({ 'data-slot': 'history-row', 'data-id': change.id }),
    error: 'Failed to load credit history.',
    empty: {
      title: 'No credit changes yet',
      description: 'Purchases, plan allowances and meeting bot usage will show here.',
    },
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HistoryTable<Change, string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every row shows, newest first as given: no search box and no page controls. */
export const WithRows: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Credit history' });
    await expect(table.querySelectorAll('[data-slot="history-row"]')).toHaveLength(3);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByText('Rows per page')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="history-row"]')).toHaveAttribute(
      'data-id',
      'c3',
    );
  },
};

export const WithRowsDark: Story = { ...WithRows, globals: { theme: 'dark' } };

/** Skeleton rows in the columns' shapes; the loading line is heard. */
export const Loading: Story = {
  args: { status: 'loading', data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading credit history...');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The error, not an empty state: the record could not be read. */
export const Failed: Story = {
  args: { status: 'error', data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load credit history.');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Nothing has happened yet: said in words, without a picture. */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No credit changes yet')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="illustration"]')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
