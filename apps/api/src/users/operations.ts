/**
 * The caller's own account: their details (GET /user), their settings (PATCH /user: the time
 * zone), deleting it (DELETE /user), and the mail kept for them by the embedded mailer.
 */
import { DomainError } from '@convene/domain/errors';
import type { AgentLists } from '../agents/agents.js';
import { defineOperations } from '../contract/operations.js';
import type { Mailer } from '../providers/mail/port.js';
import { readAccount } from './account.js';
import { deleteAccount, type AccountDeletionServices } from './account-deletion.js';
import { userDetails } from './details.js';
import { setTimeZone } from './settings.js';

export interface UserOperationServices extends AccountDeletionServices {
  mailer: Mailer;
  agentLists: AgentLists;
}

export function userOperations(services: UserOperationServices) {
  const { db, mailer, agentLists, accounts } = services;
  return defineOperations({
    async getUserDetails({ caller }) {
      return { status: 200, body: await userDetails(db, agentLists, accounts, caller.userId) };
    },

    async updateUserSettings({ caller, body }) {
      const timeZone = await setTimeZone(db, caller.userId, body.value.timeZone);
      return { status: 200, body: { success: true, timeZone } };
    },

    async deleteAccount({ caller, body }) {
      await deleteAccount(services, caller.userId, body.value.confirmation);
      return { status: 200, body: { success: true } };
    },

    async listMailOutbox({ caller }) {
      const account = await readAccount(db, caller.userId);
      // An e-mail change's link waits at the new address until it is opened.
      const pending = await accounts.pendingEmail(caller.userId);
      const addresses = [account?.email, pending].filter((email): email is string => !!email);
      const boxes = await Promise.all(addresses.map((email) => mailer.outbox(email)));
      if (boxes.some((box) => box === null))
        throw new DomainError('not_found', 'Mail is sent over SMTP; there is no local outbox');
      const messages = boxes
        .flatMap((box) => box ?? [])
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return { status: 200, body: { success: true, messages } };
    },
  });
}
