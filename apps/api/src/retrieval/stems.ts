/** How Postgres's full-text search stems words, read for the ranking (ranking.ts). */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/index.js';

/** The rows of a raw query: both drivers answer `{ rows }`. */
export async function rowsOf<Row extends Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<Row[]> {
  const result = (await db.execute<Row>(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** The stems of each text as `language` stems them (stop words give none). */
export async function stemsOf(
  db: Database,
  language: string,
  texts: readonly string[],
): Promise<string[][]> {
  if (texts.length === 0) return [];
  const rows = await rowsOf<{ stems: string[] | null }>(
    db,
    sql`select array(select lexeme from unnest(to_tsvector(${language}::regconfig, text))) as stems
        from unnest(array[${sql.join(
          texts.map((text) => sql`${text}`),
          sql`, `,
        )}]::text[]) with ordinality as given(text, position)
        order by position`,
  );
  return rows.map((row) => row.stems ?? []);
}

/** The stems as a text[] parameter. */
export const stemArray = (stems: readonly string[]) =>
  sql`array[${sql.join(
    stems.map((stem) => sql`${stem}`),
    sql`, `,
  )}]::text[]`;

/** Rows whose tsvector has any of the stems as they are (each quoted, so none is stemmed again): what the index finds. */
export const hasAnyStem = (tsv: PgColumn, stems: SQL) =>
  sql`${tsv} @@ to_tsquery('simple', array_to_string(array(
    select '''' || replace(s, '''', '''''') || '''' from unnest(${stems}) s), ' | '))`;
