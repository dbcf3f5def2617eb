import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

export type Schema = typeof schema;

/** Drizzle over either driver; services take this and never learn which one it is. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A `Db` that is an open transaction: functions taking one run inside the caller's. */
export type Tx = Db;

type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  readonly kind: DatabaseKind;
  readonly db: Db;
  /** Raw SQL for tools that bring their own statements (the job queue, health checks). */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /**
   * Runs SQL for libraries that bring their own (the job queue): without values the text may
   * hold several statements, and the rows of the last one come back.
   */
  executeSql(sql: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Resolves when the database answers `select 1`; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Raw SQL through Drizzle; both drivers answer `{ rows }`, which Drizzle's shared type cannot say. */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
