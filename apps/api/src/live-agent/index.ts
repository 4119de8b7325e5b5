/**
 * The agent in live calls: it hears the lines that call it and greets the meeting once the bot is
 * in (hooks the meeting bots run in their own transactions), and answers its turns one at a time
 * per bot in a durable job.
 */
import type { BotServices } from '../meeting-bots/lifecycle.js';
import { answerTurn } from './answer.js';
import type { LiveAgentServices } from './services.js';
import {
  answerTurnsJob,
  claimNextTurn,
  finishTurn,
  queueGreeting,
  queueHeardTurns,
  type TurnRow,
} from './turns.js';
import { agentTurn } from './schema.js';
import { eq } from 'drizzle-orm';

export { DEFAULT_LIVE_AGENT_CONFIG, type LiveAgentConfig } from './config.js';

/** Gives the turn up to whoever claims next (this job's retry, most likely). */
async function release(services: LiveAgentServices, turn: TurnRow): Promise<void> {
  await services.db.update(agentTurn).set({ claimedAt: null }).where(eq(agentTurn.id, turn.id));
}

async function answerDueTurns(services: LiveAgentServices, botId: string, attempt: number) {
  for (;;) {
    const turn = await claimNextTurn(services.db, botId, services.clock());
    if (!turn) return;
    try {
      await answerTurn(services, turn);
    } catch (error) {
      if (attempt < ANSWER_RETRY.limit) {
        await release(services, turn);
        throw error;
      }
      services.log.error({ err: error, botId }, 'the agent could not answer in the call');
      await finishTurn(
        services.db,
        turn.id,
        { status: 'failed', problem: 'It failed.' },
        services.clock(),
      );
    }
  }
}

const ANSWER_RETRY = { limit: 4, firstDelayMs: 1_000, maxDelayMs: 10_000 };
/** Calls whose agent may be answering at once in one process. */
const ANSWERING_CALLS = 64;

/** Registers the answering job and returns the hooks the meeting bots call. */
export function runLiveAgent(services: LiveAgentServices): Pick<BotServices, 'heard' | 'joined'> {
  services.jobs.handle(answerTurnsJob, {
    run: ({ botId }, { attempt }) => answerDueTurns(services, botId, attempt),
    retry: ANSWER_RETRY,
    // An answering job mostly waits for its words to play: many calls may be answered at once.
    concurrency: ANSWERING_CALLS,
  });
  return {
    heard: async (tx, bot, lines) => {
      await queueHeardTurns(tx, services.jobs, bot, lines, services.clock());
    },
    // A provider's clock ahead of ours must not put the greeting off.
    joined: (tx, bot, at) =>
      queueGreeting(
        tx,
        services.jobs,
        bot,
        new Date(Math.min(at.getTime(), services.clock().getTime())),
        services.config.greetingSeconds,
      ),
  };
}
