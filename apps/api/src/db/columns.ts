/**
 * Columns the product's tables share, written once: every moment is stored with its time zone,
 * rows made and changed are stamped by the database, and a row id is a uuid the database draws.
 */
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** A moment with its time zone (Postgres `timestamptz`). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was made. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed (the writer sets it again on each change). */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** The row's id, a random uuid the database draws. */
export const uuidPrimaryKey = () => uuid('id').primaryKey().defaultRandom();
