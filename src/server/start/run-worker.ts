import { registerAppJobs, createAppMediaUploads } from '../app-jobs.js';
import { openDatabase } from '../db/open-database.js';
import { jobNames, JobRegistry } from '../jobs/jobs.js';
import { startPgBoss } from '../jobs/pg-boss-runner.js';
import { createLogger } from '../logger.js';
import { createServices } from '../services.js';
import { onStopSignal, sweepCrashedTempFolders, warnOfMissingProcessEnv, type StartContext } from './start-context.js';
import { closeServer, createWorkerHealthServer, listen } from './worker-health.js';

/**
 * start:worker: every job and schedule (renders, e-mail, reminders, renewals, the print lab,
 * sweeps) and no pages; only GET /health on WORKER_PORT.
 */
export async function runWorker(context: StartContext): Promise<void> {
  const { config } = context;
  const logger = createLogger(config, context.logStream);
  warnOfMissingProcessEnv(logger);
  // Before taking jobs: a killed worker's copies of memories would otherwise stay for good.
  await sweepCrashedTempFolders(logger);
  const database = await openDatabase(config);
  logger.info({ database: database.kind, role: 'worker' }, 'database ready, migrations applied');
  const jobRunner = await startPgBoss(database, logger, {
    renderConcurrency: config.renderConcurrency,
    stopTimeoutMs: config.shutdownTimeoutMs,
  });
  const jobRegistry = new JobRegistry();
  const { services } = createServices({ config, database, logger, jobQueue: jobRunner, jobRegistry });
  registerAppJobs(services, createAppMediaUploads(services));

  let working = false;
  let stopping = false;
  const health = createWorkerHealthServer(async () => {
    if (!working || stopping || !jobRunner.isRunning()) return false;
    await database.ping();
    return true;
  });
  // Listening before taking jobs: a port in use stops the worker before it holds any job.
  await listen(health, config.workerPort, config.host);

  onStopSignal(context, async (signal) => {
    stopping = true;
    logger.info({ signal }, 'shutting down: taking no new jobs, finishing running ones');
    // A job still running when the timeout ends is failed by pg-boss, and so retried elsewhere.
    const steps = [
      ['the job queue did not stop cleanly', () => jobRunner.stop()],
      ['the services did not close cleanly', () => services.close()],
      ['the database did not close cleanly', () => database.close()],
      ['the health endpoint did not close cleanly', () => closeServer(health)],
    ] as const;
    let clean = true;
    for (const [problem, step] of steps) {
      try {
        await step();
      } catch (error) {
        logger.error({ err: error }, problem);
        clean = false;
      }
    }
    logger[clean ? 'info' : 'error'](clean ? 'worker stopped' : 'worker stopped with errors');
    return clean;
  });

  await jobRunner.work(jobRegistry);
  working = true;
  // Orders that expired while nothing ran jobs go now, not at the next scheduled run.
  void jobRegistry.handlers
    .get(jobNames.expireUnpaidOrders)?.({})
    .catch((error: unknown) => logger.warn({ err: error }, 'expiring unpaid orders at start failed'));
  logger.info({ port: config.workerPort, role: 'worker' }, 'Keepsake worker is ready');
}
