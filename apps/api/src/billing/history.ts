/** The caller's credit history: the ledger's rows, newest first, with what each was for. */
import { desc, eq } from 'drizzle-orm';
import { creditLedger } from '../credits/schema.js';
import type { Database } from '../db/index.js';
import { meetingBot } from '../meeting-bots/schema.js';
import type { Schemas } from '../contract/schemas.js';

export async function creditHistory(
  db: Database,
  userId: string,
  limit: number,
): Promise<Schemas['CreditHistoryEntry'][]> {
  const rows = await db
    .select({
      id: creditLedger.id,
      at: creditLedger.createdAt,
      reason: creditLedger.reason,
      change: creditLedger.change,
      balanceAfter: creditLedger.balanceAfter,
      detail: creditLedger.detail,
      botName: meetingBot.name,
    })
    .from(creditLedger)
    .leftJoin(meetingBot, eq(meetingBot.botId, creditLedger.botId))
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    reason: row.reason,
    change: row.change,
    balanceAfter: row.balanceAfter,
    detail: row.detail ?? row.botName ?? null,
  }));
}
