import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.js';
import type { Database, Db } from './database.js';
import * as schema from './schema.js';

/** Any fixed number works; it only has to be the same in every instance of the app. */
const MIGRATION_LOCK_ID = 7_346_150_001;

/**
 * Several app instances may start at once against one PostgreSQL; the advisory lock makes
 * them migrate one after another instead of racing on the same CREATE TABLE.
 */
async function migrateWithLock(pool: pg.Pool, db: Db): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    // The migrator is typed per driver; the node-postgres one is what `db` really is.
    await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
}

export async function openPostgres(url: string, options: { poolSize?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client that loses its server emits 'error'; without a listener that kills the process.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  try {
    await migrateWithLock(pool, db);
  } catch (error) {
    await pool.end();
    throw error;
  }
  let closed = false;
  return {
    kind: 'postgres',
    db,
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return result.rows as Row[];
    },
    async executeSql(sql: string, values: unknown[] = []) {
      // Without values pg uses the simple protocol, which runs several statements in one text.
      const result = await pool.query(sql, values.length > 0 ? values : undefined);
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as unknown[] };
    },
    async ping() {
      if (closed) throw new Error('database is closed');
      await pool.query('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
