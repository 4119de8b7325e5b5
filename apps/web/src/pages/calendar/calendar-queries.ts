import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CalendarList } from '@convene/api-client';
import { useApi } from '../../api/provider';

/** While a calendar waits for a sync that is due (just connected, 'Sync now'), it is read this often. */
const SYNC_DUE_REFRESH_MS = 2_000;
/** Otherwise the page follows the calendars' own syncs, and the bots' statuses, at this pace. */
const IDLE_REFRESH_MS = 60_000;

/** How soon to read the calendars again: soon while a sync is due, so its outcome shows. */
export function calendarsRefreshInterval(list: CalendarList | undefined, now = Date.now()): number {
  const due = list?.calendars.some(
    (calendar) =>
      !calendar.paused &&
      calendar.nextSyncAt !== null &&
      Date.parse(calendar.nextSyncAt) <= now &&
      (calendar.lastAttemptAt === null ||
        Date.parse(calendar.lastAttemptAt) < Date.parse(calendar.nextSyncAt)),
  );
  return due ? SYNC_DUE_REFRESH_MS : IDLE_REFRESH_MS;
}

/** What changes when any calendar has tried a sync: its meetings may have changed with it. */
export function syncAttempts(list: CalendarList | undefined): string {
  return (list?.calendars ?? [])
    .map((calendar) => `${calendar.id}@${calendar.lastAttemptAt}`)
    .join();
}

/** GET /calendars and GET /calendar-meetings, read together, and how to read them again after a change. */
export function useCalendarData(withoutLink: boolean) {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const calendars = hooks.useQuery('get', '/calendars', undefined, {
    refetchInterval: (query) => calendarsRefreshInterval(query.state.data),
  });
  const interval = calendarsRefreshInterval(calendars.data);
  const meetings = hooks.useQuery(
    'get',
    '/calendar-meetings',
    { params: { query: { withoutLink } } },
    { refetchInterval: interval, placeholderData: (earlier) => earlier },
  );
  const invalidate = (path: '/calendars' | '/calendar-meetings' | '/meeting-bot/list' | '/user') =>
    queryClient.invalidateQueries({
      queryKey: hooks.queryOptions('get', path).queryKey.slice(0, 2),
    });
  const refresh = () =>
    Promise.all(
      (['/calendars', '/calendar-meetings', '/meeting-bot/list', '/user'] as const).map(invalidate),
    );

  /*
   * The meetings may be read just before a sync commits and the calendars just after, which ends the
   * quick reads: so a sync the calendars show as tried reads the meetings again.
   */
  const attempts = syncAttempts(calendars.data);
  const seenAttempts = useRef(attempts);
  useEffect(() => {
    if (attempts === seenAttempts.current) return;
    const first = seenAttempts.current === '';
    seenAttempts.current = attempts;
    if (!first) void invalidate('/calendar-meetings');
  });
  return { calendars, meetings, refresh };
}
