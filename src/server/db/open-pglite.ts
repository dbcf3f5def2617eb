import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../paths.js';
import type { Database, Db } from './database.js';
import * as schema from './schema.js';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one connection inside one process; two processes on one folder corrupt it.
 * A pid file turns that mistake into a clear refusal at start.
 */
async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.pid`;
  const holder = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
  if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
    throw new Error(
      `Another Keepsake process (pid ${holder}) is using ${dataDir}; stop it, or set DATA_DIR or DATABASE_URL`,
    );
  }
  await writeFile(lockFile, String(process.pid));
  return () => rm(lockFile, { force: true });
}

/** PostgreSQL contrib modules the migrations use; on a server they come with the postgresql package. */
const extensions = { pg_trgm };

export type PgliteSource = { dataDir: string } | { memory: true; loadDataDir?: Blob };

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
