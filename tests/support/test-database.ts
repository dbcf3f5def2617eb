import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../src/server/db/database.js';
import { openPglite } from '../../src/server/db/open-pglite.js';
import { openPostgres } from '../../src/server/db/open-postgres.js';

export interface TestDatabase {
  database: Database;
  /** The URL of this test's own PostgreSQL database, when the run is on PostgreSQL. */
  url?: string;
  dispose(): Promise<void>;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface EmptyPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty database on the run's PostgreSQL server, named for this run so the global
 * teardown drops it should the run crash before `drop`.
 */
export async function createPostgresDatabase(label = ''): Promise<EmptyPostgresDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('a PostgreSQL database needs TEST_DATABASE_URL');
  const name = `keepsake_test_${inject('testRunId')}_${label}${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  };
}

/**
 * A fresh, migrated database for one test file: its own PostgreSQL database in the
 * PostgreSQL pass, otherwise an in-memory PGlite started from the run's template.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = new Blob([await readFile(inject('pgliteTemplatePath'))]);
    const database = await openPglite({ memory: true, loadDataDir: template });
    return { database, dispose: () => database.close() };
  }
  const empty = await createPostgresDatabase();
  const database = await openPostgres(empty.url, { poolSize: 4 });
  return {
    database,
    url: empty.url,
    async dispose() {
      await database.close();
      await empty.drop();
    },
  };
}
