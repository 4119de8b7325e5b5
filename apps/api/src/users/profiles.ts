/** The product's user rows: identity for display and the money state (credits, plan, subscription). */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { profile } from '../db/schema.js';

export type Profile = typeof profile.$inferSelect;
export type AuthProvider = 'local' | 'clerk';

export interface ProfileIdentity {
  userId: string;
  authProvider: AuthProvider;
  name: string;
  email: string;
}

/** Creates the row or refreshes its name and e-mail (the auth provider owns those). */
export async function saveProfileIdentity(db: Database, identity: ProfileIdentity): Promise<void> {
  await db
    .insert(profile)
    .values(identity)
    .onConflictDoUpdate({
      target: profile.userId,
      set: { name: identity.name, email: identity.email, updatedAt: new Date() },
    });
}

/** Creates the row on first sight of a user, keeping what is already there. */
export async function ensureProfile(
  db: Database,
  userId: string,
  authProvider: AuthProvider,
): Promise<void> {
  await db
    .insert(profile)
    .values({ userId, authProvider })
    .onConflictDoNothing({ target: profile.userId });
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
