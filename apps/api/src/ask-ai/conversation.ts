/** Each user's Ask AI conversation about a bot: questions and answers kept in order. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Schemas } from '../contract/schemas.js';
import type { Database } from '../db/index.js';
import { lockNamed } from '../db/locks.js';
import type { ChatMessage } from '../providers/llm/index.js';
import { askAiMessage, type StoredCitation } from './schema.js';

export type ConversationMessage = Schemas['ChatMessage'];

export interface Conversation {
  userId: string;
  botId: string;
}

/** The whole conversation, oldest first; an assistant message carries its citations. */
export async function readConversation(
  db: Database,
  { userId, botId }: Conversation,
): Promise<ConversationMessage[]> {
  const rows = await db
    .select({
      role: askAiMessage.role,
      content: askAiMessage.content,
      citations: askAiMessage.citations,
    })
    .from(askAiMessage)
    .where(and(eq(askAiMessage.userId, userId), eq(askAiMessage.botId, botId)))
    .orderBy(asc(askAiMessage.position));
  return rows.map(({ role, content, citations }) =>
    role === 'assistant' ? { role, content, citations: citations ?? [] } : { role, content },
  );
}

/** The last `count` messages, oldest first: what a model may see of the conversation so far. */
export async function recentMessages(
  db: Database,
  { userId, botId }: Conversation,
  count: number,
): Promise<ChatMessage[]> {
  const rows = await db
    .select({ role: askAiMessage.role, content: askAiMessage.content })
    .from(askAiMessage)
    .where(and(eq(askAiMessage.userId, userId), eq(askAiMessage.botId, botId)))
    .orderBy(desc(askAiMessage.position))
    .limit(count);
  return rows.reverse();
}

/**
 * The question and its answer, written together after the conversation's last message. Questions
 * asked at once about one bot take turns for the positions, so none collide and none is lost.
 */
export async function keepExchange(
  db: Database,
  { userId, botId }: Conversation,
  question: string,
  answer: { content: string; citations: StoredCitation[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockNamed(tx, `ask_ai:${userId}:${botId}`);
    const [last] = await tx
      .select({ position: sql<number | null>`max(${askAiMessage.position})` })
      .from(askAiMessage)
      .where(and(eq(askAiMessage.userId, userId), eq(askAiMessage.botId, botId)));
    const next = last?.position === null || last === undefined ? 0 : Number(last.position) + 1;
    await tx.insert(askAiMessage).values([
      { userId, botId, position: next, role: 'user', content: question, citations: null },
      {
        userId,
        botId,
        position: next + 1,
        role: 'assistant',
        content: answer.content,
        citations: answer.citations,
      },
    ]);
  });
}
