import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import { jobNames, type JobQueue, type JobRegistry } from './jobs.js';
import { createRunLimit } from './run-limit.js';

export interface JobRunner extends JobQueue {
  /** Starts working on the registry's jobs and schedules. */
  work(registry: JobRegistry): Promise<void>;
  /** Whether the queue is started and not stopping (the worker's health answer). */
  isRunning(): boolean;
  stop(): Promise<void>;
}

interface RunnerOptions {
  /**
   * `send`: only queues (start:web); pg-boss's supervisor (expiry, archiving) and its cron
   * clock stay off, so a web instance never takes part in running jobs. Default `work`.
   */
  mode?: 'send' | 'work';
  /** Card renders worked at once; default one per core. */
  renderConcurrency?: number;
  /** The order steps' expiry (`renderExpirySeconds`); shorter only in tests. */
  orderStepExpirySeconds?: number;
  /** How long a graceful stop waits for running jobs before failing them (they are retried). */
  stopTimeoutMs?: number;
}

/**
 * A render job still active this long is failed and retried: by its own worker when the
 * handler runs this long (pg-boss manager.js races the handler against expireInSeconds), or by
 * any instance's maintenance when the worker died (plans.js failJobsByTimeout: `started_on +
 * expire_in < now()`). A render takes a few seconds, so 30 s is far from a live one.
 */
export const renderExpirySeconds = 30;

/**
 * How often each working instance tries pg-boss maintenance, which runs the expiry above. It
 * runs at most once per interval across all instances (plans.js trySetTimestamp: `now() -
 * maintained_on > interval`), so a missed tick can stretch the gap to two intervals. A killed
 * worker's render is then retried by 30 + 2 × 5 s, plus the first retry's backoff (1–2 s) and one
 * polling interval (2 s): under 45 s, well within the minute. PostgreSQL only: several
 * processes share a queue only there, and PGlite keeps pg-boss's gentler default (120 s).
 */
const sharedMaintenanceIntervalSeconds = 5;

/**
 * pg-boss 10 starts each worker loop at most once per polling interval even when it found a job
 * (worker.js), so one worker slot on a 2 s interval takes 30 jobs a minute at most: that, not
 * rendering, capped orders at ~28 a minute (`npm run bench manyMachines`). The steps of a
 * customer's order are polled every half second (pg-boss's minimum) on PostgreSQL; the rest
 * stay at 2 s, and PGlite, one connection shared with the app, keeps 2 s for all.
 */
const orderStepQueues = new Set<string>([jobNames.orderPaid, jobNames.cardRender]);
const orderStepPollingSeconds = 0.5;

/**
 * The queues whose jobs get a short expiry, which is what moves a dead worker's job on.
 * The steps of a customer's order (its e-mail, then its render) and the reset-link e-mail take
 * seconds, so they get the render's; the rest (renewals, sweeps, the print lab's retries with
 * their own backoff) keep pg-boss's 15 minutes. Each e-mail is sent once however often its job
 * runs (mail/send-once.ts).
 */
const shortExpiryQueues = new Set<string>([jobNames.cardRender, jobNames.orderPaid, jobNames.passwordResetMail]);

/** PostgreSQL's codes for a deadlock and for a row another session inserted first. */
const raceCodes = new Set(['40P01', '23505']);

/**
 * pg-boss 10 creates a queue and upserts a schedule without a lock of its own, so workers
 * starting together on a fresh database (a first deploy, a release with a new queue) deadlock
 * on `pgboss.create_queue`, and all but one died at start. What lost the race is done by then
 * or can simply be tried again.
 */
async function retryingRaces<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= 5 || typeof code !== 'string' || !raceCodes.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

/**
 * pg-boss on our own database connection (PGlite or PostgreSQL): jobs survive restarts and a
 * scheduled job runs once even with several app instances.
 */
export async function startPgBoss(
  database: Database,
  logger: FastifyBaseLogger,
  options: RunnerOptions = {},
): Promise<JobRunner> {
  const working = options.mode !== 'send';
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
    // One PGlite connection is shared with the app: poll gently.
    pollingIntervalSeconds: 2,
    supervise: working,
    schedule: working,
    ...(database.kind === 'postgres' ? { maintenanceIntervalSeconds: sharedMaintenanceIntervalSeconds } : {}),
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  let running = true;
  const created = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await retryingRaces(() => boss.createQueue(name));
    created.add(name);
  };
  // pg-boss 10 works one batch per work() call and fetches the next only when it is done
  // (worker.js), so n renders at once are n workers of batch size 1, each job with its own expiry.
  const renderConcurrency = options.renderConcurrency ?? os.availableParallelism();
  const concurrencyOf = (name: string) => (name === jobNames.cardRender ? renderConcurrency : 1);
  // A render past its expiry runs on beside its retry; this keeps the process to its renders.
  const renderLimit = createRunLimit(renderConcurrency);
  const sendOptionsOf = (name: string) =>
    shortExpiryQueues.has(name) ? { expireInSeconds: options.orderStepExpirySeconds ?? renderExpirySeconds } : {};

  const workOptions = (name: string) =>
    database.kind === 'postgres' && orderStepQueues.has(name)
      ? { pollingIntervalSeconds: orderStepPollingSeconds }
      : {};

  return {
    async send(name, data, sendOptions = {}) {
      await ensureQueue(name);
      await boss.send(name, data, {
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...sendOptionsOf(name),
        retryLimit: 3,
        retryBackoff: true,
      });
    },
    async work(registry) {
      if (!working) throw new Error('this job runner only queues jobs');
      for (const [name, handler] of registry.handlers) {
        await ensureQueue(name);
        const run =
          name === jobNames.cardRender ? (data: Record<string, unknown>) => renderLimit(() => handler(data)) : handler;
        for (let slot = 0; slot < concurrencyOf(name); slot += 1) {
          await boss.work<Record<string, unknown>>(name, workOptions(name), async (jobs) => {
            for (const job of jobs) {
              try {
                await run(job.data);
              } catch (error) {
                logger.error({ err: error, job: name, jobId: job.id }, 'job failed');
                throw error;
              }
            }
          });
        }
      }
      for (const { name, cron } of registry.schedules) {
        await retryingRaces(() => boss.schedule(name, cron, {}, { tz: 'UTC' }));
      }
    },
    isRunning: () => running,
    async stop() {
      running = false;
      await boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? 10_000 });
    },
  };
}
