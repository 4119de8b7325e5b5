/**
 * The embedded simulator's meetings: one row per simulated bot, holding what it was asked to do,
 * its timeline and how far it has got, so a meeting carries on where it was after a restart.
 */
import type { BotStatus } from '@convene/domain/meeting-bots';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BotAgent, TranscriptPart } from './port.js';

export const simulatedMeeting = pgTable(
  'simulated_meeting',
  {
    providerBotId: text('provider_bot_id').primaryKey(),
    /** Our public bot id, as the request carried it: one meeting per bot, however often it is sent. */
    botId: text('bot_id').notNull(),
    botName: text('bot_name').notNull(),
    meetingUrl: text('meeting_url').notNull(),
    /** The agent as it was when the bot was sent. */
    agent: jsonb('agent').$type<BotAgent>().notNull(),
    status: text('status').$type<BotStatus>().notNull().default('scheduled'),
    /** The index of the next step of the meeting's plan; steps before it have happened. */
    nextStep: integer('next_step').notNull().default(0),
    /** The timeline, fixed at creation so a restart with other settings keeps the meeting's own. */
    joinAt: timestamp('join_at', { withTimezone: true }).notNull(),
    waitingRoomAt: timestamp('waiting_room_at', { withTimezone: true }).notNull(),
    inCallAt: timestamp('in_call_at', { withTimezone: true }).notNull(),
    greetingAt: timestamp('greeting_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** When the meeting ended: its planned end, or when the bot was taken out of it. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** What was said so far, in order. */
    transcript: jsonb('transcript').$type<TranscriptPart[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('simulated_meeting_bot_id_unique').on(table.botId)],
);
