import { existsSync } from 'node:fs';
import { buildApp } from './app.js';
import { loadOrCreateDevSecret } from './auth/dev-secret.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/open-database.js';
import { JobRegistry } from './jobs/jobs.js';
import { startPgBoss } from './jobs/pg-boss-runner.js';
import { createLogger } from './logger.js';
import { webBuildFolder } from './paths.js';
import { shutDown } from './shutdown.js';

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
  const logger = createLogger(config);
  const database = await openDatabase(config);
  logger.info({ database: database.kind }, 'database ready, migrations applied');
  const webRoot = existsSync(webBuildFolder) ? webBuildFolder : undefined;
  if (!webRoot) logger.warn('no web build found; serving the API only (run npm run build)');
  const jobRunner = await startPgBoss(database, logger);
  const jobRegistry = new JobRegistry();
  const app = await buildApp({ config, database, logger, webRoot, jobQueue: jobRunner, jobRegistry });
  await jobRunner.work(jobRegistry);
  app.addHook('onClose', () => jobRunner.stop());

  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    void shutDown({ app, database, timeoutMs: config.shutdownTimeoutMs }).then((clean) => {
      logger[clean ? 'info' : 'error'](clean ? 'server stopped' : 'shutdown timed out; exiting anyway');
      logger.flush();
      process.exit(clean ? 0 : 1);
    });
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);

  await app.listen({ port: config.port, host: config.host });
  logger.info({ url: config.publicUrl }, 'Keepsake is ready');
}

main().catch((error: unknown) => {
  process.stderr.write(`Keepsake failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
