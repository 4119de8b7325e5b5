import { useId, useState, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortDirection,
  type SortingState,
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

import { cn } from '../lib/utils';
import { Button } from '../components/button';
import { Input } from '../components/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../components/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../components/table';

/** TanStack Table's own page sizes; the first is its default page size. */
const DATA_TABLE_PAGE_SIZES = [10, 15, 20, 25, 30] as const;

const ARIA_SORT: Record<SortDirection | 'none', 'ascending' | 'descending' | 'none'> = {
  asc: 'ascending',
  desc: 'descending',
  none: 'none',
};

interface DataTableProps<TData, TValue> {
  columns: ColumnDef<TData, TValue>[];
  data: TData[];
  /** Accessible name of the table, e.g. 'Members'. */
  label: string;
  /** Placeholder and accessible name of the search box. */
  searchPlaceholder?: string;
  /** Shown in the body when no row matches the search (or there are no rows). */
  emptyText?: ReactNode;
  className?: string;
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

/**
 * A table with a case-insensitive search over every column that allows global filtering,
 * sortable headers (`aria-sort` on the header cell) and pagination at TanStack's default page size.
 * Columns opt out of search with `enableGlobalFilter: false` and of sorting with `enableSorting: false`.
 */
function DataTable<TData, TValue>({
  columns,
  data,
  label,
  searchPlaceholder = 'Search...',
  emptyText = 'No results.',
  className,
}: DataTableProps<TData, TValue>) {
  const id = useId();
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
    getPaginationRowModel: getPaginationRowModel(),
  });

  const { pageIndex, pageSize } = table.getState().pagination;
  const pageCount = Math.max(table.getPageCount(), 1);

  return (
    <div data-slot="data-table" className={cn('flex flex-col gap-4', className)}>
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

      <div className="rounded-md border">
        <Table aria-label={label}>
          <TableHeader>
            {table.getHeaderGroups().map((headerGroup) => (
              <TableRow key={headerGroup.id}>
                {headerGroup.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const title = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <TableHead
                      key={header.id}
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
                          {sorted === 'asc' ? (
                            <ArrowUpIcon aria-hidden />
                          ) : sorted === 'desc' ? (
                            <ArrowDownIcon aria-hidden />
                          ) : (
                            <ArrowUpDownIcon aria-hidden />
                          )}
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
            {table.getRowModel().rows.length > 0 ? (
              table.getRowModel().rows.map((row) => (
                <TableRow key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <TableCell key={cell.id}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : (
              <TableRow>
                <TableCell
                  colSpan={table.getAllLeafColumns().length}
                  className="h-24 text-center text-muted-foreground"
                >
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-4 text-sm">
        <div className="flex items-center gap-2">
          <span id={`${id}-page-size`}>Rows per page</span>
          <Select
            value={String(pageSize)}
            onValueChange={(size) => table.setPageSize(Number(size))}
          >
            <SelectTrigger size="sm" aria-labelledby={`${id}-page-size`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {DATA_TABLE_PAGE_SIZES.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
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
    </div>
  );
}

export { DataTable, type DataTableProps };
