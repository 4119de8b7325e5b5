import { useId, type ReactNode } from 'react';
import { timeZoneTitle } from '@convene/domain/time';

import { Checkbox } from '../../components/checkbox';
import { Label } from '../../components/label';
import { useTimeZone } from '../../lib/time-zone';
import { SectionCard, SectionStates, type SectionStatus } from '../../patterns/section-card';
import { MeetingsPlaceholder } from './calendar-loading';
import { isJoinable, meetingsByDay } from './calendar-format';
import type { CalendarAgentOption, CalendarMeetingView } from './calendar-types';
import { MeetingRow, type MeetingActions } from './meeting-row';

export const MEETINGS_LOAD_ERROR = 'Failed to load upcoming meetings.';

/** The next 14 days' meetings by day, in the viewer's zone, each with its 'Send a bot' switch. */
export function UpcomingMeetings({
  meetings,
  agents,
  savingMeetingIds,
  showCalendar,
  showUnlinked,
  onShowUnlinkedChange,
  now,
  actions,
}: {
  meetings: { status: SectionStatus; items: readonly CalendarMeetingView[] };
  agents: readonly CalendarAgentOption[];
  savingMeetingIds: readonly string[];
  showCalendar: boolean;
  showUnlinked: boolean;
  onShowUnlinkedChange: (show: boolean) => void;
  now: Date;
  actions: MeetingActions;
}) {
  const timeZone = useTimeZone();
  const toggleId = useId();
  const shown = showUnlinked ? meetings.items : meetings.items.filter(isJoinable);
  const days = meetingsByDay(shown, timeZone, now);
  return (
    <SectionCard
      data-slot="upcoming-meetings"
      density="compact"
      layout="stack"
      title="Upcoming meetings"
      description={`The next 14 days. Times are ${timeZoneTitle(timeZone, now)}.`}
    >
      <div className="flex items-center gap-2">
        <Checkbox
          id={toggleId}
          checked={showUnlinked}
          onCheckedChange={(checked) => onShowUnlinkedChange(checked === true)}
        />
        <Label htmlFor={toggleId} className="font-normal">
          Show events without a meeting link
        </Label>
      </div>
      <SectionStates
        status={meetings.status}
        loadingLabel="Loading upcoming meetings..."
        placeholder={<MeetingsPlaceholder />}
        error={MEETINGS_LOAD_ERROR}
        empty={
          days.length === 0
            ? {
                title: 'No meetings in the next 14 days',
                description: showUnlinked
                  ? 'Events in your calendars show here after their next sync.'
                  : 'Meetings with a Google Meet, Zoom or Teams link show here after their calendar’s next sync.',
              }
            : undefined
        }
      >
        <div className="flex flex-col gap-6">
          {days.map((day) => (
            <MeetingDay key={day.key} heading={day.heading}>
              {day.meetings.map((meeting) => (
                <MeetingRow
                  key={meeting.id}
                  meeting={meeting}
                  agents={agents}
                  saving={savingMeetingIds.includes(meeting.id)}
                  showCalendar={showCalendar}
                  actions={actions}
                />
              ))}
            </MeetingDay>
          ))}
        </div>
      </SectionStates>
    </SectionCard>
  );
}

function MeetingDay({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-slot="meeting-day">
      <h3 id={headingId} className="border-b pb-2 text-sm font-semibold">
        {heading}
      </h3>
      <ul aria-labelledby={headingId} className="divide-y">
        {children}
      </ul>
    </section>
  );
}
