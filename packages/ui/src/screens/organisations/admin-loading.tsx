import { Card, CardContent, CardHeader } from '../../components/card';
import { Skeleton } from '../../components/skeleton';
import { CardSkeleton } from '../../patterns/card-skeleton';
import { DataTable } from '../../patterns/data-table';
import { MEMBER_SEARCH, memberColumns } from './member-columns';

/** The members table's and the two cards' shapes while the members load. */
export function AdminLoading() {
  return (
    <div data-slot="admin-loading" className="space-y-8">
      <Card className="gap-4">
        <CardHeader aria-hidden className="max-sm:px-4">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-4 w-48 max-w-full" />
        </CardHeader>
        <CardContent className="max-sm:px-4">
          <DataTable
            columns={memberColumns}
            data={[]}
            label="Members"
            searchPlaceholder={MEMBER_SEARCH}
            loading
          />
        </CardContent>
      </Card>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <CardSkeleton
          count={2}
          density="compact"
          description="w-56"
          lines={['h-9 w-full', 'h-9 w-36']}
        />
      </div>
    </div>
  );
}
