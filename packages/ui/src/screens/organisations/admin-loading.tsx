import { Card, CardContent, CardHeader } from '../../components/card';
import { Skeleton } from '../../components/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/table';
import { cn } from '../../lib/utils';
import { foldOnPhones } from './member-columns';

const SKELETON_ROWS = 5;

/** The members table's and the two cards' shapes while the members load. */
export function AdminLoading() {
  return (
    <div data-slot="admin-loading" className="space-y-8">
      <p role="status" className="sr-only">
        Loading members...
      </p>
      <Card aria-hidden className="gap-4">
        <CardHeader className="max-sm:px-4">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-4 w-48 max-w-full" />
        </CardHeader>
        <CardContent className="space-y-4 max-sm:px-4">
          <Skeleton className="h-9 w-full max-w-sm" />
          <div className={cn('rounded-md border', foldOnPhones)}>
            <Table>
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  {['Name', 'Email', 'Role', 'Plan', 'Subscription'].map((title) => (
                    <TableHead key={title}>{title}</TableHead>
                  ))}
                  <TableHead />
                </TableRow>
              </TableHeader>
              <TableBody>
                {Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  <TableRow key={index} className="hover:bg-transparent">
                    <TableCell>
                      <Skeleton className="h-4 w-28" />
                    </TableCell>
                    <TableCell>
                      <Skeleton className="h-4 w-40" />
                    </TableCell>
                    <TableCell>
                      <Skeleton className="h-8 w-32" />
                    </TableCell>
                    <TableCell>
                      <Skeleton className="h-5 w-12" />
                    </TableCell>
                    <TableCell>
                      <Skeleton className="h-8 w-22" />
                    </TableCell>
                    <TableCell>
                      <Skeleton className="ml-auto size-8" />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </CardContent>
      </Card>
      <div aria-hidden className="grid items-start gap-6 lg:grid-cols-2">
        {[0, 1].map((card) => (
          <Card key={card} className="gap-4">
            <CardHeader>
              <Skeleton className="h-5 w-36" />
              <Skeleton className="h-4 w-56 max-w-full" />
            </CardHeader>
            <CardContent className="space-y-3">
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-36" />
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
