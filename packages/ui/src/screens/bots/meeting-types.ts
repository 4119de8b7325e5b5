/**
 * The meeting as the bot detail screens read it: the contract's bot details and Ask AI shapes,
 * restated here so the design system does not depend on the API client (the web app passes the
 * wire objects as they are; the types are structurally the same).
 */
import type { BotFailureReason, BotStatus } from '@convene/domain/meeting-bots';

export interface MeetingWord {
  text: string;
  start_timestamp: { absolute: string | null };
}

export interface MeetingSegment {
  participant: { name: string; is_host: boolean };
  words: readonly MeetingWord[];
}

/** The connected calendar whose meeting a bot was sent to (issue 28). */
export interface MeetingCalendar {
  calendarId: string;
  calendarName: string;
}

export interface MeetingDetails {
  bot: {
    id: string;
    bot_name: string;
    agentId: string | null;
    processed: boolean;
    status: BotStatus;
    failure_reason: BotFailureReason | null;
    simulated: boolean;
    imported: boolean;
    /** The account's made-up sample meeting. */
    sample?: boolean;
    /** The calendar it was sent from; null or absent for a bot sent by hand. */
    calendar?: MeetingCalendar | null;
    join_at: string | null;
    left_at: string | null;
    meeting_url: { meeting_id: string; platform: string } | null;
  };
  transcript: readonly MeetingSegment[];
  participants: readonly { participant: { name: string } }[];
  notes: { content: string } | null;
}

/** A transcript moment an answer drew on; `segment` indexes `MeetingDetails.transcript`. */
export interface TranscriptCitation {
  segment: number;
  speaker: string;
  at: string | null;
  quote: string;
}

export interface AskAiMessage {
  role: 'user' | 'assistant';
  content: string;
  citations?: readonly TranscriptCitation[];
}

/** The export menu's files: the transcript in five formats, or the notes as markdown. */
export type MeetingExportFormat = 'txt' | 'md' | 'srt' | 'vtt' | 'json' | 'notes';

/**
 * A meeting followed while it happens: the web app streams it from the server, puts each final
 * line into `MeetingDetails.transcript` and the participants into `MeetingDetails.participants`
 * as they arrive, and passes the rest here. Null once the meeting has ended.
 */
export interface LiveMeetingView {
  /** The stream: connecting at first, live while it flows, reconnecting after it dropped (the page keeps trying, and resumes with no line lost). */
  connection: 'connecting' | 'live' | 'reconnecting';
  /** Words being said now that are not final yet, one entry per speaker, shown after the lines, dimmed. */
  partials: readonly { speaker: string; text: string }[];
  /** The bot's agent in the call; null when the bot has none. */
  agent: null | {
    name: string;
    /** Listening; thinking (an answer is being prepared); speaking (its words as captions). */
    state: 'listening' | 'thinking' | 'speaking';
    caption: string | null;
    /** Said when its voice could not be played in the call, e.g. "Nova could not speak, so the answer went to the meeting chat." */
    speechFailed: string | null;
  };
  /** This page plays the agent's voice (off by default). */
  listening: boolean;
  onListenChange: (on: boolean) => void;
  /** Why the browser plays no sound (autoplay blocked until a click), shown by the switch. */
  listenProblem?: string | null;
}

/** Words not final yet, as a live meeting shows them after its lines. */
export type LivePartial = LiveMeetingView['partials'][number];

/** The bot's agent as a live meeting shows it. */
export type LiveAgentView = NonNullable<LiveMeetingView['agent']>;
