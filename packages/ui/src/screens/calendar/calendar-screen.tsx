import { CalendarPlusIcon } from 'lucide-react';

import { Button } from '../../components/button';
import { Page } from '../../patterns/page-header';
import { SectionCard, type SectionStatus } from '../../patterns/section-card';
import { AddressSteps } from './address-steps';
import type { CalendarActions } from './calendar-item';
import type {
  CalendarAgentOption,
  CalendarMeetingView,
  CalendarPendingAction,
  CalendarView,
} from './calendar-types';
import { ConnectCalendarDialog, type ConnectCalendarDialogProps } from './connect-calendar-dialog';
import { CALENDARS_LOAD_ERROR, ConnectedCalendars } from './connected-calendars';
import type { MeetingActions } from './meeting-row';
import { RenameCalendarDialog, type RenameCalendarProps } from './rename-calendar-dialog';
import { MEETINGS_LOAD_ERROR, UpcomingMeetings } from './upcoming-meetings';

// The web app reaches the view types through this module (the package exports screens as .tsx).
export type {
  CalendarAgentOption,
  CalendarAutoJoin,
  CalendarConnectRequest,
  CalendarMeetingView,
  CalendarPendingAction,
  CalendarProvider,
  CalendarRule,
  CalendarRuleChange,
  CalendarView,
} from './calendar-types';
export type { ConnectCalendarDialogProps, RenameCalendarProps };
export { CALENDARS_LOAD_ERROR, MEETINGS_LOAD_ERROR };

export interface CalendarScreenProps extends Omit<CalendarActions, 'onRename'>, MeetingActions {
  /** The connected calendars; the page waits for the agents too while 'loading'. */
  calendars: { status: SectionStatus; items: readonly CalendarView[] };
  /** The next 14 days' meetings of every calendar. */
  meetings: { status: SectionStatus; items: readonly CalendarMeetingView[] };
  /** The user's agents, for the rules' and the meetings' agent selects. */
  agents: readonly CalendarAgentOption[];
  /** Requests about calendars in flight (sync, rule, pause, remove): their controls show as busy. */
  pending?: readonly CalendarPendingAction[];
  /** Meetings whose switch or agent is being saved. */
  savingMeetingIds?: readonly string[];
  /** Events without a meeting link (and all-day ones) are listed too, marked as such and without a switch. */
  showUnlinked: boolean;
  onShowUnlinkedChange: (show: boolean) => void;
  /** The 'Connect calendar' dialog, which the container opens, closes and submits. */
  connect: ConnectCalendarDialogProps;
  /** The rename dialog, which the container opens, closes and submits. */
  rename: RenameCalendarProps;
  /** The clock 'Today' and the sync times are read against (stories fix it). */
  now?: () => Date;
}

/**
 * Calendar (/calendar): the calendars connected by their secret iCal address, each with its rule,
 * and the next 14 days of their meetings, where a bot is switched on or off one meeting at a time.
 */
export function CalendarScreen({
  calendars,
  meetings,
  agents,
  pending = [],
  savingMeetingIds = [],
  showUnlinked,
  onShowUnlinkedChange,
  connect,
  rename,
  now: clock = () => new Date(),
  onSyncNow,
  onPausedChange,
  onRemove,
  onRuleChange,
  onSendBotChange,
  onMeetingAgentChange,
}: CalendarScreenProps) {
  const now = clock();
  const openConnect = () => connect.onOpenChange(true);
  const noCalendars = calendars.status === 'ready' && calendars.items.length === 0;
  return (
    <Page
      data-slot="calendar-screen"
      title="Calendar"
      description="Connect a calendar and bots join its meetings by themselves"
      actions={
        <Button className="self-start sm:self-auto" onClick={openConnect}>
          <CalendarPlusIcon aria-hidden />
          Connect calendar
        </Button>
      }
    >
      <ConnectCalendarDialog {...connect} />
      <RenameCalendarDialog
        calendar={calendars.items.find((calendar) => calendar.id === rename.calendarId) ?? null}
        onCalendarIdChange={rename.onCalendarIdChange}
        onRename={rename.onRename}
        busy={rename.busy}
        error={rename.error}
      />

      {noCalendars ? (
        <NoCalendars onConnect={openConnect} />
      ) : (
        <>
          <ConnectedCalendars
            status={calendars.status}
            calendars={calendars.items}
            agents={agents}
            pending={pending}
            now={now}
            actions={{
              onSyncNow,
              onPausedChange,
              onRemove,
              onRuleChange,
              onRename: rename.onCalendarIdChange,
            }}
          />
          <UpcomingMeetings
            meetings={meetings}
            agents={agents}
            savingMeetingIds={savingMeetingIds}
            showCalendar={calendars.items.length > 1}
            showUnlinked={showUnlinked}
            onShowUnlinkedChange={onShowUnlinkedChange}
            now={now}
            actions={{ onSendBotChange, onMeetingAgentChange }}
          />
        </>
      )}
    </Page>
  );
}

/** No calendar yet: where to find its address in Google Calendar and in Outlook, and the way to paste it. */
function NoCalendars({ onConnect }: { onConnect: () => void }) {
  return (
    <SectionCard
      data-slot="no-calendars"
      layout="stack"
      title="Connect your first calendar"
      description="Copy your calendar's secret iCal address, then paste it here. Its meetings with a Google Meet, Zoom or Teams link show on this page, and you choose which get a bot."
    >
      <AddressSteps />
      <Button className="self-start" onClick={onConnect}>
        <CalendarPlusIcon aria-hidden />
        Connect calendar
      </Button>
    </SectionCard>
  );
}
