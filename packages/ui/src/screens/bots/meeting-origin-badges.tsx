import {
  CalendarDaysIcon,
  FileUpIcon,
  FlaskConicalIcon,
  InfoIcon,
  SparklesIcon,
} from 'lucide-react';
import { SAMPLE_MEETING_NOTICE } from '@convene/domain/onboarding';

import { Badge } from '../../components/badge';
import { cn } from '../../lib/utils';
import type { MeetingCalendar } from './meeting-types';

/**
 * Where a meeting came from when it was not a link pasted by hand: a connected calendar, the
 * simulator, or an uploaded transcript.
 */
export function MeetingOriginBadges({
  simulated,
  imported,
  sample = false,
  calendar = null,
}: {
  simulated: boolean;
  imported: boolean;
  /** The account's made-up sample meeting. */
  sample?: boolean;
  /** The calendar the bot was sent from. */
  calendar?: MeetingCalendar | null;
}) {
  return (
    <>
      {calendar && (
        <Badge
          variant="outline"
          data-slot="calendar-marker"
          title={`From calendar ${calendar.calendarName}`}
        >
          <CalendarDaysIcon aria-hidden />
          <span aria-hidden>Calendar</span>
          <span className="sr-only">From calendar {calendar.calendarName}</span>
        </Badge>
      )}
      {sample && (
        <Badge variant="outline" title="A made-up meeting to show what a meeting looks like">
          <SparklesIcon aria-hidden />
          Sample
        </Badge>
      )}
      {simulated && (
        <Badge variant="outline" title="A simulated meeting, not a real call">
          <FlaskConicalIcon aria-hidden />
          Simulated
        </Badge>
      )}
      {imported && (
        <Badge variant="outline" title="Imported from a transcript file, not joined by a bot">
          <FileUpIcon aria-hidden />
          Imported
        </Badge>
      )}
    </>
  );
}

/** Said wherever the sample meeting shows, beside its 'Sample' badge. */
export function SampleMeetingNotice({ className }: { className?: string }) {
  return (
    <p
      data-slot="sample-meeting-notice"
      className={cn('flex items-start gap-2 text-sm text-muted-foreground', className)}
    >
      <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
      {SAMPLE_MEETING_NOTICE}
    </p>
  );
}
