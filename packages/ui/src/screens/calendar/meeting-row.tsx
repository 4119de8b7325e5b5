import { useId, type ReactNode } from 'react';
import {
  AlertTriangleIcon,
  CalendarDaysIcon,
  UserIcon,
  VideoIcon,
  VideoOffIcon,
  type LucideIcon,
} from 'lucide-react';
import { MEETING_PLATFORM_NAMES } from '@convene/domain/meeting-links';

import { Label } from '../../components/label';
import { Spinner } from '../../components/spinner';
import { Switch } from '../../components/switch';
import { Link } from '../../lib/navigation';
import { useTimeZone } from '../../lib/time-zone';
import { BotStatusBadge } from '../../patterns/bot-status-badge';
import { CalendarAgentSelect } from './calendar-agent-select';
import { formatTimeRange, isJoinable, organiserLabel } from './calendar-format';
import type { CalendarAgentOption, CalendarMeetingView } from './calendar-types';

export interface MeetingActions {
  /** The 'Send a bot' switch: the meeting's own choice from now on. */
  onSendBotChange: (meetingId: string, sendBot: boolean) => void;
  onMeetingAgentChange: (meetingId: string, agentId: string) => void;
}

/** One upcoming meeting: when, what and whose, and whether a bot goes to it (and which agent). */
export function MeetingRow({
  meeting,
  agents,
  saving,
  showCalendar,
  actions,
}: {
  meeting: CalendarMeetingView;
  agents: readonly CalendarAgentOption[];
  /** Its switch or agent is being saved. */
  saving: boolean;
  /** Several calendars are connected: say which one the meeting is on. */
  showCalendar: boolean;
  actions: MeetingActions;
}) {
  const timeZone = useTimeZone();
  const title = meeting.title.trim() || '(No title)';
  const organiser = organiserLabel(meeting);
  return (
    <li
      data-slot="calendar-meeting"
      className="grid items-start gap-x-4 gap-y-2 py-3 sm:grid-cols-[7.5rem_minmax(0,1fr)] lg:grid-cols-[7.5rem_minmax(0,1fr)_auto]"
    >
      <p className="text-sm font-medium tabular-nums">
        {meeting.allDay ? (
          'All day'
        ) : (
          <time dateTime={meeting.start}>
            {formatTimeRange(meeting.start, meeting.end, timeZone)}
          </time>
        )}
      </p>
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p
            data-slot="calendar-meeting-title"
            className={meeting.title.trim() ? 'font-medium break-words' : 'text-muted-foreground'}
          >
            {title}
          </p>
          {meeting.bot && <BotStatusBadge status={meeting.bot.status} />}
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {meeting.platform ? (
            <Detail icon={VideoIcon}>{MEETING_PLATFORM_NAMES[meeting.platform]}</Detail>
          ) : (
            <Detail icon={VideoOffIcon}>No meeting link</Detail>
          )}
          {organiser && <Detail icon={UserIcon}>Organiser: {organiser}</Detail>}
          {showCalendar && <Detail icon={CalendarDaysIcon}>{meeting.calendarName}</Detail>}
        </p>
        {meeting.problem === 'insufficient_credits' && <CreditsProblem />}
      </div>
      {/* On wide screens the switches and the agents line up from row to row. */}
      <div className="flex flex-wrap items-center gap-3 sm:col-start-2 lg:col-start-auto lg:grid lg:grid-cols-[12rem_12rem]">
        {isJoinable(meeting) ? (
          <BotChoice
            meeting={meeting}
            title={title}
            agents={agents}
            saving={saving}
            actions={actions}
          />
        ) : (
          meeting.meetingUrl && (
            <p className="text-sm text-muted-foreground">Bots do not join all-day events</p>
          )
        )}
      </div>
    </li>
  );
}

function Detail({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5 break-words">
      <Icon aria-hidden className="size-3.5 shrink-0" />
      {children}
    </span>
  );
}

/** The 'Send a bot' switch, and the agent once it is on; locked once the bot is on its way. */
function BotChoice({
  meeting,
  title,
  agents,
  saving,
  actions,
}: {
  meeting: CalendarMeetingView;
  title: string;
  agents: readonly CalendarAgentOption[];
  saving: boolean;
  actions: MeetingActions;
}) {
  const ids = { send: useId(), rule: useId() };
  // A sync never moves a bot that is joining or in the call, and neither does this switch.
  const underway = meeting.bot !== null && meeting.bot.status !== 'scheduled';
  const byRule = meeting.sendBotChoice === null && meeting.sendBot;
  return (
    <>
      <div className="flex items-center gap-2">
        <Switch
          id={ids.send}
          checked={meeting.sendBot}
          disabled={saving || underway}
          aria-busy={saving || undefined}
          aria-describedby={byRule ? ids.rule : undefined}
          onCheckedChange={(sendBot) => actions.onSendBotChange(meeting.id, sendBot)}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor={ids.send} className="font-normal">
            Send a bot<span className="sr-only"> to {title}</span>
          </Label>
          {byRule && (
            <span id={ids.rule} className="text-xs text-muted-foreground">
              By your calendar&rsquo;s rule
            </span>
          )}
        </div>
        {saving && <Spinner aria-hidden className="text-muted-foreground" />}
      </div>
      {meeting.sendBot && (
        <CalendarAgentSelect
          label={`Agent for ${title}`}
          agents={agents}
          value={meeting.agentId}
          disabled={saving || underway}
          onValueChange={(agentId) => actions.onMeetingAgentChange(meeting.id, agentId)}
        />
      )}
    </>
  );
}

/** Its bot's 0.5 credit could not be reserved: said, with the way to buy more. */
function CreditsProblem() {
  return (
    <p
      data-slot="meeting-credits-problem"
      className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-destructive dark:text-red-300"
    >
      <AlertTriangleIcon aria-hidden className="size-4 shrink-0" />
      Not enough credits
      <Link href="/billing" className="font-medium underline underline-offset-4">
        Buy credits
      </Link>
    </p>
  );
}
