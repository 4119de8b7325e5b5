/**
 * The agent's turns in a live call, queued where what causes them is kept (a line that calls it,
 * the bot getting into the call) so none is lost, and answered one at a time per bot: a turn is
 * claimed under the bot's lock only while no other turn of the bot is being answered, and a
 * claim that stopped showing signs of life (its process died) is taken over.
 */
import { agentIsAddressed } from '@convene/domain/agent-test';
import { and, asc, eq, gt, lte, or, lt, isNull } from 'drizzle-orm';
import { aiAgent } from '../agents/schema.js';
import type { AgentRow } from '../agents/agents.js';
import type { Database } from '../db/index.js';
import { lockNamed } from '../db/locks.js';
import { isUuid } from '../db/uuid.js';
import type { BotRow } from '../meeting-bots/lifecycle.js';
import type { HeardLine } from '../meeting-bots/live/store.js';
import { jobKind, type Jobs } from '../providers/jobs/port.js';
import { agentTurn } from './schema.js';

export type TurnRow = typeof agentTurn.$inferSelect;

/** Answers the bot's turns that are due, one after another (key: the turn). */
export const answerTurnsJob = jobKind<{ botId: string; turnId: string }>('live-agent.answer');

/** The greeting's cause: said once per meeting. */
export const GREETING = 'greeting';

/** A claim that has not shown signs of life for this long was cut off. */
export const CLAIM_LEASE_MS = 60_000;

/** The bot's agent, when it has one of its owner's (an imported meeting's agent id is no uuid). */
export async function agentOf(db: Database, bot: BotRow): Promise<AgentRow | null> {
  if (!bot.agentId || !isUuid(bot.agentId)) return null;
  const [agent] = await db
    .select()
    .from(aiAgent)
    .where(and(eq(aiAgent.id, bot.agentId), eq(aiAgent.userId, bot.userId)));
  return agent ?? null;
}

async function queueTurn(
  tx: Database,
  jobs: Jobs,
  botId: string,
  turn: { cause: string; speakerName?: string; heard?: string; dueAt: Date },
): Promise<void> {
  const [queued] = await tx
    .insert(agentTurn)
    .values({ botId, ...turn })
    .onConflictDoNothing({ target: [agentTurn.botId, agentTurn.cause] })
    .returning({ id: agentTurn.id });
  if (queued)
    await jobs.enqueue(
      answerTurnsJob,
      { botId, turnId: queued.id },
      { transaction: tx, key: queued.id, runAt: turn.dueAt },
    );
}

/**
 * The lines the agent hears: each that calls it (by name in active mode, after a wake word in
 * passive mode) becomes a turn. Its own words, heard back from the call, never do.
 */
export async function queueHeardTurns(
  tx: Database,
  jobs: Jobs,
  bot: BotRow,
  lines: readonly HeardLine[],
  now: Date,
): Promise<boolean> {
  const agent = await agentOf(tx, bot);
  if (!agent) return false;
  let queued = false;
  for (const line of lines) {
    if (line.speaker === bot.name || !agentIsAddressed(agent, line.text)) continue;
    await queueTurn(tx, jobs, bot.botId, {
      cause: line.key,
      speakerName: line.speaker,
      heard: line.text,
      dueAt: now,
    });
    queued = true;
  }
  return queued;
}

/** The greeting, due `seconds` after the bot got into the call. */
export async function queueGreeting(
  tx: Database,
  jobs: Jobs,
  bot: BotRow,
  joinedAt: Date,
  seconds: number,
): Promise<void> {
  if (!bot.agentId || !isUuid(bot.agentId)) return;
  await queueTurn(tx, jobs, bot.botId, {
    cause: GREETING,
    dueAt: new Date(joinedAt.getTime() + seconds * 1000),
  });
}

/**
 * The bot's next due turn, claimed; null when none is due, or when another turn of the bot is
 * being answered (whoever answers it claims the next one after it).
 */
export async function claimNextTurn(
  db: Database,
  botId: string,
  now: Date,
): Promise<TurnRow | null> {
  return db.transaction(async (tx) => {
    await lockNamed(tx, `agent_turn:${botId}`);
    const stale = new Date(now.getTime() - CLAIM_LEASE_MS);
    const [answering] = await tx
      .select({ id: agentTurn.id })
      .from(agentTurn)
      .where(
        and(
          eq(agentTurn.botId, botId),
          eq(agentTurn.status, 'answering'),
          gt(agentTurn.claimedAt, stale),
        ),
      )
      .limit(1);
    if (answering) return null;
    const [next] = await tx
      .select({ id: agentTurn.id })
      .from(agentTurn)
      .where(
        and(
          eq(agentTurn.botId, botId),
          lte(agentTurn.dueAt, now),
          or(
            eq(agentTurn.status, 'queued'),
            // Cut off while it was being answered: it is answered on, from where it got to.
            and(
              eq(agentTurn.status, 'answering'),
              or(isNull(agentTurn.claimedAt), lt(agentTurn.claimedAt, stale)),
            ),
          ),
        ),
      )
      .orderBy(asc(agentTurn.dueAt), asc(agentTurn.createdAt))
      .limit(1);
    if (!next) return null;
    const [claimed] = await tx
      .update(agentTurn)
      .set({ status: 'answering', claimedAt: now })
      .where(eq(agentTurn.id, next.id))
      .returning();
    return claimed ?? null;
  });
}

/** Shows the claim is alive, and keeps how far the answer got. */
export async function keepProgress(
  db: Database,
  turnId: string,
  progress: Partial<Pick<TurnRow, 'answer' | 'spokenSentences'>>,
  now: Date,
): Promise<void> {
  await db
    .update(agentTurn)
    .set({ ...progress, claimedAt: now })
    .where(eq(agentTurn.id, turnId));
}

export async function finishTurn(
  db: Database,
  turnId: string,
  outcome: Pick<TurnRow, 'status'> & Partial<Pick<TurnRow, 'problem'>>,
  now: Date,
): Promise<void> {
  await db
    .update(agentTurn)
    .set({ ...outcome, finishedAt: now, claimedAt: null })
    .where(eq(agentTurn.id, turnId));
}
