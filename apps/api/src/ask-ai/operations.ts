/**
 * The Ask AI feature's operations: a question about one of the caller's meetings answered and
 * kept, and the conversation read back. Free on every plan, but each user asks at most
 * `questionsPerMinute` questions a minute (counted in this process, like the API's own ceiling).
 */
import { DomainError } from '@convene/domain/errors';
import { visibleText } from '@convene/domain/text';
import { and, eq } from 'drizzle-orm';
import { defineOperations } from '../contract/operations.js';
import type { Database } from '../db/index.js';
import { RequestLimiter } from '../rate-limits/request-limit.js';
import { BOT_ERRORS } from '../meeting-bots/bots.js';
import { meetingBot } from '../meeting-bots/schema.js';
import {
  LANGUAGE_MODEL_UNAVAILABLE,
  LanguageModelError,
  type LanguageModel,
} from '../providers/llm/index.js';
import { answerQuestion } from './answer.js';
import type { Embeddings } from '../providers/embeddings/index.js';
import { semanticSearchOf } from '../retrieval/fusion.js';
import type { AskAiConfig } from './config.js';
import { keepExchange, readConversation, recentMessages } from './conversation.js';

export const BLANK_QUESTION_MESSAGE = 'Question is required';

/** Messages of the conversation a model sees with a new question: enough to follow "and who owns it?". */
const HISTORY_MESSAGES = 6;

export interface AskAiServices {
  db: Database;
  llm: LanguageModel;
  /** The embeddings model whose ranking is fused with the words', when configured. */
  embeddings: Embeddings | null;
  askAi: AskAiConfig;
}

/** The caller's bot by its public id, or 404 as every other bot operation answers. */
async function ownBot(db: Database, userId: string, botId: string) {
  const [bot] = await db
    .select({ botId: meetingBot.botId, agentId: meetingBot.agentId })
    .from(meetingBot)
    .where(and(eq(meetingBot.userId, userId), eq(meetingBot.botId, botId)));
  if (!bot) throw new DomainError('not_found', BOT_ERRORS.notFound);
  return bot;
}

export function askAiOperations({ db, llm, embeddings, askAi }: AskAiServices) {
  const questions = new RequestLimiter(askAi.questionsPerMinute, Date.now, 'questions');

  return defineOperations({
    async askAi({ caller, body, log }) {
      // A question of nothing visible (a zero-width space alone) is no question.
      const question = visibleText(body.value.userQuery);
      if (question === '') throw new DomainError('invalid', BLANK_QUESTION_MESSAGE);
      questions.take(caller.userId);
      const bot = await ownBot(db, caller.userId, body.value.botId);
      const conversation = { userId: caller.userId, botId: bot.botId };
      let answer;
      try {
        answer = await answerQuestion(
          { db, llm, semantic: semanticSearchOf(db, embeddings, log) },
          {
            ...conversation,
            agentId: bot.agentId,
            question,
            history: await recentMessages(db, conversation, HISTORY_MESSAGES),
          },
        );
      } catch (error) {
        if (error instanceof LanguageModelError) {
          // The model's own words may carry its server's details; the user gets a plain message.
          log.error({ err: error }, 'language model failed to answer an Ask AI question');
          throw new DomainError('unavailable', LANGUAGE_MODEL_UNAVAILABLE);
        }
        throw error;
      }
      await keepExchange(db, conversation, question, answer);
      return {
        status: 200,
        body: { success: true, answer: answer.content, citations: answer.citations },
      };
    },

    async getAskAiConversation({ caller, params }) {
      const bot = await ownBot(db, caller.userId, params.botId);
      const messages = await readConversation(db, { userId: caller.userId, botId: bot.botId });
      return { status: 200, body: { success: true, messages } };
    },
  });
}
