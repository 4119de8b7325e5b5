/** The settings the product keeps for a person itself (name, e-mail and password are the auth provider's): their time zone. */
import { DomainError } from '@convene/domain/errors';
import { isTimeZone, TIME_ZONE_MESSAGES, timeZoneOf } from '@convene/domain/time';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { profile } from '../db/schema.js';

/** Keeps the person's time zone; an unknown one is refused and nothing changes. */
export async function setTimeZone(db: Database, userId: string, timeZone: string): Promise<string> {
  if (!isTimeZone(timeZone)) throw new DomainError('unprocessable', TIME_ZONE_MESSAGES.unknown);
  const [row] = await db
    .update(profile)
    .set({ timeZone, updatedAt: new Date() })
    .where(eq(profile.userId, userId))
    .returning({ timeZone: profile.timeZone });
  if (!row) throw new DomainError('not_found', 'User not found');
  return timeZone;
}

/** The zone a user's meeting notes and Ask AI answers are written in: theirs, else the default. */
export async function timeZoneOfUser(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: profile.timeZone })
    .from(profile)
    .where(eq(profile.userId, userId));
  return timeZoneOf(row?.timeZone);
}
