/**
 * Where vectors are kept: pgvector in the product's own database. Prepared at start only when
 * embeddings are configured; a Postgres server without pgvector stops the start with the reason,
 * rather than running with a search that fails on every question.
 */
import { sql } from 'drizzle-orm';
import { MIGRATION_LOCK, type Database } from '../db/index.js';
import { EMBEDDING_TABLES } from './schema.js';

export const NO_PGVECTOR =
  'EMBEDDINGS_BASE_URL is set but this Postgres server has no pgvector extension: install it on ' +
  'the server (https://github.com/pgvector/pgvector#installation), or unset EMBEDDINGS_BASE_URL ' +
  'to keep Ask AI’s search lexical.';

export class EmbeddingStoreError extends Error {
  override name = 'EmbeddingStoreError';
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Creates the extension and the embedding tables, once, under the lock the migrations take. */
export async function prepareEmbeddingStore(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    const available = await tx
      .select({ name: sql<string>`name` })
      .from(sql`pg_available_extensions`)
      .where(sql`name = 'vector'`);
    if (available.length === 0) throw new EmbeddingStoreError(NO_PGVECTOR);
    try {
      await tx.execute(sql`CREATE EXTENSION IF NOT EXISTS vector`);
    } catch (error) {
      throw new EmbeddingStoreError(
        `EMBEDDINGS_BASE_URL is set but the pgvector extension could not be created in this ` +
          `database (${reason(error)}): a superuser may run CREATE EXTENSION vector in it once.`,
        { cause: error },
      );
    }
    for (const statement of EMBEDDING_TABLES) await tx.execute(statement);
  });
}
