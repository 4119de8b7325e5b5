/** The caller's own account: their details (GET /user) and the mail kept for them by the embedded mailer. */
import { DomainError } from '@convene/domain/errors';
import type { AgentLists } from '../agents/agents.js';
import { defineOperations } from '../contract/operations.js';
import type { Database } from '../db/index.js';
import type { Mailer } from '../providers/mail/port.js';
import { readAccount } from './account.js';
import { userDetails } from './details.js';

export interface UserOperationServices {
  db: Database;
  mailer: Mailer;
  agentLists: AgentLists;
}

export function userOperations({ db, mailer, agentLists }: UserOperationServices) {
  return defineOperations({
    async getUserDetails({ caller }) {
      return { status: 200, body: await userDetails(db, agentLists, caller.userId) };
    },

    async listMailOutbox({ caller }) {
      const account = await readAccount(db, caller.userId);
      const messages = account?.email ? await mailer.outbox(account.email) : [];
      if (messages === null)
        throw new DomainError('not_found', 'Mail is sent over SMTP; there is no local outbox');
      return { status: 200, body: { success: true, messages } };
    },
  });
}
