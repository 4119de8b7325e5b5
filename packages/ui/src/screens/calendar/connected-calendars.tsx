import { SectionCard, SectionStates, type SectionStatus } from '../../patterns/section-card';
import { CalendarItem, type CalendarActions } from './calendar-item';
import { CalendarsPlaceholder } from './calendar-loading';
import type { CalendarAgentOption, CalendarPendingAction, CalendarView } from './calendar-types';

export const CALENDARS_LOAD_ERROR = 'Failed to load your calendars.';

/** The calendars connected so far, each with its last sync, its actions and its rule. */
export function ConnectedCalendars({
  status,
  calendars,
  agents,
  pending,
  now,
  actions,
}: {
  status: SectionStatus;
  calendars: readonly CalendarView[];
  agents: readonly CalendarAgentOption[];
  pending: readonly CalendarPendingAction[];
  now: Date;
  actions: CalendarActions;
}) {
  return (
    <SectionCard
      data-slot="connected-calendars"
      density="compact"
      title="Connected calendars"
      description="Each is read every few minutes. Its rule decides which meetings get a bot without you switching each one on."
    >
      <SectionStates
        status={status}
        loadingLabel="Loading your calendars..."
        placeholder={<CalendarsPlaceholder />}
        error={CALENDARS_LOAD_ERROR}
      >
        <ul aria-label="Connected calendars" className="flex flex-col gap-4">
          {calendars.map((calendar) => (
            <CalendarItem
              key={calendar.id}
              calendar={calendar}
              agents={agents}
              pending={
                new Set(
                  pending
                    .filter((request) => request.calendarId === calendar.id)
                    .map((request) => request.action),
                )
              }
              now={now}
              actions={actions}
            />
          ))}
        </ul>
      </SectionStates>
    </SectionCard>
  );
}
