import type { Config } from './config.js';

/**
 * How a process runs: `all` (npm start) serves HTTP and runs the jobs; `web` (start:web) only
 * serves HTTP; `worker` (start:worker) only runs the jobs.
 */
export type ProcessRole = 'all' | 'web' | 'worker';

export const processRoles: readonly ProcessRole[] = ['all', 'web', 'worker'];

/**
 * What a process that shares its work with others cannot do without: one database, one bucket,
 * one set of rate-limit counters, and one secret so a link signed on one instance opens on the
 * next. Embedded stand-ins would each keep their own copy and split the product in pieces.
 */
const sharedSettings = ['DATABASE_URL', 'S3_BUCKET', 'REDIS_URL', 'AUTH_SECRET'] as const;

/** The one line start:web and start:worker refuse to start with, or undefined when they may start. */
export function roleRefusal(role: ProcessRole, config: Config): string | undefined {
  if (role === 'all') return undefined;
  const present: Record<(typeof sharedSettings)[number], boolean> = {
    DATABASE_URL: config.database.kind === 'postgres',
    S3_BUCKET: config.objectStorage !== undefined,
    REDIS_URL: config.redisUrl !== undefined,
    AUTH_SECRET: config.authSecret !== undefined,
  };
  const missing = sharedSettings.filter((name) => !present[name]);
  if (missing.length === 0) return undefined;
  return `start:${role} shares its work with other processes and needs ${sharedSettings.join(', ')}; missing: ${missing.join(', ')}`;
}
