/** The credits feature's operations: the Free plan's refill (purchases arrive with billing). */
import { defineOperations } from '../contract/operations.js';
import type { Database } from '../db/index.js';
import { refillFreeCredits } from './free-refill.js';

export interface CreditOperationServices {
  db: Database;
}

export function creditOperations({ db }: CreditOperationServices) {
  return defineOperations({
    // Success whether or not the refill was due: the app asks on load and re-reads the details.
    async refillFreeCredits({ caller }) {
      await refillFreeCredits(db, caller.userId);
      return { status: 200, body: { success: true } };
    },
  });
}
