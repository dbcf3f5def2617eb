import { existsSync } from 'node:fs';
import { buildApp } from './app.js';
import { loadOrCreateDevSecret } from './auth/dev-secret.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/open-database.js';
import { jobNames, JobRegistry } from './jobs/jobs.js';
import { startPgBoss } from './jobs/pg-boss-runner.js';
import { exposedDevelopmentWarning } from './http/loopback.js';
import { scrubText } from './log-redaction.js';
import { createLogger } from './logger.js';
import { sweepUploadFolders } from './media/sweep-uploads.js';
import { webBuildFolder } from './paths.js';
import { endLogStream, openLogStream, shutDown } from './shutdown.js';

// Module-wide so that every way out, a failed start included, can wait for the last lines.
const logStream = openLogStream();
const logFlushTimeoutMs = 5_000;

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const parsed = readConfigOrExit();
  const config = { ...parsed, authSecret: parsed.authSecret ?? (await loadOrCreateDevSecret(parsed.dataDir)) };
  const logger = createLogger(config, logStream);
  const exposed = exposedDevelopmentWarning(config);
  if (exposed) logger.warn(exposed);
  // Before the server listens, so no upload of this process can be in progress yet.
  const swept = await sweepUploadFolders().catch((error: unknown) => {
    logger.warn({ err: error }, 'temp upload folders could not be swept');
    return 0;
  });
  if (swept > 0) logger.info({ swept }, 'removed temp upload folders left by a crash');
  const database = await openDatabase(config);
  logger.info({ database: database.kind }, 'database ready, migrations applied');
  const webRoot = existsSync(webBuildFolder) ? webBuildFolder : undefined;
  if (!webRoot) logger.warn('no web build found; serving the API only (run npm run build)');
  const jobRunner = await startPgBoss(database, logger);
  const jobRegistry = new JobRegistry();
  const app = await buildApp({ config, database, logger, webRoot, jobQueue: jobRunner, jobRegistry });
  await jobRunner.work(jobRegistry);
  // Orders that expired while the server was down go now, not at the next scheduled run.
  void jobRegistry.handlers
    .get(jobNames.expireUnpaidOrders)?.({})
    .catch((error: unknown) => logger.warn({ err: error }, 'expiring unpaid orders at start failed'));
  app.addHook('onClose', () => jobRunner.stop());

  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    void shutDown({ app, database, timeoutMs: config.shutdownTimeoutMs }).then(async (clean) => {
      logger[clean ? 'info' : 'error'](clean ? 'server stopped' : 'shutdown timed out; exiting anyway');
      await endLogStream(logStream, logFlushTimeoutMs);
      process.exit(clean ? 0 : 1);
    });
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);

  await app.listen({ port: config.port, host: config.host });
  logger.info({ url: config.publicUrl }, 'Keepsake is ready');
}

main().catch(async (error: unknown) => {
  // Not through the logger, which may not exist yet; scrubbed like every log line.
  process.stderr.write(
    `Keepsake failed to start: ${scrubText(error instanceof Error ? error.message : String(error))}\n`,
  );
  await endLogStream(logStream, logFlushTimeoutMs);
  process.exit(1);
});
