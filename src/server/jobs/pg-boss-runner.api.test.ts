import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { createLogger } from '../logger';
import { JobRegistry } from './jobs';
import { startPgBoss, type JobRunner } from './pg-boss-runner';

describe('the job queue (pg-boss on our own database connection)', () => {
  let testDatabase: TestDatabase;
  let runner: JobRunner;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    runner = await startPgBoss(testDatabase.database, createLogger({ logLevel: 'silent' }));
  }, 60_000);
  afterAll(async () => {
    await runner.stop();
    await testDatabase.dispose();
  });

  it('runs a queued job with its data', async () => {
    const registry = new JobRegistry();
    const seen: unknown[] = [];
    let done: () => void = () => {};
    const handled = new Promise<void>((resolve) => {
      done = resolve;
    });
    registry.on('test-greeting', async (data) => {
      seen.push(data);
      done();
    });
    await runner.work(registry);
    await runner.send('test-greeting', { hello: 'world' });
    await handled;
    expect(seen).toEqual([{ hello: 'world' }]);
  }, 30_000);
});
