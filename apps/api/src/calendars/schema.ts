/**
 * Connected calendars and the meetings last read from them. A meeting is named for good by its
 * calendar, its event's UID and the start the series gave it (the unique index): a moved meeting
 * keeps its row and its bot, and two syncs can never store one meeting twice.
 */
import type { AutoJoinRule, CalendarProvider } from '@convene/domain/calendars';
import type { MeetingPlatform } from '@convene/domain/meeting-links';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt, uuidPrimaryKey } from '../db/columns.js';

/** Why a wanted bot is missing: its 0.5 credit could not be reserved (tried again each sync). */
export type CalendarMeetingProblem = 'insufficient_credits';

export const calendar = pgTable(
  'calendar',
  {
    id: uuidPrimaryKey(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    /** The secret iCal address, sealed like tool keys (owner and calendar as associated data). */
    sealedAddress: text('sealed_address').notNull(),
    /** What may be shown of the address: its host and the end of its path. */
    addressHint: text('address_hint').notNull(),
    provider: text('provider').$type<CalendarProvider>().notNull(),
    paused: boolean('paused').notNull().default(false),
    autoJoin: text('auto_join').$type<AutoJoinRule>().notNull().default('off'),
    agentId: text('agent_id'),
    /** The feed's validators from its last full read, sent back so an unchanged feed answers 304. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** When the feed was last read in full (a 304 keeps what that read stored). */
    lastReadAt: timestamptz('last_read_at'),
    lastSyncedAt: timestamptz('last_synced_at'),
    lastAttemptAt: timestamptz('last_attempt_at'),
    syncError: text('sync_error'),
    /** Failed syncs in a row: the wait before the next grows with them. */
    syncFailures: integer('sync_failures').notNull().default(0),
    nextSyncAt: timestamptz('next_sync_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('calendar_user_idx').on(t.userId, t.createdAt)],
);

export const calendarMeeting = pgTable(
  'calendar_meeting',
  {
    id: uuidPrimaryKey(),
    calendarId: uuid('calendar_id').notNull(),
    uid: text('uid').notNull(),
    originalStart: timestamptz('original_start').notNull(),
    start: timestamptz('start').notNull(),
    end: timestamptz('end').notNull(),
    title: text('title').notNull(),
    organiserName: text('organiser_name'),
    organiserEmail: text('organiser_email'),
    meetingUrl: text('meeting_url'),
    platform: text('platform').$type<MeetingPlatform>(),
    allDay: boolean('all_day').notNull(),
    cancelled: boolean('cancelled').notNull(),
    /** The person's own choice for this meeting; null follows the calendar's rule. */
    sendBotChoice: boolean('send_bot_choice'),
    /** The agent the person chose for this meeting; null brings the calendar's. */
    agentChoice: text('agent_choice'),
    /** The bot made for this meeting (meeting_bot.bot_id), whatever has become of it since. */
    botId: text('bot_id'),
    problem: text('problem').$type<CalendarMeetingProblem>(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('calendar_meeting_occurrence_idx').on(t.calendarId, t.uid, t.originalStart),
    index('calendar_meeting_start_idx').on(t.calendarId, t.start),
  ],
);
