/**
 * The agent's turns in live meetings: what it was asked (an utterance that called it, or its
 * greeting), what it answered and how far it got in saying it, kept with the meeting; and the
 * audio it spoke, so the meeting's page can play it (Listen).
 */
import { customType, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidPrimaryKey } from '../db/columns.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export type AgentTurnStatus = 'queued' | 'answering' | 'spoken' | 'interrupted' | 'failed';

export const agentTurn = pgTable(
  'agent_turn',
  {
    id: uuidPrimaryKey(),
    botId: text('bot_id').notNull(),
    /** What it answers: the utterance's live key, or 'greeting'. Each is answered once. */
    cause: text('cause').notNull(),
    /** Who said it and what (empty for the greeting). */
    speakerName: text('speaker_name').notNull().default(''),
    heard: text('heard').notNull().default(''),
    status: text('status').$type<AgentTurnStatus>().notNull().default('queued'),
    /** Not answered before this (the greeting waits for its moment). */
    dueAt: timestamptz('due_at').notNull().defaultNow(),
    /** When its answering last showed signs of life: an older claim was cut off and is taken over. */
    claimedAt: timestamptz('claimed_at'),
    /** The answer, kept once written so a retried turn says the same. */
    answer: text('answer'),
    /** Sentences of the answer already played in the call. */
    spokenSentences: integer('spoken_sentences').notNull().default(0),
    /** Why it was not spoken (its voice failed: it went to the chat). */
    problem: text('problem'),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    uniqueIndex('agent_turn_bot_cause_idx').on(t.botId, t.cause),
    index('agent_turn_bot_status_idx').on(t.botId, t.status, t.dueAt),
  ],
);

export const agentSpeechClip = pgTable(
  'agent_speech_clip',
  {
    id: uuidPrimaryKey(),
    botId: text('bot_id').notNull(),
    turnId: uuid('turn_id').notNull(),
    position: integer('position').notNull(),
    mp3: bytea('mp3').notNull(),
    text: text('text').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agent_speech_clip_turn_position_idx').on(t.turnId, t.position)],
);
