import { useId, useState, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type RowData,
  type SortDirection,
  type SortingState,
  type Table as TanStackTable,
} from '@tanstack/react-table';
import {
  ArrowDownIcon,
  ArrowUpDownIcon,
  ArrowUpIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  SearchIcon,
  type LucideIcon,
} from 'lucide-react';
import { cva, type VariantProps } from 'class-variance-authority';

import { Button } from '../components/button';
import { Input } from '../components/input';
import { Skeleton } from '../components/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../components/table';
import { cn } from '../lib/utils';
import { OptionSelect, selectOptions } from './select-field';

declare module '@tanstack/react-table' {
  // The type parameters must match TanStack's own declaration of ColumnMeta.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of the header cell and the body cells, e.g. 'text-right tabular-nums'. */
    className?: string;
    /** Classes of the body cells only (not of the skeletons' cells, which `skeleton` sizes). */
    cellClassName?: string;
    /**
     * Hidden below 640 px: the row's main cell shows what matters of it instead (with `sm:hidden`),
     * so the row fits a phone without scrolling sideways.
     */
    foldOnPhone?: boolean;
    /** The placeholder's size while the table loads; several stand side by side (a row's buttons). */
    skeleton?: string | readonly string[];
  }
}

/** TanStack Table's own page sizes; the first is its default page size. */
const PAGE_SIZE_OPTIONS = selectOptions(['10', '15', '20', '25', '30'], (size) => size);

const ARIA_SORT: Record<SortDirection | 'none', 'ascending' | 'descending' | 'none'> = {
  asc: 'ascending',
  desc: 'descending',
  none: 'none',
};

/*
 * `none` suits a table that is all its card holds (no search box, no page controls): the card is
 * its frame already.
 */
const frameVariants = cva('', {
  variants: { frame: { border: 'rounded-md border', none: '' } },
  defaultVariants: { frame: 'border' },
});

/** What a row carries besides its cells: data attributes a screen styles or tests by, and classes. */
type DataTableRowProps = { className?: string } & {
  [attribute: `data-${string}`]: string | undefined;
};

interface DataTableProps<TData, TValue> extends VariantProps<typeof frameVariants> {
  columns: ColumnDef<TData, TValue>[];
  data: TData[];
  /** Accessible name of the table, e.g. 'Members'. */
  label: string;
  /** Placeholder and accessible name of the search box; without it the table has no search. */
  searchPlaceholder?: string;
  /** Shown in the body when no row matches the search; by default 'No members match your search'. */
  emptyText?: ReactNode;
  /** false for a short list: every row shows and there are no page controls. */
  paginated?: boolean;
  /** Skeleton rows in the columns' shapes instead of the data; the table is aria-busy. */
  loading?: boolean;
  /** Read out while loading; by default from the label, e.g. 'Loading members...'. */
  loadingLabel?: string;
  skeletonRows?: number;
  rowProps?: (row: TData) => DataTableRowProps;
  className?: string;
}

function columnClass<TData>(column: Column<TData>, cell: boolean) {
  const meta = column.columnDef.meta;
  return cn(meta?.className, cell && meta?.cellClassName, meta?.foldOnPhone && 'max-sm:hidden');
}

function PageButton({
  label,
  icon: Icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="outline"
      size="icon"
      className="size-8"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden />
    </Button>
  );
}

function Pagination<TData>({ table }: { table: TanStackTable<TData> }) {
  const id = useId();
  const { pageIndex, pageSize } = table.getState().pagination;
  const pageCount = Math.max(table.getPageCount(), 1);
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 text-sm">
      <div className="flex items-center gap-2">
        <span id={`${id}-page-size`}>Rows per page</span>
        <OptionSelect
          size="sm"
          aria-labelledby={`${id}-page-size`}
          options={PAGE_SIZE_OPTIONS}
          value={String(pageSize)}
          onValueChange={(size) => table.setPageSize(Number(size))}
        />
      </div>
      <div className="flex items-center gap-2">
        <span aria-live="polite">
          Page {pageIndex + 1} of {pageCount}
        </span>
        <PageButton
          label="Previous page"
          icon={ChevronLeftIcon}
          disabled={!table.getCanPreviousPage()}
          onClick={() => table.previousPage()}
        />
        <PageButton
          label="Next page"
          icon={ChevronRightIcon}
          disabled={!table.getCanNextPage()}
          onClick={() => table.nextPage()}
        />
      </div>
    </div>
  );
}

function SortIcon({ sorted }: { sorted: false | SortDirection }) {
  if (sorted === 'asc') return <ArrowUpIcon aria-hidden />;
  if (sorted === 'desc') return <ArrowDownIcon aria-hidden />;
  return <ArrowUpDownIcon aria-hidden />;
}

function SkeletonCell<TData>({ column }: { column: Column<TData> }) {
  const skeleton = column.columnDef.meta?.skeleton ?? 'h-4 w-24';
  return (
    <TableCell className={columnClass(column, false)}>
      {typeof skeleton === 'string' ? (
        <Skeleton className={skeleton} />
      ) : (
        <div className="flex gap-2">
          {skeleton.map((size, index) => (
            <Skeleton key={index} className={size} />
          ))}
        </div>
      )}
    </TableCell>
  );
}

/**
 * The app's table of records: use it wherever rows of the same kind are listed under column
 * headers (members, invitations, runs, credit changes), so every such list searches, sorts, pages,
 * loads and folds onto a phone alike.
 *
 * Search is case-insensitive over every column that allows global filtering (opt out per column
 * with `enableGlobalFilter: false`); a column with an accessor sorts from its header, which carries
 * `aria-sort` (opt out with `enableSorting: false`). Pages hold TanStack's default page size.
 * Column `meta` sets classes, folding on phones and the skeleton's size (see ColumnMeta above).
 */
function DataTable<TData, TValue>({
  columns,
  data,
  label,
  searchPlaceholder,
  emptyText = searchPlaceholder === undefined
    ? 'No results.'
    : `No ${label.toLowerCase()} match your search`,
  paginated = true,
  loading = false,
  loadingLabel = `Loading ${label.toLowerCase()}...`,
  skeletonRows = 5,
  rowProps,
  frame,
  className,
}: DataTableProps<TData, TValue>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [globalFilter, setGlobalFilter] = useState('');

  // TanStack returns functions that the React Compiler must not memoise.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    state: { sorting, globalFilter },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    globalFilterFn: 'includesString',
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    ...(paginated ? { getPaginationRowModel: getPaginationRowModel() } : {}),
  });

  const rows = table.getRowModel().rows;
  const leafColumns = table.getVisibleLeafColumns();

  return (
    <div data-slot="data-table" className={cn('flex flex-col gap-4', className)}>
      {loading && (
        <p role="status" className="sr-only">
          {loadingLabel}
        </p>
      )}
      {searchPlaceholder !== undefined &&
        (loading ? (
          <Skeleton aria-hidden className="h-9 w-full max-w-sm" />
        ) : (
          <div className="relative max-w-sm">
            <SearchIcon
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="search"
              aria-label={searchPlaceholder}
              placeholder={searchPlaceholder}
              value={globalFilter}
              onChange={(event) => {
                setGlobalFilter(event.target.value);
                table.setPageIndex(0);
              }}
              className="pl-8"
            />
          </div>
        ))}

      <div className={frameVariants({ frame })}>
        <Table aria-label={label} aria-busy={loading || undefined}>
          <TableHeader>
            {table.getHeaderGroups().map((headerGroup) => (
              <TableRow key={headerGroup.id}>
                {headerGroup.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort() && !loading;
                  const title = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <TableHead
                      key={header.id}
                      className={columnClass(header.column, false)}
                      aria-sort={canSort ? ARIA_SORT[sorted || 'none'] : undefined}
                    >
                      {canSort ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="-ml-3"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {title}
                          <SortIcon sorted={sorted} />
                        </Button>
                      ) : (
                        title
                      )}
                    </TableHead>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {loading ? (
              Array.from({ length: skeletonRows }, (_, index) => (
                <TableRow key={index} aria-hidden className="hover:bg-transparent">
                  {leafColumns.map((column) => (
                    <SkeletonCell key={column.id} column={column} />
                  ))}
                </TableRow>
              ))
            ) : rows.length > 0 ? (
              rows.map((row) => {
                const { className: rowClassName, ...rowAttributes } =
                  rowProps?.(row.original) ?? {};
                return (
                  <TableRow key={row.id} className={rowClassName} {...rowAttributes}>
                    {row.getVisibleCells().map((cell) => (
                      <TableCell key={cell.id} className={columnClass(cell.column, true)}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })
            ) : (
              <TableRow>
                <TableCell
                  colSpan={leafColumns.length}
                  className="h-24 text-center text-muted-foreground"
                >
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>

      {paginated && !loading && <Pagination table={table} />}
    </div>
  );
}

function ActionsHeader() {
  return <span className="sr-only">Actions</span>;
}

/**
 * The trailing column of a row's buttons: never sorted or searched, titled 'Actions' for screen
 * readers only unless `header` gives it a visible title. `className` lays the buttons out.
 */
function actionsColumn<TData, TValue = unknown>({
  header,
  cell,
  className,
  skeleton = 'ml-auto size-8',
}: {
  header?: string;
  cell: (row: TData) => ReactNode;
  className?: string;
  skeleton?: string | readonly string[];
}): ColumnDef<TData, TValue> {
  return {
    id: 'actions',
    header: header ?? ActionsHeader,
    enableSorting: false,
    enableGlobalFilter: false,
    meta: { skeleton },
    cell: ({ row }) => <div className={cn('flex gap-2', className)}>{cell(row.original)}</div>,
  };
}

export { actionsColumn, DataTable, type DataTableProps, type DataTableRowProps };
