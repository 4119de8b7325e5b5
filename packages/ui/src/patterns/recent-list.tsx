import type { ComponentProps, ReactNode } from 'react';
import { DASHBOARD_RECENT_COUNT } from '@convene/domain/limits';

import { ButtonLink } from '../components/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '../components/card';
import { EmptyState } from '../components/empty-state';
import { Skeleton } from '../components/skeleton';
import { formatCreatedDate } from '../lib/agent-display';
import { Link } from '../lib/navigation';
import { cn } from '../lib/utils';
import { useTimeZone } from '../lib/time-zone';

/** One line of a recent list: what the item is called, when it was created, and an optional identifier. */
export interface RecentItem {
  name: string;
  createdAt: string;
  /** Shown in monospace under the date, e.g. 'Bot ID: bot_4a1c9e27'. */
  reference?: string;
  /** Shown beside the name, e.g. a meeting bot's status. */
  badge?: ReactNode;
  /** The item's own page: the whole row opens it. */
  href?: string;
}

/** The most recently created items, newest first, whatever order the list arrives in. */
export function recentItems<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, DASHBOARD_RECENT_COUNT);
}

/** 'View all' only makes sense when there are more items than the recent list shows. */
export function hasMoreThanRecent(total: number): boolean {
  return total > DASHBOARD_RECENT_COUNT;
}

export interface RecentListProps {
  title: string;
  /** Where 'View all' leads: the full list. */
  href: string;
  items: readonly RecentItem[];
  /** How many there are in all; 'View all' appears only above what the list shows. */
  total: number;
  loading: boolean;
  /** What the card says when there is nothing yet, with its picture and what to do first. */
  empty: { title: string; description: string } & Pick<
    ComponentProps<typeof EmptyState>,
    'picture' | 'action'
  >;
}

/** A card with the newest few items of a kind, a link to all of them, and loading and empty states. */
export function RecentList({ title, href, items, total, loading, empty }: RecentListProps) {
  const timeZone = useTimeZone();
  const recent = recentItems(items);
  return (
    <Card aria-busy={loading}>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        {!loading && hasMoreThanRecent(total) ? (
          <CardAction>
            <ButtonLink href={href} variant="link" size="sm" className="h-auto p-0">
              View all
            </ButtonLink>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        {loading ? (
          <ul className="space-y-3">
            {Array.from({ length: DASHBOARD_RECENT_COUNT }, (_, index) => (
              <li key={index}>
                <Skeleton className="h-16 w-full" />
              </li>
            ))}
          </ul>
        ) : recent.length === 0 ? (
          <EmptyState {...empty} />
        ) : (
          <ul className="divide-y rounded-lg border">
            {recent.map((item, index) => (
              <li
                key={index}
                className={cn(
                  'px-4 py-3',
                  item.href && 'relative transition-colors hover:bg-accent/60',
                )}
              >
                {item.badge ? (
                  <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                    <ItemName item={item} />
                    {item.badge}
                  </div>
                ) : (
                  <ItemName item={item} />
                )}
                <p className="text-muted-foreground text-sm">
                  Created {formatCreatedDate(item.createdAt, timeZone)}
                </p>
                {item.reference ? (
                  <p className="text-muted-foreground font-mono text-xs break-all">
                    {item.reference}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The item's name; with a page of its own, a link whose hit area is the whole row. */
function ItemName({ item }: { item: RecentItem }) {
  return (
    <p className="font-medium wrap-anywhere">
      {item.href ? (
        <Link href={item.href} className="after:absolute after:inset-0 hover:underline">
          {item.name}
        </Link>
      ) : (
        item.name
      )}
    </p>
  );
}
