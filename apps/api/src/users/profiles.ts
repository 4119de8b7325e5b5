/** The product's user rows as the auth adapters keep them: created on first sight, named by the auth provider. */
import { isLiveTeamsPlan } from '@convene/domain/plans';
import type { Database } from '../db/index.js';
import { profile } from '../db/schema.js';
import type { UserRecords } from '../providers/auth/port.js';
import { readAccount } from './account.js';

/** The profiles as the auth adapters keep them in step with who signs in. */
export function profileRecords(db: Database): UserRecords {
  return {
    async remember(identity) {
      await db
        .insert(profile)
        .values(identity)
        .onConflictDoUpdate({
          target: profile.userId,
          set: { name: identity.name, email: identity.email, updatedAt: new Date() },
        });
    },
    async ensure(userId, authProvider) {
      await db
        .insert(profile)
        .values({ userId, authProvider })
        .onConflictDoNothing({ target: profile.userId });
    },
    async isKnown(userId) {
      return (await readAccount(db, userId)) !== null;
    },
    async mayCreateOrganisation(userId) {
      const account = await readAccount(db, userId);
      return account !== null && isLiveTeamsPlan(account);
    },
  };
}
