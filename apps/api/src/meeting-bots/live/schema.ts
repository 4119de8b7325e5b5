/**
 * What a live meeting keeps beside its transcript: the words still being said (partials, one row
 * per utterance until its final line replaces it) and the log of what happened, in order, that the
 * meeting's page follows (each row's seq is the event id a reconnecting reader resumes after).
 */
import { bigserial, boolean, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';
import type { StoredWord } from '../schema.js';

export const livePartial = pgTable(
  'live_partial',
  {
    botId: text('bot_id').notNull(),
    /** The utterance's key, the same as its final line's. */
    liveKey: text('live_key').notNull(),
    speakerName: text('speaker_name').notNull(),
    isHost: boolean('is_host').notNull().default(false),
    words: jsonb('words').$type<StoredWord[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.botId, t.liveKey] })],
);

export const liveEvent = pgTable(
  'live_event',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    botId: text('bot_id').notNull(),
    kind: text('kind').notNull(),
    /** What the event says, by kind (events.ts). */
    body: jsonb('body').$type<object>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_event_bot_seq_idx').on(t.botId, t.seq)],
);
