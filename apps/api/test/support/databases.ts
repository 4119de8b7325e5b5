/**
 * The databases the suite runs on: a fresh in-memory PGlite always, and when TEST_DATABASE_URL is
 * set also a database of its own on that server, created per test file and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/config.js';

export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  create(): Promise<TestDatabase>;
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function postgres(serverUrl: string): TestDatabaseKind {
  return {
    name: 'postgres',
    async create() {
      const name = `convene_test_${randomBytes(6).toString('hex')}`;
      await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return {
        config: { kind: 'postgres', url: url.toString() },
        async drop() {
          await onServer(serverUrl, (client) =>
            client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
          );
        },
      };
    },
  };
}

export const pglite: TestDatabaseKind = {
  name: 'pglite',
  async create() {
    return { config: { kind: 'pglite' }, drop: async () => {} };
  },
};

export const testDatabases: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? [pglite, postgres(process.env.TEST_DATABASE_URL)]
  : [pglite];
