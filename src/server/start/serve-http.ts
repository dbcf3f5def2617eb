import { existsSync } from 'node:fs';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/open-database.js';
import { exposedDevelopmentWarning } from '../http/loopback.js';
import { jobNames, JobRegistry } from '../jobs/jobs.js';
import { startPgBoss } from '../jobs/pg-boss-runner.js';
import { createLogger } from '../logger.js';
import { webBuildFolder } from '../paths.js';
import { shutDown } from '../shutdown.js';
import { onStopSignal, sweepCrashedTempFolders, warnOfMissingProcessEnv, type StartContext } from './start-context.js';

/**
 * `all` (npm start): the HTTP app, and the jobs in the same process. `web` (start:web): the HTTP
 * app only; it queues jobs for the workers and runs none.
 */
export async function serveHttp({ role, ...context }: StartContext & { role: 'all' | 'web' }): Promise<void> {
  const { config } = context;
  const logger = createLogger(config, context.logStream);
  const exposed = exposedDevelopmentWarning(config);
  if (exposed) logger.warn(exposed);
  warnOfMissingProcessEnv(logger);
  // Before the server listens or takes jobs, so none of this process's folders exists yet.
  await sweepCrashedTempFolders(logger);
  const database = await openDatabase(config);
  logger.info({ database: database.kind, role }, 'database ready, migrations applied');
  const webRoot = existsSync(webBuildFolder) ? webBuildFolder : undefined;
  if (!webRoot) logger.warn('no web build found; serving the API only (run npm run build)');
  const runsJobs = role === 'all';
  const jobRunner = await startPgBoss(database, logger, {
    mode: runsJobs ? 'work' : 'send',
    // One process serving pages too renders one card at a time, as before, unless told otherwise;
    // a worker (run-worker.ts) defaults to one per core.
    renderConcurrency: config.renderConcurrency ?? 1,
  });
  const jobRegistry = new JobRegistry();
  const app = await buildApp({ config, database, logger, webRoot, jobQueue: jobRunner, jobRegistry });
  if (runsJobs) {
    await jobRunner.work(jobRegistry);
    // Orders that expired while the server was down go now, not at the next scheduled run.
    void jobRegistry.handlers
      .get(jobNames.expireUnpaidOrders)?.({})
      .catch((error: unknown) => logger.warn({ err: error }, 'expiring unpaid orders at start failed'));
  }
  app.addHook('onClose', () => jobRunner.stop());

  onStopSignal(context, async (signal) => {
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const clean = await shutDown({ app, database, timeoutMs: config.shutdownTimeoutMs });
    logger[clean ? 'info' : 'error'](clean ? 'server stopped' : 'shutdown timed out; exiting anyway');
    return clean;
  });

  await app.listen({ port: config.port, host: config.host });
  logger.info({ url: config.publicUrl, role }, 'Keepsake is ready');
}
