/** The server's own operations: whether it and its database answer, and the plan catalogue. */
import { PLANS } from '@convene/domain/plans';
import { sql } from 'drizzle-orm';
import { defineOperations } from '../contract/operations.js';
import type { Database } from '../db/index.js';

export function platformOperations({ db }: { db: Database }) {
  return defineOperations({
    async getHealth({ log }) {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        log.error({ err: error }, 'database does not answer');
        return { status: 503, body: { success: false, error: 'Database unavailable' } };
      }
      return { status: 200, body: { status: 'ok', database: 'ok' } };
    },

    async listPlans() {
      return { status: 200, body: { success: true, plans: [...PLANS] } };
    },
  });
}
