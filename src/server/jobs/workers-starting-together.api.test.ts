import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { createLogger } from '../logger';
import { jobNames, JobRegistry } from './jobs';
import { startPgBoss, type JobRunner } from './pg-boss-runner';

const logger = createLogger({ logLevel: 'silent' });

/** Every queue and schedule the app has, with handlers that do nothing. */
function appShapedRegistry(): JobRegistry {
  const registry = new JobRegistry();
  for (const name of Object.values(jobNames)) registry.every(name, '*/15 * * * *', async () => {});
  return registry;
}

// Several processes share one queue only on PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('workers starting together on a fresh database', () => {
  let testDatabase: TestDatabase | undefined;
  const runners: JobRunner[] = [];
  afterAll(async () => {
    for (const runner of runners) await runner.stop();
    await testDatabase?.dispose();
  });

  it('all start (pg-boss creating the same queues at once used to deadlock all but one)', async () => {
    testDatabase = await createTestDatabase();
    const database = testDatabase.database;
    const started = await Promise.allSettled(
      [1, 2, 3, 4].map(async () => {
        const runner = await startPgBoss(database, logger);
        runners.push(runner);
        await runner.work(appShapedRegistry());
      }),
    );
    expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
  }, 60_000);
});
