/** Named locks for work that must not run twice at once (a per-user count, one bot's data). */
import { sql } from 'drizzle-orm';
import type { Database } from './index.js';

/** Holds the lock named `name` until the transaction ends: work under one name takes turns. */
export async function lockNamed(tx: Database, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
