import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../paths.js';
import { claimDataDir } from './data-dir-lock.js';
import type { Database, Db } from './database.js';
import * as schema from './schema.js';

/** PostgreSQL contrib modules the migrations use; on a server they come with the postgresql package. */
const extensions = { pg_trgm };

type PgliteSource = { dataDir: string } | { memory: true; loadDataDir?: Blob };

export async function openPglite(source: PgliteSource): Promise<Database> {
  let release: () => Promise<void> = async () => {};
  let client: PGlite;
  if ('dataDir' in source) {
    await mkdir(path.dirname(source.dataDir), { recursive: true });
    release = await claimDataDir(source.dataDir);
    client = await PGlite.create(source.dataDir, { extensions });
  } else {
    client = await PGlite.create({ extensions, ...(source.loadDataDir ? { loadDataDir: source.loadDataDir } : {}) });
  }
  const db = drizzle({ client, schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await client.query<Row>(sql, params);
      return result.rows;
    },
    async executeSql(sql: string, values: unknown[] = []) {
      if (values.length > 0) return { rows: (await client.query(sql, values)).rows };
      const results = await client.exec(sql);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    async ping() {
      if (client.closed) throw new Error('database is closed');
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
      await release();
    },
  };
}

/** A migrated, empty database as a tarball, so tests can start many copies without initdb each time. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const database = await openPglite({ memory: true });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  return dump;
}
