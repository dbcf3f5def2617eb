import type { Config } from '../config.js';
import type { Database } from './database.js';
import { openPglite } from './open-pglite.js';
import { openPostgres } from './open-postgres.js';

/** Opens the configured database and brings its schema up to date before anything uses it. */
export function openDatabase(config: Pick<Config, 'database'>): Promise<Database> {
  return config.database.kind === 'postgres'
    ? openPostgres(config.database.url)
    : openPglite({ dataDir: config.database.dataDir });
}
