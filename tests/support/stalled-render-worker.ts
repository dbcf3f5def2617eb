/**
 * A render worker that takes one card-render job and never finishes it: run as a child
 * process (tsx) and killed with SIGKILL, it is a worker that died mid-render. It prints
 * `took <job data>` once it holds the job. Usage: stalled-render-worker.ts <database url>.
 */
import { openPostgres } from '../../src/server/db/open-postgres.js';
import { jobNames, JobRegistry } from '../../src/server/jobs/jobs.js';
import { startPgBoss } from '../../src/server/jobs/pg-boss-runner.js';
import { createLogger } from '../../src/server/logger.js';

const database = await openPostgres(process.argv[2]!, { poolSize: 2 });
const runner = await startPgBoss(database, createLogger({ logLevel: 'silent' }), { renderConcurrency: 1 });
const registry = new JobRegistry();
registry.on(jobNames.cardRender, (data) => {
  process.stdout.write(`took ${JSON.stringify(data)}\n`);
  return new Promise<void>(() => {});
});
await runner.work(registry);
