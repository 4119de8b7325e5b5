/** The Ask AI conversations: each user's questions about a bot and the answers, with their citations. */
import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, uuidPrimaryKey } from '../db/columns.js';

/** A transcript moment an answer drew on (the contract's TranscriptCitation). */
export interface StoredCitation {
  /** The segment's ordinal (its position in the bot details' transcript). */
  segment: number;
  speaker: string;
  at: string | null;
  quote: string;
}

export const askAiMessage = pgTable(
  'ask_ai_message',
  {
    id: uuidPrimaryKey(),
    userId: text('user_id').notNull(),
    botId: text('bot_id').notNull(),
    /** Order within the conversation: a question and its answer are written together. */
    position: integer('position').notNull(),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    citations: jsonb('citations').$type<StoredCitation[]>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ask_ai_message_conversation_idx').on(t.userId, t.botId, t.position)],
);
