import { useState } from 'react';
import { ApiError } from '@convene/api-client';
import {
  CalendarScreen,
  type CalendarPendingAction,
} from '@convene/ui/screens/calendar/calendar-screen';
import { useApi } from '../../api/provider';
import { pageTitle } from '../../lib/page-title';
import { useKeyedSingleFlight, useSingleFlight } from '../../lib/single-flight';
import { toast } from '../../lib/toasts';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';
import { useAiAgents } from '../agents/agent-queries';
import { useCalendarData } from './calendar-queries';

const LOAD_ERROR = 'Failed to load your calendars';
const CONNECTED = 'Calendar connected. Its meetings appear once it has synced.';
const CONNECT_FAILED = 'Failed to connect the calendar. Please try again.';
const REMOVED = 'Calendar removed';

const status = (query: { isPending: boolean; isError: boolean; data?: unknown }) =>
  query.isPending ? 'loading' : query.isError && query.data === undefined ? 'error' : 'ready';

/**
 * /calendar: the calendars connected by their secret iCal address, their rules, and the next 14
 * days of their meetings, where a bot is switched on or off one meeting at a time.
 */
export default function CalendarPage() {
  const { hooks } = useApi();
  const [showUnlinked, setShowUnlinked] = useState(false);
  const { calendars, meetings, refresh } = useCalendarData(showUnlinked);
  const agents = useAiAgents();
  useLoadErrorToast(calendars.isError && !calendars.data, LOAD_ERROR);

  const [pending, setPending] = useState<CalendarPendingAction[]>([]);
  const [savingMeetingIds, setSavingMeetingIds] = useState<string[]>([]);
  const [connectOpen, setConnectOpen] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const connectOnce = useSingleFlight();
  // A double click lands before the busy re-render: one change at a time per calendar and meeting.
  const oneAtATime = useKeyedSingleFlight();

  const connect = hooks.useMutation('post', '/calendars');
  const update = hooks.useMutation('patch', '/calendars/{id}');
  const rename = hooks.useMutation('patch', '/calendars/{id}');
  const remove = hooks.useMutation('delete', '/calendars/{id}');
  const sync = hooks.useMutation('post', '/calendars/{id}/sync');
  const updateMeeting = hooks.useMutation('put', '/calendar-meetings/{id}');

  /** Runs a change to a calendar with its control busy, then reads the page again. */
  const calendarAction = (
    calendarId: string,
    action: CalendarPendingAction['action'],
    run: () => Promise<unknown>,
    done?: string,
  ) => {
    const entry = { calendarId, action };
    oneAtATime(`${calendarId}:${action}`, () => {
      setPending((now) => [...now, entry]);
      return (
        run()
          .then(() => done && toast.success(done))
          .catch((error: unknown) => toast.error(ApiError.of(error).message))
          // Busy until read back: a select freed sooner would show the old value for a moment.
          .then(refresh)
          .finally(() => setPending((now) => now.filter((other) => other !== entry)))
      );
    });
  };

  const meetingChange = (
    meetingId: string,
    body: { sendBot: boolean | null; agentId?: string | null },
  ) => {
    oneAtATime(`meeting:${meetingId}`, () => {
      setSavingMeetingIds((now) => [...now, meetingId]);
      return updateMeeting
        .mutateAsync({ params: { path: { id: meetingId } }, body })
        .catch((error: unknown) => toast.error(ApiError.of(error).message))
        .then(refresh)
        .finally(() => setSavingMeetingIds((now) => now.filter((id) => id !== meetingId)));
    });
  };
  const meetingById = (id: string) => meetings.data?.meetings.find((meeting) => meeting.id === id);

  return (
    <>
      <title>{pageTitle('Calendar')}</title>
      <CalendarScreen
        calendars={{
          // The selects need the agents: the page waits for both.
          status: agents.isPending ? 'loading' : status(calendars),
          items: calendars.data?.calendars ?? [],
        }}
        meetings={{ status: status(meetings), items: meetings.data?.meetings ?? [] }}
        agents={(agents.data?.agents ?? []).map((agent) => ({
          id: agent.agentId,
          name: agent.agentName,
        }))}
        pending={pending}
        savingMeetingIds={savingMeetingIds}
        showUnlinked={showUnlinked}
        onShowUnlinkedChange={setShowUnlinked}
        connect={{
          open: connectOpen,
          onOpenChange: (open) => {
            // Each opening starts without the last attempt's refusal.
            connect.reset();
            setConnectOpen(open);
          },
          onConnect: (request) =>
            connectOnce(() =>
              connect
                .mutateAsync({
                  body: {
                    address: request.address,
                    ...(request.name ? { name: request.name } : {}),
                  },
                })
                .then(() => {
                  toast.success(CONNECTED);
                  setConnectOpen(false);
                  void refresh();
                }),
            ),
          busy: connect.isPending,
          error: connect.isError ? ApiError.of(connect.error).message || CONNECT_FAILED : null,
        }}
        rename={{
          calendarId: renaming,
          onCalendarIdChange: (id) => {
            rename.reset();
            setRenaming(id);
          },
          onRename: (calendarId, name) =>
            oneAtATime(`${calendarId}:rename`, () =>
              rename
                .mutateAsync({ params: { path: { id: calendarId } }, body: { name } })
                .then(() => {
                  setRenaming(null);
                  void refresh();
                }),
            ),
          busy: rename.isPending,
          error: rename.isError ? ApiError.of(rename.error).message : null,
        }}
        onSyncNow={(calendarId) =>
          calendarAction(calendarId, 'sync', () =>
            sync.mutateAsync({ params: { path: { id: calendarId } } }),
          )
        }
        onPausedChange={(calendarId, paused) =>
          calendarAction(calendarId, 'pause', () =>
            update.mutateAsync({ params: { path: { id: calendarId } }, body: { paused } }),
          )
        }
        onRemove={(calendarId) =>
          calendarAction(
            calendarId,
            'remove',
            () => remove.mutateAsync({ params: { path: { id: calendarId } } }),
            REMOVED,
          )
        }
        onRuleChange={(calendarId, rule) =>
          calendarAction(calendarId, 'rule', () =>
            update.mutateAsync({ params: { path: { id: calendarId } }, body: rule }),
          )
        }
        onSendBotChange={(meetingId, sendBot) => meetingChange(meetingId, { sendBot })}
        onMeetingAgentChange={(meetingId, agentId) =>
          meetingChange(meetingId, {
            sendBot: meetingById(meetingId)?.sendBotChoice ?? null,
            agentId,
          })
        }
      />
    </>
  );
}
