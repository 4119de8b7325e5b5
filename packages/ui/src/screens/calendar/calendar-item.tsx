import {
  AlertTriangleIcon,
  CalendarDaysIcon,
  PauseIcon,
  PencilIcon,
  PlayIcon,
  RefreshCwIcon,
  Trash2Icon,
} from 'lucide-react';

import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { useTimeZone } from '../../lib/time-zone';
import { cn } from '../../lib/utils';
import { ConfirmButton } from '../../patterns/confirm-dialog';
import { BusyButton } from '../../patterns/submit-area';
import { formatSyncTime, PROVIDER_LABELS, syncSummary } from './calendar-format';
import { CalendarRule } from './calendar-rule';
import type {
  CalendarAgentOption,
  CalendarPendingAction,
  CalendarRuleChange,
  CalendarView,
} from './calendar-types';

export interface CalendarActions {
  onSyncNow: (calendarId: string) => void;
  onPausedChange: (calendarId: string, paused: boolean) => void;
  /** After the user confirms. */
  onRemove: (calendarId: string) => void;
  onRename: (calendarId: string) => void;
  onRuleChange: (calendarId: string, change: CalendarRuleChange) => void;
}

/** One connected calendar: what it is, how its last sync went, what can be done with it, and its rule. */
export function CalendarItem({
  calendar,
  agents,
  pending,
  now,
  actions,
}: {
  calendar: CalendarView;
  agents: readonly CalendarAgentOption[];
  /** Its requests in flight. */
  pending: ReadonlySet<CalendarPendingAction['action']>;
  now: Date;
  actions: CalendarActions;
}) {
  const timeZone = useTimeZone();
  const { id, name } = calendar;
  const failed = calendar.syncError !== null;
  const locked = pending.has('remove');
  return (
    <li
      data-slot="calendar-item"
      data-paused={calendar.paused || undefined}
      className="flex flex-col gap-4 rounded-lg border p-4"
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <CalendarDaysIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <h3 className="font-semibold break-words">{name}</h3>
            {calendar.paused && <Badge variant="secondary">Paused</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">
            {PROVIDER_LABELS[calendar.provider]} ·{' '}
            <span className="font-mono text-xs break-all">{calendar.addressHint}</span>
          </p>
          <p
            data-slot="calendar-sync"
            data-failed={failed || undefined}
            className={cn(
              'flex items-start gap-1.5 text-sm',
              failed
                ? 'w-fit rounded-md border border-destructive/40 bg-destructive/10 px-2 py-1 text-destructive dark:text-red-300'
                : 'text-muted-foreground',
            )}
          >
            {failed && <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0" />}
            <span className="break-words">{syncSummary(calendar, now, timeZone)}</span>
          </p>
          <p className="text-sm text-muted-foreground">
            {calendar.paused
              ? 'Paused: it is not synced until you resume it.'
              : failed && calendar.nextSyncAt
                ? `Trying again at ${formatSyncTime(calendar.nextSyncAt, now, timeZone)}.`
                : meetingCountLine(calendar.meetingCount)}
          </p>
        </div>

        <div className="flex flex-wrap gap-2 lg:justify-end">
          <BusyButton
            variant="outline"
            size="sm"
            busy={pending.has('sync')}
            busyLabel="Syncing..."
            disabled={locked || calendar.paused}
            icon={<RefreshCwIcon aria-hidden />}
            onClick={() => actions.onSyncNow(id)}
          >
            Sync now<span className="sr-only"> ({name})</span>
          </BusyButton>
          <Button
            variant="outline"
            size="sm"
            disabled={locked}
            aria-label={`Rename ${name}`}
            onClick={() => actions.onRename(id)}
          >
            <PencilIcon aria-hidden />
            Rename
          </Button>
          <BusyButton
            variant="outline"
            size="sm"
            busy={pending.has('pause')}
            disabled={locked}
            icon={calendar.paused ? <PlayIcon aria-hidden /> : <PauseIcon aria-hidden />}
            aria-label={`${calendar.paused ? 'Resume' : 'Pause'} ${name}`}
            onClick={() => actions.onPausedChange(id, !calendar.paused)}
          >
            {calendar.paused ? 'Resume' : 'Pause'}
          </BusyButton>
          <ConfirmButton
            title={`Remove ${name}?`}
            description="Its scheduled bots will be cancelled and their credits returned. Meetings its bots already joined stay in Meeting Bots."
            keepLabel="Keep calendar"
            confirmLabel="Remove calendar"
            onConfirm={() => actions.onRemove(id)}
            size="sm"
            busy={pending.has('remove')}
            icon={<Trash2Icon aria-hidden />}
            aria-label={`Remove ${name}`}
          >
            Remove
          </ConfirmButton>
        </div>
      </div>

      <CalendarRule
        calendar={calendar}
        agents={agents}
        saving={pending.has('rule')}
        onRuleChange={actions.onRuleChange}
      />
    </li>
  );
}

function meetingCountLine(count: number): string {
  if (count === 0) return 'No meetings in the next 14 days.';
  return `${count} ${count === 1 ? 'meeting' : 'meetings'} in the next 14 days.`;
}
