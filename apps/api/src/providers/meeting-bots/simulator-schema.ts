/**
 * The embedded simulator's meetings: one row per simulated bot, holding what it was asked to do,
 * its timeline and how far it has got, so a meeting carries on where it was after a restart.
 */
import type { BotStatus } from '@convene/domain/meeting-bots';
import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.js';
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
    joinAt: timestamptz('join_at').notNull(),
    waitingRoomAt: timestamptz('waiting_room_at').notNull(),
    inCallAt: timestamptz('in_call_at').notNull(),
    greetingAt: timestamptz('greeting_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    /** When the meeting ended: its planned end, or when the bot was taken out of it. */
    endedAt: timestamptz('ended_at'),
    /** What was said so far, in order. */
    transcript: jsonb('transcript').$type<TranscriptPart[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('simulated_meeting_bot_id_unique').on(table.botId)],
);
