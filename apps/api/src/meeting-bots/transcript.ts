/** Reading a meeting's stored transcript, line by line in the order it was said. */
import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/index.js';
import { transcriptSegment } from './schema.js';

type Segment = typeof transcriptSegment.$inferSelect;

/** The meeting's transcript segments in order, each with the fields asked for. */
export async function readTranscript<Field extends keyof Segment>(
  db: Database,
  botId: string,
  fields: readonly Field[],
): Promise<Pick<Segment, Field>[]> {
  const columns: Record<string, AnyPgColumn> = Object.fromEntries(
    fields.map((field) => [field, transcriptSegment[field]]),
  );
  const segments = await db
    .select(columns)
    .from(transcriptSegment)
    .where(eq(transcriptSegment.botId, botId))
    .orderBy(asc(transcriptSegment.ordinal));
  // The columns selected are the fields named, so each row holds those of a segment.
  return segments as unknown as Pick<Segment, Field>[];
}
