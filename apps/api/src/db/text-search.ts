/** Postgres full-text search column types shared by the tables that are searched. */
import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A text search configuration ('english', 'german', …); given as its name. */
export const regconfig = customType<{ data: string; driverData: string }>({
  dataType: () => 'regconfig',
  // Both drivers send parameters as text, which Postgres does not cast to regconfig by itself.
  toDriver: (name) => sql`${name}::regconfig` as unknown as string,
});
