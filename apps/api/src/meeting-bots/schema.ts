/**
 * Meeting bots and what they bring back from a call: the bot with its lifecycle, the provider
 * events already applied (webhooks are delivered more than once), and the meeting's transcript,
 * participants and notes, stored in tables made for them so Ask AI can search them.
 */
import type { BotFailureReason, BotStatus } from '@convene/domain/meeting-bots';
import type { MeetingPlatform } from '@convene/domain/meeting-links';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt, uuidPrimaryKey } from '../db/columns.js';

import { regconfig, tsvector } from '../db/text-search.js';

/** meeting_bot.provider of a meeting imported from a transcript file: no provider, no bot. */
export const IMPORTED_PROVIDER = 'import';

/** meeting_bot.provider of an account's sample meeting: a made-up meeting, no provider, no bot. */
export const SAMPLE_PROVIDER = 'sample';

/** Meetings stored from a transcript (imported ones and the sample): no call, nothing charged. */
export const FROM_TRANSCRIPT: readonly string[] = [IMPORTED_PROVIDER, SAMPLE_PROVIDER];

export const meetingBot = pgTable(
  'meeting_bot',
  {
    /** The row id (`_id` on the wire). */
    id: uuidPrimaryKey(),
    /** The public id (`botId`, the /bot/{botId} page); never the provider's id. */
    botId: text('bot_id').notNull().unique(),
    userId: text('user_id').notNull(),
    /** Null, like the link, platform and meeting id, for a meeting imported from a transcript file. */
    agentId: text('agent_id'),
    name: text('name').notNull(),
    meetingUrl: text('meeting_url'),
    platform: text('platform').$type<MeetingPlatform>(),
    meetingId: text('meeting_id'),
    isScheduled: boolean('is_scheduled').notNull(),
    /** When the bot joins: the chosen time for a scheduled bot, the creation time otherwise. */
    joinAt: timestamptz('join_at').notNull(),
    scheduleAt: timestamptz('schedule_at'),
    status: text('status').$type<BotStatus>().notNull(),
    failureReason: text('failure_reason').$type<BotFailureReason>(),
    /**
     * Which adapter runs it ('simulator', 'recall', 'attendee') and its id there, once dispatched;
     * 'import' for a meeting imported from a transcript file (IMPORTED_PROVIDER), which has no bot.
     */
    provider: text('provider').notNull(),
    providerBotId: text('provider_bot_id'),
    joinedAt: timestamptz('joined_at'),
    leftAt: timestamptz('left_at'),
    /** The credit held since creation; 0 once released (call charged, bot deleted or failed). */
    creditsReserved: numeric('credits_reserved', { mode: 'number' }).notNull().default(0),
    creditsCharged: numeric('credits_charged', { mode: 'number' }).notNull().default(0),
    /** True once transcript, participants and notes are stored (SPEC: the processed flag). */
    processed: boolean('processed').notNull().default(false),
    /**
     * The random token in the bot's live address (what its provider posts live events to): a
     * request without it changes nothing. Null for imported and sample meetings.
     */
    liveToken: text('live_token'),
    /**
     * The connected calendar that scheduled the bot for one of its meetings; null for a bot sent
     * by hand, and once its calendar is removed.
     */
    calendarId: uuid('calendar_id'),
    /**
     * For a meeting imported from a file, the SHA-256 of the file: a user imports a file once, so
     * an upload sent again (a page reloaded mid-upload, a second tab) makes no second meeting.
     */
    importedFileHash: text('imported_file_hash'),
    /** When the status last changed: the reconciliation job reads bots that stayed put too long. */
    statusChangedAt: timestamptz('status_changed_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('meeting_bot_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('meeting_bot_provider_idx').on(t.provider, t.providerBotId),
    index('meeting_bot_status_changed_idx').on(t.status, t.statusChangedAt),
    uniqueIndex('meeting_bot_imported_file_idx').on(t.userId, t.importedFileHash),
  ],
);

/** Provider events already applied, by the provider's own event id: a redelivery is applied once. */
export const meetingBotEvent = pgTable(
  'meeting_bot_event',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    botId: text('bot_id'),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** One word as a provider reports it: its text and the absolute time it was said (null when unknown). */
export interface StoredWord {
  text: string;
  at: string | null;
}

/** What one speaker said without interruption, in order within the meeting. */
export const transcriptSegment = pgTable(
  'transcript_segment',
  {
    id: uuidPrimaryKey(),
    botId: text('bot_id').notNull(),
    ordinal: integer('ordinal').notNull(),
    speakerName: text('speaker_name').notNull(),
    isHost: boolean('is_host').notNull().default(false),
    /** The first word's time, for ordering and citing. */
    startedAt: timestamptz('started_at'),
    words: jsonb('words').$type<StoredWord[]>().notNull(),
    /** The words joined with spaces: what full-text search reads. */
    content: text('content').notNull(),
    /**
     * The provider's key of a line heard live (its partials and final share it); null once the
     * meeting is processed and its final transcript replaced the live one.
     */
    liveKey: text('live_key'),
    /** The text search configuration of the meeting's language (text/language.ts): how words are stemmed. */
    language: regconfig('language').notNull().default('english'),
    wordCount: integer('word_count').generatedAlwaysAs(sql`jsonb_array_length(words)`),
    tsv: tsvector('tsv').generatedAlwaysAs(sql`to_tsvector(language, content)`),
  },
  (t) => [
    uniqueIndex('transcript_segment_bot_ordinal_idx').on(t.botId, t.ordinal),
    uniqueIndex('transcript_segment_bot_live_key_idx').on(t.botId, t.liveKey),
    index('transcript_segment_tsv_idx').using('gin', t.tsv),
  ],
);

export const meetingParticipant = pgTable(
  'meeting_participant',
  {
    botId: text('bot_id').notNull(),
    name: text('name').notNull(),
    isHost: boolean('is_host').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.botId, t.name] })],
);

export const meetingNotes = pgTable('meeting_notes', {
  botId: text('bot_id').primaryKey(),
  /** Markdown: summary, decisions, action items, open questions, each pointing to when it was said. */
  content: text('content').notNull(),
  createdAt: createdAt(),
});

/**
 * Accounts given their sample meeting, once: the key holds against concurrent first reads, and
 * the row stays when the meeting is deleted, so a deleted sample is not given again.
 */
export const sampleMeeting = pgTable('sample_meeting', {
  userId: text('user_id').primaryKey(),
  botId: text('bot_id').notNull(),
  createdAt: createdAt(),
});
