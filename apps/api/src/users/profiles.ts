/** The product's user rows: identity for display and the money state (credits, plan, subscription). */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { profile } from '../db/schema.js';
import type { UserRecords } from '../providers/auth/port.js';

export type Profile = typeof profile.$inferSelect;

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
      return (await findProfile(db, userId)) !== null;
    },
  };
}

export async function findProfile(db: Database, userId: string): Promise<Profile | null> {
  const [row] = await db.select().from(profile).where(eq(profile.userId, userId));
  return row ?? null;
}

export async function findProfiles(db: Database, userIds: string[]): Promise<Map<string, Profile>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(profile).where(inArray(profile.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row]));
}
