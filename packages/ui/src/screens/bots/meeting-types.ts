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
