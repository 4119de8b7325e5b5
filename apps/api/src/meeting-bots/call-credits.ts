/**
 * The credits an owner's calls share, read under the owner's balance lock: the balance and the
 * reservations of their bots joined and not settled yet, less what those calls have used so far.
 * The calls' credit guards run on it, and anything else the owner spends meanwhile (an agent test)
 * leaves alone what the calls have used and moves their guards when it spends.
 */
import { MINUTES_PER_CREDIT } from '@convene/domain/meeting-bots';
import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { jobKind, type Jobs } from '../providers/jobs/port.js';
import { FROM_TRANSCRIPT, meetingBot } from './schema.js';

/** Takes the bot out of its call when its owner's credits would run out (key: bot id and time). */
export const creditGuardJob = jobKind<{ botId: string }>('meeting-bots.credit-guard');

const CREDIT_MS = MINUTES_PER_CREDIT * 60_000;

/**
 * The owner's unsettled calls: their reservations less what they have used by now (below 0 once
 * they used more than they hold), and those still in a call.
 */
async function unsettledCalls(
  tx: Database,
  userId: string,
  now: Date,
): Promise<{ unused: number; inCall: string[] }> {
  const unsettled = await tx
    .select({
      botId: meetingBot.botId,
      status: meetingBot.status,
      joinedAt: meetingBot.joinedAt,
      leftAt: meetingBot.leftAt,
      creditsReserved: meetingBot.creditsReserved,
    })
    .from(meetingBot)
    .where(
      and(
        eq(meetingBot.userId, userId),
        isNotNull(meetingBot.joinedAt),
        inArray(meetingBot.status, ['in_call', 'ended', 'processing']),
        // An imported meeting or the sample is processing too, with times of its own, but no call.
        notInArray(meetingBot.provider, [...FROM_TRANSCRIPT]),
      ),
    );
  let unused = 0;
  for (const bot of unsettled) {
    const until = bot.status === 'in_call' ? now : (bot.leftAt ?? now);
    unused +=
      bot.creditsReserved - Math.max(0, until.getTime() - bot.joinedAt!.getTime()) / CREDIT_MS;
  }
  const inCall = unsettled.filter((bot) => bot.status === 'in_call').map((bot) => bot.botId);
  return { unused, inCall };
}

/**
 * What the owner's unsettled calls have used beyond their reservations: owed already, so nothing
 * else may spend it (their final charge is capped at what is left). 0 when they are within them.
 */
export async function callsOverdrawn(tx: Database, userId: string, now: Date): Promise<number> {
  return Math.max(0, -(await unsettledCalls(tx, userId, now)).unused);
}

/**
 * When the owner's calls under way use up the credits they share, each a credit an hour: each
 * call is guarded on the whole pool, never on the whole balance alone (two calls at once would
 * each spend it). Null when none of them is in a call.
 */
export async function callsRunOutAt(
  tx: Database,
  userId: string,
  balance: number,
  now: Date,
): Promise<{ at: Date; inCall: string[] } | null> {
  const { unused, inCall } = await unsettledCalls(tx, userId, now);
  if (inCall.length === 0) return null;
  const pool = balance + unused;
  return { at: new Date(now.getTime() + Math.max(0, (pool * CREDIT_MS) / inCall.length)), inCall };
}

export async function enqueueCreditGuard(
  jobs: Jobs,
  tx: Database,
  botId: string,
  runAt: Date,
): Promise<void> {
  await jobs.enqueue(
    creditGuardJob,
    { botId },
    { transaction: tx, runAt, key: `${botId}:${runAt.getTime()}` },
  );
}

/**
 * Guards each of the owner's calls under way at the time their shared credits run out: after a
 * call joins, or after the owner spent credits on something else (a guard set later than this one
 * finds the call gone, or looks again).
 */
export async function guardCalls(
  jobs: Jobs,
  tx: Database,
  userId: string,
  balance: number,
  now: Date,
): Promise<void> {
  const calls = await callsRunOutAt(tx, userId, balance, now);
  if (!calls) return;
  for (const botId of calls.inCall) await enqueueCreditGuard(jobs, tx, botId, calls.at);
}
