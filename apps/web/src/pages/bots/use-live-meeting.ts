/**
 * Follows a bot's meeting on its live stream while the bot is on its way in, in the call or being
 * processed: each event from where the details were read (their cursor), resuming after the last
 * event's id when the connection drops, so no line is lost or shown twice. A status change reads
 * the details again; `final` reads them once more (the processed transcript) and stops.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { ApiError, type BotDetails, type LiveAgentActivity } from '@convene/api-client';
import { useApi } from '../../api/provider';
import { readEventStream } from '../../lib/event-stream';
import {
  agentActivityOf,
  applyLiveEvent,
  EMPTY_LIVE_MEETING,
  followsLive,
  liveEffectOf,
  reconnectDelayMs,
  type LiveMeetingState,
} from './live-meeting-rules';

export type LiveConnection = 'connecting' | 'live' | 'reconnecting';

export interface LiveMeeting {
  state: LiveMeetingState;
  connection: LiveConnection;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** A refusal that trying again will not change (signed out, or not the user's bot). */
const isFinalRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 404);

export function useLiveMeeting(
  botId: string,
  details: BotDetails | undefined,
  {
    readDetails,
    onAgent,
  }: {
    /** Reads the details again (a status changed, or the final transcript is ready). */
    readDetails: () => Promise<unknown>;
    /** Each thing the agent does, as it happens (the page plays its clips when listening). */
    onAgent: (activity: LiveAgentActivity) => void;
  },
): LiveMeeting {
  const { client } = useApi();
  const following = followsLive(details);
  const [state, setState] = useState<LiveMeetingState>(EMPTY_LIVE_MEETING);
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  // The stream starts where the details that started it were read; later reads do not restart it.
  const startCursor = useEffectEvent(() => details?.live?.cursor ?? 0);
  const detailsStale = useEffectEvent(() => readDetails());
  const agentActed = useEffectEvent((activity: LiveAgentActivity) => onAgent(activity));

  useEffect(() => {
    if (!following) return;
    const controller = new AbortController();
    const { signal } = controller;
    let after = startCursor();

    async function follow(): Promise<void> {
      for (let attempt = 1; !signal.aborted; attempt++) {
        try {
          const { data } = await client.GET('/meeting-bot/live/{id}', {
            params: { path: { id: botId }, query: { after } },
            parseAs: 'stream',
            signal,
          });
          if (!data) throw new Error('No stream');
          setConnection('live');
          attempt = 0;
          for await (const event of readEventStream(data)) {
            if (event.id) after = Number(event.id);
            setState((earlier) => applyLiveEvent(earlier, event));
            const activity = agentActivityOf(event);
            if (activity) agentActed(activity);
            const effect = liveEffectOf(event);
            if (effect === 'read details') void detailsStale();
            if (effect === 'final') {
              // The processed transcript replaces what came live, in one step on the page.
              await detailsStale();
              setState(EMPTY_LIVE_MEETING);
              return;
            }
          }
          // The server ended the stream with no final (the bot is over): the details say how.
          await detailsStale();
        } catch (error) {
          if (signal.aborted || isFinalRefusal(error)) return;
        }
        if (signal.aborted) return;
        setConnection('reconnecting');
        // While the stream is down the details still show where the bot is.
        void detailsStale();
        await pause(reconnectDelayMs(Math.max(attempt, 1)), signal);
      }
    }
    void follow();
    return () => {
      controller.abort();
      setState(EMPTY_LIVE_MEETING);
      setConnection('connecting');
    };
  }, [following, botId, client]);

  return { state, connection };
}
