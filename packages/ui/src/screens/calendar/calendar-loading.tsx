import { Skeleton } from '../../components/skeleton';

/** Two calendars, shaped as they will stand, while they are fetched. */
export function CalendarsPlaceholder() {
  return (
    <ul className="flex flex-col gap-4">
      {[0, 1].map((item) => (
        <li key={item} className="flex flex-col gap-4 rounded-lg border p-4">
          <div className="flex flex-col gap-4 lg:flex-row lg:justify-between">
            <div className="space-y-2">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-72 max-w-full" />
              <Skeleton className="h-4 w-48" />
            </div>
            <div className="flex flex-wrap gap-2">
              {['w-24', 'w-20', 'w-20', 'w-24'].map((width, index) => (
                <Skeleton key={index} className={`h-8 ${width}`} />
              ))}
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A day's heading and its meetings, while they are fetched. */
export function MeetingsPlaceholder() {
  return (
    <div className="flex flex-col gap-3">
      <Skeleton className="h-5 w-24" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex flex-wrap items-center gap-4 py-2">
          <Skeleton className="h-4 w-24" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-48 max-w-full" />
            <Skeleton className="h-3 w-64 max-w-full" />
          </div>
          <Skeleton className="h-5 w-28" />
        </div>
      ))}
    </div>
  );
}
