/**
 * A meeting followed live (GET /meeting-bot/live/{id}): what the stream's events add to the
 * details the page read, kept as plain state so the page's rules are tested without a browser.
 * Lines are placed by the time they were said and are never shown twice (a line read with the
 * details and logged after their cursor comes again on the stream, with the same key).
 */
import type {
  BotDetails,
  LiveAgentActivity,
  LiveLine,
  LivePartial,
  LiveParticipantChange,
  MeetingBotStatus,
  TranscriptSegment,
} from '@convene/api-client';
import type { ServerEvent } from '../../lib/event-stream';

/** A bot whose meeting the page follows on the stream rather than by reading it again. */
const FOLLOWED_STATUSES: ReadonlySet<MeetingBotStatus> = new Set([
  'joining',
  'waiting_room',
  'in_call',
  'ended',
  'processing',
]);

/** Whether the page should follow the bot's live stream: on its way in, in the call, or until processed. */
export function followsLive(details: BotDetails | undefined): boolean {
  return (
    details?.live != null && FOLLOWED_STATUSES.has(details.bot.status) && !details.bot.processed
  );
}

/** Whether the page shows the meeting as it happens: the bot is in its call. */
export function showsLive(details: BotDetails): boolean {
  return followsLive(details) && details.bot.status === 'in_call';
}

export interface LiveMeetingState {
  /** Lines heard on the stream, in the order they came. */
  lines: LiveLine[];
  /** Words being said now, by their line's key. */
  partials: LivePartial[];
  /** Who joined while the page watched. */
  joined: string[];
  agent: LiveAgentActivity | null;
}

export const EMPTY_LIVE_MEETING: LiveMeetingState = {
  lines: [],
  partials: [],
  joined: [],
  agent: null,
};

/** What an event asks of the page beyond its state: read the details again, or stop following. */
export type LiveEffect = 'none' | 'read details' | 'final';

export function liveEffectOf(event: ServerEvent): LiveEffect {
  if (event.event === 'status') return 'read details';
  return event.event === 'final' ? 'final' : 'none';
}

function parsed<T>(data: string): T | null {
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}

/** What the agent is doing, when the event says. */
export function agentActivityOf(event: ServerEvent): LiveAgentActivity | null {
  return event.event === 'agent' ? parsed<LiveAgentActivity>(event.data) : null;
}

/** The state after one event of the stream; events it does not know change nothing. */
export function applyLiveEvent(state: LiveMeetingState, event: ServerEvent): LiveMeetingState {
  switch (event.event) {
    case 'line': {
      const line = parsed<LiveLine>(event.data);
      if (!line || state.lines.some((known) => known.key === line.key)) return state;
      return {
        ...state,
        lines: [...state.lines, line],
        partials: state.partials.filter((partial) => partial.key !== line.key),
      };
    }
    case 'partial': {
      const partial = parsed<LivePartial>(event.data);
      // A partial after its final line says nothing new.
      if (!partial || state.lines.some((line) => line.key === partial.key)) return state;
      return {
        ...state,
        partials: [...state.partials.filter((known) => known.key !== partial.key), partial],
      };
    }
    case 'participant': {
      const change = parsed<LiveParticipantChange>(event.data);
      if (!change || change.action !== 'join' || state.joined.includes(change.name)) return state;
      return { ...state, joined: [...state.joined, change.name] };
    }
    case 'agent': {
      const agent = agentActivityOf(event);
      return agent ? { ...state, agent } : state;
    }
    default:
      return state;
  }
}

const lineTime = (line: LiveLine): number | null => (line.at ? Date.parse(line.at) : null);

function segmentTime(segment: TranscriptSegment): number | null {
  const at = segment.words.find((word) => word.start_timestamp.absolute)?.start_timestamp.absolute;
  return at ? Date.parse(at) : null;
}

function asSegment(line: LiveLine): TranscriptSegment {
  return {
    participant: { name: line.speaker, is_host: line.isHost },
    words: line.words.map((word) => ({ text: word.text, start_timestamp: { absolute: word.at } })),
  };
}

/**
 * The details with what the stream added while the page follows it: each new line after every line
 * said before it (or at the same moment), a line without a time at the end; and who joined among
 * the participants.
 */
export function withLiveMeeting(details: BotDetails, state: LiveMeetingState): BotDetails {
  // Once processed the final transcript has every line; the stream's are not added again.
  if (!followsLive(details)) return details;
  const known = new Set(details.live?.lineKeys.filter((key): key is string => key !== null));
  const transcript = [...details.transcript];
  for (const line of state.lines) {
    if (known.has(line.key)) continue;
    known.add(line.key);
    const at = lineTime(line);
    let place = transcript.length;
    if (at !== null)
      while (place > 0) {
        const before = segmentTime(transcript[place - 1]!);
        if (before === null || before <= at) break;
        place--;
      }
    transcript.splice(place, 0, asSegment(line));
  }
  const names = new Set(details.participants.map((entry) => entry.participant.name));
  const participants = [
    ...details.participants,
    ...state.joined.filter((name) => !names.has(name)).map((name) => ({ participant: { name } })),
  ];
  return { ...details, transcript, participants };
}

/** The words being said now, one entry per speaker (their latest), in the order they came. */
export function partialsBySpeaker(state: LiveMeetingState): { speaker: string; text: string }[] {
  const latest = new Map<string, string>();
  for (const partial of state.partials) {
    latest.delete(partial.speaker);
    latest.set(partial.speaker, partial.text);
  }
  return [...latest].map(([speaker, text]) => ({ speaker, text }));
}

/** How long to wait before the attempt-th reconnection: 1 s, doubling, at most 15 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(15_000, 1_000 * 2 ** Math.max(0, attempt - 1));
}

/** The live part of the page's view, but for Listen, which the page adds. */
export function liveMeetingView(
  details: BotDetails,
  state: LiveMeetingState,
  connection: 'connecting' | 'live' | 'reconnecting',
): {
  connection: typeof connection;
  partials: { speaker: string; text: string }[];
  agent: {
    name: string;
    state: LiveAgentActivity['state'];
    caption: string | null;
    speechFailed: string | null;
  } | null;
} | null {
  if (!showsLive(details)) return null;
  const name = details.live?.agentName ?? null;
  return {
    connection,
    partials: partialsBySpeaker(state),
    agent:
      name === null
        ? null
        : {
            name,
            state: state.agent?.state ?? 'listening',
            caption: state.agent?.caption ?? null,
            speechFailed: state.agent?.speechFailed ?? null,
          },
  };
}
