import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import type { JobQueue, JobRegistry } from './jobs.js';

export interface JobRunner extends JobQueue {
  /** Starts working on the registry's jobs and schedules. */
  work(registry: JobRegistry): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss on our own database connection (PGlite or PostgreSQL): jobs survive restarts and a
 * scheduled job runs once even with several app instances.
 */
export async function startPgBoss(database: Database, logger: FastifyBaseLogger): Promise<JobRunner> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
    // One PGlite connection is shared with the app: poll gently.
    pollingIntervalSeconds: 2,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name);
    created.add(name);
  };

  return {
    async send(name, data, options = {}) {
      await ensureQueue(name);
      await boss.send(name, data, {
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        retryLimit: 3,
        retryBackoff: true,
      });
    },
    async work(registry) {
      for (const [name, handler] of registry.handlers) {
        await ensureQueue(name);
        await boss.work<Record<string, unknown>>(name, async (jobs) => {
          for (const job of jobs) {
            try {
              await handler(job.data);
            } catch (error) {
              logger.error({ err: error, job: name, jobId: job.id }, 'job failed');
              throw error;
            }
          }
        });
      }
      for (const { name, cron } of registry.schedules) await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
