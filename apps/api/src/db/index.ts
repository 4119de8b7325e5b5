/** Opens the one Postgres database (embedded PGlite or a server) and applies the migrations. */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PGLITE_TEMPLATE_DIR } from '../paths.js';
import { inProcessChanges, postgresChanges, type ChangeChannel } from './changes.js';
import type { DatabaseConfig } from './config.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The query API both drivers share. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDatabase {
  db: Database;
  /** Changes announced to every server process on this database. */
  changes: ChangeChannel;
  close(): Promise<void>;
}

/**
 * Runs `work` in the caller's transaction when there is one (its writes then stand or fall with
 * the caller's), else in a transaction of its own.
 */
export function inTransaction<T>(
  db: Database,
  transaction: Database | undefined,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return transaction ? work(transaction) : db.transaction(work);
}

/** Any 32-bit number; the same for every server process of this product. */
export const MIGRATION_LOCK = 727_001;

/** Server processes starting together take turns, so each migration runs exactly once. */
async function migrateOnce(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePostgres(drizzlePostgres(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** Where failures outside any request go (an idle connection dropped by the server). */
export type DatabaseErrorLog = (error: Error) => void;

/**
 * A new data folder starts as a copy of the template the build initialised. PGlite would otherwise
 * run initdb inside the server on its first start, which takes the process to about 800 MB, and
 * WebAssembly memory is never given back. Without a build (tsx in development) PGlite does it.
 */
function startFromTemplate(dataDir: string): void {
  if (!existsSync(path.join(PGLITE_TEMPLATE_DIR, 'PG_VERSION'))) return;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return;
  // Copied beside it and renamed, so an interrupted copy never looks like a database.
  const copy = `${dataDir}.new-${process.pid}`;
  cpSync(PGLITE_TEMPLATE_DIR, copy, { recursive: true });
  if (existsSync(dataDir)) rmdirSync(dataDir);
  renameSync(copy, dataDir);
}

export interface DatabaseOptions {
  /**
   * Loads pgvector into PGlite (embeddings are configured). It costs memory, so it is loaded only
   * then; on a Postgres server the extension is the server's to have (see src/embeddings/store.ts).
   */
  vector?: boolean;
}

export async function openDatabase(
  config: DatabaseConfig,
  migrationsFolder: string,
  logError: DatabaseErrorLog,
  { vector = false }: DatabaseOptions = {},
): Promise<OpenDatabase> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url });
    // Without a listener, Postgres closing an idle connection (a restart) would end the process.
    pool.on('error', logError);
    await migrateOnce(pool, migrationsFolder);
    const changes = await postgresChanges(config.url, logError);
    return {
      db: drizzlePostgres(pool, { schema }),
      changes,
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }
  if (config.dataDir) {
    mkdirSync(path.dirname(config.dataDir), { recursive: true });
    startFromTemplate(config.dataDir);
    mkdirSync(config.dataDir, { recursive: true });
  }
  const client = new PGlite({
    ...(await pgliteOptions(vector)),
    dataDir: config.dataDir,
    loadDataDir: config.dataDir ? undefined : await migratedMemoryImage(migrationsFolder),
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, changes: inProcessChanges(), close: () => client.close() };
}

/**
 * Postgres's default 128 MB of shared buffers all end up resident in PGlite's WebAssembly memory;
 * one embedded user needs far less (the server's idle memory drops by about a third). One options
 * object: PGlite ignores a second argument's options when there is no data folder (in memory).
 */
async function pgliteOptions(vector: boolean) {
  return {
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    ...(vector
      ? { extensions: { vector: (await import('@electric-sql/pglite-pgvector')).vector } }
      : {}),
  };
}

const memoryImages = new Map<string, Promise<Blob>>();

/**
 * In-memory databases (the test suites start hundreds, each in a process of its own) begin as a
 * copy of one migrated database kept in the temporary folder, named by PGlite's version and the
 * migrations: initdb and the migrations cost about 3 s of CPU each time, loading the copy 0.5 s.
 */
function migratedMemoryImage(migrationsFolder: string): Promise<Blob> {
  let image = memoryImages.get(migrationsFolder);
  if (!image) {
    image = readOrMakeImage(migrationsFolder);
    // A failed copy is made again by the next database rather than failing every one after it.
    image.catch(() => memoryImages.delete(migrationsFolder));
    memoryImages.set(migrationsFolder, image);
  }
  return image;
}

const IMAGE_PREFIX = 'convene-pglite-';
/** An image nobody has started from for a week is removed when another is made. */
const STALE_IMAGE_MS = 7 * 24 * 60 * 60 * 1000;

async function readOrMakeImage(migrationsFolder: string): Promise<Blob> {
  const file = path.join(tmpdir(), `${IMAGE_PREFIX}${imageKey(migrationsFolder)}.tar`);
  try {
    const image = new Blob([readFileSync(file)]);
    const now = new Date();
    utimesSync(file, now, now);
    return image;
  } catch (error) {
    // Not made yet, or removed as stale by a process of another checkout just now: made again.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const client = new PGlite(await pgliteOptions(false));
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    const image = await client.dumpDataDir('none');
    // Written beside it and renamed, so a process starting meanwhile never reads half of it.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, file);
    removeStaleImages(file);
    return image;
  } finally {
    await client.close();
  }
}

/** Each change of the migrations makes a new image (about 40 MB); old ones would fill the folder. */
function removeStaleImages(current: string): void {
  const staleBefore = Date.now() - STALE_IMAGE_MS;
  for (const name of readdirSync(tmpdir())) {
    const file = path.join(tmpdir(), name);
    if (!name.startsWith(IMAGE_PREFIX) || file === current) continue;
    try {
      if (statSync(file).mtimeMs < staleBefore) rmSync(file, { force: true });
    } catch {
      // Removed by another process meanwhile.
    }
  }
}

/** Changes with PGlite's version and with any migration, so a stale copy is never loaded. */
function imageKey(migrationsFolder: string): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const file = path.join(migrationsFolder, name);
    if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

export { schema };
