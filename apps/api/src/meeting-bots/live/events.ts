/**
 * The live log a meeting's page follows: each event a row of live_event, in the order it happened
 * (its seq is the id a reconnecting reader resumes after), written in the transaction of the change
 * it tells of. After the commit, the writer signals the change channel so readers in every server
 * process fetch what is new.
 */
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { ChangeChannel } from '../../db/changes.js';
import type { Database } from '../../db/index.js';
import type { Schemas } from '../../contract/schemas.js';
import { liveEvent, livePartial } from './schema.js';

/** A final line as the page places it: by the time it was said, then as it came. */
export type LiveLine = Schemas['LiveLine'];

export type AgentLiveState = Schemas['LiveAgentActivity']['state'];

/** What the page is told, by kind: each body as the contract describes the event's data. */
export type LiveStreamEvent =
  | { kind: 'line'; body: LiveLine }
  | { kind: 'partial'; body: Schemas['LivePartial'] }
  | { kind: 'participant'; body: Schemas['LiveParticipantChange'] }
  | { kind: 'status'; body: Schemas['LiveBotStatus'] }
  | { kind: 'agent'; body: Schemas['LiveAgentActivity'] }
  /** The meeting is processed: its final transcript replaced the live one. */
  | { kind: 'final'; body: Record<string, never> };

export type LoggedLiveEvent = LiveStreamEvent & { seq: number };

export async function logLiveEvent(
  tx: Database,
  botId: string,
  event: LiveStreamEvent,
): Promise<void> {
  await tx.insert(liveEvent).values({ botId, kind: event.kind, body: event.body });
}

/** The channel topic a bot's live news is signalled on. */
export const liveTopic = (botId: string) => `live:${botId}`;

/** Tells readers in every process that the bot's log has news; a lost signal only delays them. */
export async function signalLive(changes: ChangeChannel, botId: string): Promise<void> {
  await changes.signal(liveTopic(botId));
}

/** Events logged after `after`, in order, at most `limit`. */
export async function liveEventsAfter(
  db: Database,
  botId: string,
  after: number,
  limit: number,
): Promise<LoggedLiveEvent[]> {
  const rows = await db
    .select({ seq: liveEvent.seq, kind: liveEvent.kind, body: liveEvent.body })
    .from(liveEvent)
    .where(and(eq(liveEvent.botId, botId), gt(liveEvent.seq, after)))
    .orderBy(asc(liveEvent.seq))
    .limit(limit);
  return rows.map((row) => ({ ...row, seq: Number(row.seq) }) as LoggedLiveEvent);
}

/** The last event logged for the bot: where a page that read the details goes on from. */
export async function liveCursor(db: Database, botId: string): Promise<number> {
  const [row] = await db
    .select({ seq: liveEvent.seq })
    .from(liveEvent)
    .where(eq(liveEvent.botId, botId))
    .orderBy(desc(liveEvent.seq))
    .limit(1);
  return row ? Number(row.seq) : 0;
}

/**
 * The meeting is processed and its final transcript replaced the live one: what was logged and
 * what was still being said go, and readers are told to read the details again.
 */
export async function endLive(tx: Database, botId: string): Promise<void> {
  await tx.delete(livePartial).where(eq(livePartial.botId, botId));
  await tx.delete(liveEvent).where(eq(liveEvent.botId, botId));
  await logLiveEvent(tx, botId, { kind: 'final', body: {} });
}
