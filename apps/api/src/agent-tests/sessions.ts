/**
 * A test session's life and money. Each change runs under the owner's balance lock and then the
 * session's row lock (the ledger's order), and first settles the session's time: every minute
 * started is charged once (its own ledger key), a minute that cannot be paid ends the session
 * ('credits'), and so does a session with nothing said for the idle limit ('idle'). A durable job
 * at each minute's start settles sessions nobody is reading, so a closed tab stops costing money.
 * The owner's bot calls spend the same credits: a test pays only from what their calls have not
 * used already, and each minute it pays brings the calls' credit guards earlier.
 */
import {
  AGENT_TEST_SESSION_ENDED_MESSAGE,
  INSUFFICIENT_CREDITS_TO_TEST_HINT,
  creditsForMinutes,
  mayTestAgent,
  type AgentTestEndReason,
} from '@convene/domain/agent-test';
import { DomainError } from '@convene/domain/errors';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { findOwnAgent } from '../agents/agents.js';
import type { Schemas } from '../contract/schemas.js';
import { applyCreditChange, lockBalance } from '../credits/ledger.js';
import type { Database } from '../db/index.js';
import { profile } from '../db/schema.js';
import { isUuid } from '../db/uuid.js';
import { callsOverdrawn, guardCalls } from '../meeting-bots/call-credits.js';
import { jobKind, type Jobs } from '../providers/jobs/port.js';
import type { AgentTestConfig } from './config.js';
import { agentTestSession, agentTestTurn } from './schema.js';

export interface AgentTestServices {
  db: Database;
  jobs: Jobs;
  clock: () => Date;
  log: FastifyBaseLogger;
  agentTest: AgentTestConfig;
}

export type SessionRow = typeof agentTestSession.$inferSelect;
type TurnRow = typeof agentTestTurn.$inferSelect;

const MINUTE_MS = 60_000;

export const SESSION_NOT_FOUND = 'Test session not found';

/** Settles a session at the start of each of its minutes (and at its idle limit). */
export const agentTestMinuteJob = jobKind<{ sessionId: string }>('agent-tests.minute');

const minuteKey = (sessionId: string, minute: number) => `agent-test:${sessionId}:minute:${minute}`;

export function toTurnView(row: TurnRow): Schemas['AgentTestTurn'] {
  return {
    id: row.id,
    speaker: row.speaker,
    text: row.text,
    at: row.at.toISOString(),
    workflows: row.workflows,
  };
}

/** The session's row locked for the rest of the transaction, or 404 for anyone but its owner. */
async function lockOwnSession(
  tx: Database,
  userId: string,
  sessionId: string,
): Promise<SessionRow> {
  const [row] = isUuid(sessionId)
    ? await tx
        .select()
        .from(agentTestSession)
        .where(and(eq(agentTestSession.id, sessionId), eq(agentTestSession.userId, userId)))
        .for('update')
    : [];
  if (!row) throw new DomainError('not_found', SESSION_NOT_FOUND);
  return row;
}

/**
 * Under the balance lock and the session's lock: charges the minutes started by now (or by the
 * idle limit), ending the session where a minute cannot be paid or the idle limit has passed.
 */
async function settleSession(
  services: AgentTestServices,
  tx: Database,
  session: SessionRow,
  balance: number,
): Promise<SessionRow> {
  if (session.status !== 'live') return session;
  const clockNow = services.clock();
  const now = clockNow.getTime();
  const idleEnd = session.lastActivityAt.getTime() + services.agentTest.idleMinutes * MINUTE_MS;
  const elapsed = Math.min(now, idleEnd) - session.startedAt.getTime();
  // Live, the minute under way has started; ended at the idle limit, only those it reached into.
  const started =
    now >= idleEnd
      ? Math.max(1, Math.ceil(elapsed / MINUTE_MS))
      : Math.floor(elapsed / MINUTE_MS) + 1;
  let charged = session.minutesCharged;
  let credits = balance;
  // Only asked when a minute is due: most settlements (a read, a turn) charge nothing.
  const overdrawn = charged < started ? await callsOverdrawn(tx, session.userId, clockNow) : 0;
  let end: { reason: AgentTestEndReason; at: number } | null = null;
  while (charged < started) {
    // Each minute costs what brings the session's total to its minutes' price at 6 decimals, so
    // rounding never adds up: 0.5 credit pays exactly 30 minutes.
    const cost = Number((creditsForMinutes(charged + 1) - creditsForMinutes(charged)).toFixed(6));
    if (Number((credits - overdrawn - cost).toFixed(6)) < 0) {
      end = { reason: 'credits', at: session.startedAt.getTime() + charged * MINUTE_MS };
      break;
    }
    credits =
      (await applyCreditChange(tx, {
        userId: session.userId,
        change: -cost,
        reason: 'agent_test',
        idempotencyKey: minuteKey(session.id, charged + 1),
        detail: session.agentName,
      })) ?? credits;
    charged += 1;
  }
  // Less is left for the owner's calls under way: their guards come earlier.
  if (charged > session.minutesCharged)
    await guardCalls(services.jobs, tx, session.userId, credits, clockNow);
  if (!end && now >= idleEnd) end = { reason: 'idle', at: idleEnd };
  const [updated] = await tx
    .update(agentTestSession)
    .set({
      minutesCharged: charged,
      ...(end
        ? {
            status: 'ended' as const,
            endReason: end.reason,
            endedAt: new Date(Math.max(session.startedAt.getTime(), Math.min(end.at, now))),
          }
        : {}),
    })
    .where(eq(agentTestSession.id, session.id))
    .returning();
  return updated ?? session;
}

/** When the live session must be settled next: its next minute's start, or its idle limit if sooner. */
function nextSettlement(services: AgentTestServices, session: SessionRow): Date {
  const nextMinute = session.startedAt.getTime() + session.minutesCharged * MINUTE_MS;
  const idleEnd = session.lastActivityAt.getTime() + services.agentTest.idleMinutes * MINUTE_MS;
  return new Date(Math.min(nextMinute, idleEnd));
}

async function scheduleSettlement(
  services: AgentTestServices,
  tx: Database,
  session: SessionRow,
): Promise<void> {
  if (session.status !== 'live') return;
  const at = nextSettlement(services, session);
  await services.jobs.enqueue(
    agentTestMinuteJob,
    { sessionId: session.id },
    { transaction: tx, runAt: at, key: `${session.id}:${at.getTime()}` },
  );
}

/** Ends a live session now, for the reason given (after settling its time). */
async function endSession(
  services: AgentTestServices,
  tx: Database,
  session: SessionRow,
  balance: number,
  reason: AgentTestEndReason,
): Promise<SessionRow> {
  const settled = await settleSession(services, tx, session, balance);
  if (settled.status !== 'live') return settled;
  const [ended] = await tx
    .update(agentTestSession)
    .set({ status: 'ended', endReason: reason, endedAt: services.clock() })
    .where(eq(agentTestSession.id, session.id))
    .returning();
  return ended ?? settled;
}

/** The session as the contract shows it, with its conversation and the owner's balance now. */
async function sessionView(
  services: AgentTestServices,
  tx: Database,
  session: SessionRow,
): Promise<Schemas['AgentTestSession']> {
  const turns = await tx
    .select()
    .from(agentTestTurn)
    .where(eq(agentTestTurn.sessionId, session.id))
    .orderBy(asc(agentTestTurn.ordinal));
  return {
    sessionId: session.id,
    agentId: session.agentId,
    agentName: session.agentName,
    status: session.status,
    endReason: session.endReason,
    startedAt: session.startedAt.toISOString(),
    endedAt: session.endedAt?.toISOString() ?? null,
    minutesCharged: session.minutesCharged,
    creditsCharged: creditsForMinutes(session.minutesCharged),
    // Read under the balance lock the caller holds, after any minute it charged.
    credits:
      (
        await tx
          .select({ credits: profile.credits })
          .from(profile)
          .where(eq(profile.userId, session.userId))
      )[0]?.credits ?? 0,
    idleMinutes: services.agentTest.idleMinutes,
    turns: turns.map(toTurnView),
  };
}

/**
 * Locks the owner's balance and the session, settles it and runs `work` on the settled session,
 * in one transaction. The settlement job keeps its own schedule, so requests add no job.
 */
async function withSettledSession<Result>(
  services: AgentTestServices,
  userId: string,
  sessionId: string,
  work: (tx: Database, session: SessionRow, balance: number) => Promise<Result>,
): Promise<Result> {
  return services.db.transaction(async (tx) => {
    const { credits } = await lockBalance(tx, userId);
    const session = await settleSession(
      services,
      tx,
      await lockOwnSession(tx, userId, sessionId),
      credits,
    );
    return work(tx, session, credits);
  });
}

/**
 * Starts a session with the caller's agent: 402 below 0.5 credit; the first minute charged and the
 * greeting said at once; any other live session of the caller ended as replaced. The same
 * Idempotency-Key answers the session it started.
 */
export async function startSession(
  services: AgentTestServices,
  userId: string,
  agentId: string,
  startKey: string | null,
): Promise<Schemas['AgentTestSession']> {
  const agent = await findOwnAgent(services.db, userId, agentId);
  return services.db.transaction(async (tx) => {
    const { credits } = await lockBalance(tx, userId);
    if (startKey !== null) {
      const [again] = await tx
        .select()
        .from(agentTestSession)
        .where(and(eq(agentTestSession.userId, userId), eq(agentTestSession.startKey, startKey)));
      if (again) return sessionView(services, tx, again);
    }
    if (!mayTestAgent(credits - (await callsOverdrawn(tx, userId, services.clock()))))
      throw new DomainError('payment_required', INSUFFICIENT_CREDITS_TO_TEST_HINT);
    const live = await tx
      .select()
      .from(agentTestSession)
      .where(and(eq(agentTestSession.userId, userId), eq(agentTestSession.status, 'live')))
      .for('update');
    let balance = credits;
    for (const other of live) {
      await endSession(services, tx, other, balance, 'replaced');
      balance = (await lockBalance(tx, userId)).credits;
    }
    const now = services.clock();
    const [created] = await tx
      .insert(agentTestSession)
      .values({
        userId,
        agentId: agent.id,
        agentName: agent.name,
        startKey,
        startedAt: now,
        lastActivityAt: now,
      })
      .returning();
    if (!created) throw new Error('The test session was not stored');
    await tx.insert(agentTestTurn).values({
      sessionId: created.id,
      ordinal: 0,
      speaker: 'agent',
      text: agent.greetingMessage,
      at: now,
    });
    const session = await settleSession(services, tx, created, balance);
    await scheduleSettlement(services, tx, session);
    return sessionView(services, tx, session);
  });
}

export function readSession(
  services: AgentTestServices,
  userId: string,
  sessionId: string,
): Promise<Schemas['AgentTestSession']> {
  return withSettledSession(services, userId, sessionId, (tx, session) =>
    sessionView(services, tx, session),
  );
}

/** Ends the session (the minutes started are charged); an ended one is answered as it is. */
export function stopSession(
  services: AgentTestServices,
  userId: string,
  sessionId: string,
): Promise<Schemas['AgentTestSession']> {
  return withSettledSession(services, userId, sessionId, async (tx, session, balance) =>
    sessionView(services, tx, await endSession(services, tx, session, balance, 'ended')),
  );
}

/**
 * Keeps a turn in a live session and counts it as activity; 409 when the session has ended
 * (its settlement is kept: the transaction commits before the refusal). The session as the contract
 * shows it after the turn comes from the same transaction.
 */
export async function keepTurn(
  services: AgentTestServices,
  userId: string,
  sessionId: string,
  turn: { speaker: 'user' | 'agent'; text: string; workflows?: TurnRow['workflows'] },
  options: { evenIfEnded?: boolean } = {},
): Promise<{ session: SessionRow; turn: TurnRow; view: Schemas['AgentTestSession'] }> {
  const kept = await withSettledSession(services, userId, sessionId, async (tx, session) => {
    if (session.status !== 'live' && !options.evenIfEnded) return null;
    const now = services.clock();
    const [row] = await tx
      .insert(agentTestTurn)
      .values({
        sessionId: session.id,
        ordinal: sql`(select coalesce(max(${agentTestTurn.ordinal}), -1) + 1 from ${agentTestTurn} where ${agentTestTurn.sessionId} = ${session.id})`,
        speaker: turn.speaker,
        text: turn.text,
        workflows: turn.workflows ?? [],
        at: now,
      })
      .returning();
    if (!row) throw new Error('The turn was not stored');
    const [active] =
      session.status === 'live'
        ? await tx
            .update(agentTestSession)
            .set({ lastActivityAt: now })
            .where(eq(agentTestSession.id, session.id))
            .returning()
        : [session];
    const after = active ?? session;
    return {
      session: after,
      turn: row,
      view: await sessionView(services, tx, after),
    };
  });
  if (!kept) throw new DomainError('conflict', AGENT_TEST_SESSION_ENDED_MESSAGE);
  return kept;
}

/** Registers the settlement job: a session nobody reads still ends and stops costing money. */
export function handleAgentTestSessions(services: AgentTestServices): void {
  services.jobs.handle(agentTestMinuteJob, {
    run: async ({ sessionId }) => {
      const [row] = await services.db
        .select({ userId: agentTestSession.userId, status: agentTestSession.status })
        .from(agentTestSession)
        .where(eq(agentTestSession.id, sessionId));
      if (!row || row.status !== 'live') return;
      // Each run schedules the next, so a live session always has one waiting.
      await withSettledSession(services, row.userId, sessionId, (tx, session) =>
        scheduleSettlement(services, tx, session),
      );
    },
  });
}
