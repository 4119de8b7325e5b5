/**
 * The signed-in person's time zone: the one pages show times in, and on first sign-in (no zone
 * kept yet) the browser's, saved once and quietly, as no one is asked about it then.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@convene/api-client';
import { isTimeZone, timeZoneOf } from '@convene/domain/time';
import { useApi } from './provider';

type ZoneOwner = Pick<User, 'id' | 'timeZone'>;

/** The zone this browser is set to, when it names one. */
export function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : null;
}

/** The browser's zone, to be saved as the user's when they have none yet. */
export function zoneToSave(user: ZoneOwner | undefined, browser: string | null): string | null {
  return user && user.timeZone === null ? browser : null;
}

/** Times are shown in the user's zone; until the browser's is saved as theirs, in the browser's. */
export function shownTimeZone(user: ZoneOwner | undefined, browser: string | null): string {
  return timeZoneOf(user?.timeZone ?? zoneToSave(user, browser));
}

/** Users whose zone this page load has already saved (StrictMode runs effects twice). */
const saved = new Set<string>();

/** The zone to show times in for the user; the browser's is saved as theirs when they have none. */
export function useUserTimeZone(user: User | undefined): string {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const { mutateAsync: save } = hooks.useMutation('patch', '/user');
  const browser = browserTimeZone();
  const zone = zoneToSave(user, browser);
  const userId = user?.id;
  useEffect(() => {
    if (!zone || !userId || saved.has(userId)) return;
    saved.add(userId);
    save({ body: { timeZone: zone } })
      .then(() =>
        queryClient.invalidateQueries({ queryKey: hooks.queryOptions('get', '/user').queryKey }),
      )
      .catch((error: unknown) => {
        // Times stay in the browser's zone on this page; the next load tries again.
        saved.delete(userId);
        console.error('Saving the browser time zone failed', error);
      });
  }, [zone, userId, save, queryClient, hooks]);
  return shownTimeZone(user, browser);
}
