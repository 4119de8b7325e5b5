/**
 * In-memory databases start from a migrated image in the temporary folder: one per PGlite version
 * and migrations, made again when a migration changes, each database its own copy, and images
 * nobody has used for a week removed when a new one is made.
 */
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_MIGRATIONS_FOLDER } from '../../src/config.js';
import { openDatabase } from '../../src/db/index.js';

const images = () =>
  new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('convene-pglite-')));
const failOnError = (error: Error) => {
  throw error;
};

describe('in-memory PGlite images', () => {
  const migrations = mkdtempSync(path.join(tmpdir(), 'convene-migrations-'));
  const stale = path.join(tmpdir(), 'convene-pglite-0000stale0000000.tar');
  const recent = path.join(tmpdir(), 'convene-pglite-0000recent000000.tar');
  const made: string[] = [];

  afterAll(() => {
    for (const file of [stale, recent, ...made]) rmSync(file, { force: true });
    rmSync(migrations, { recursive: true, force: true });
  });

  it('makes a new image when a migration changes, gives each database its own copy, and removes images unused for a week', async () => {
    // The product's migrations with a comment added to the last: the same schema, another image.
    cpSync(DEFAULT_MIGRATIONS_FOLDER, migrations, { recursive: true });
    const last = readdirSync(migrations)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .at(-1)!;
    appendFileSync(path.join(migrations, last), `\n-- ${path.basename(migrations)}\n`);
    writeFileSync(stale, 'old');
    writeFileSync(recent, 'new');
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    utimesSync(stale, eightDaysAgo, eightDaysAgo);
    const before = images();

    const first = await openDatabase({ kind: 'pglite' }, migrations, failOnError);
    const added = [...images()].filter((name) => !before.has(name));
    made.push(...added.map((name) => path.join(tmpdir(), name)));
    expect(added).toHaveLength(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(recent)).toBe(true);

    await first.db.execute(sql`CREATE TABLE only_in_first (id int)`);
    const second = await openDatabase({ kind: 'pglite' }, migrations, failOnError);
    // The second starts from the image, not from the first: it has the schema and nothing else.
    await expect(second.db.execute(sql`SELECT * FROM only_in_first`)).rejects.toThrow(
      /only_in_first/,
    );
    await expect(second.db.execute(sql`SELECT * FROM profile`)).resolves.toBeDefined();
    await Promise.all([first.close(), second.close()]);
  });
});
