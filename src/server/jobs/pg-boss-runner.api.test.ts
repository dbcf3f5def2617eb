import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { createLogger } from '../logger';
import { JobRegistry, jobNames } from './jobs';
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

describe('renders past their expiry', () => {
  it("never run beside another render beyond the worker's render concurrency", async () => {
    const testDatabase = await createTestDatabase();
    // One render at a time; a render expires after 1 s and takes 2.5, so pg-boss frees its slot
    // and starts the next job (or the retry) while the first still runs.
    const runner = await startPgBoss(testDatabase.database, createLogger({ logLevel: 'silent' }), {
      renderConcurrency: 1,
      orderStepExpirySeconds: 1,
      stopTimeoutMs: 1_000,
    });
    try {
      const registry = new JobRegistry();
      let running = 0;
      let most = 0;
      const finished: unknown[] = [];
      registry.on(jobNames.cardRender, async (data) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        running -= 1;
        finished.push(data.orderId);
      });
      await runner.work(registry);
      await runner.send(jobNames.cardRender, { orderId: 'first' });
      await runner.send(jobNames.cardRender, { orderId: 'second' });
      await vi.waitFor(() => expect(new Set(finished)).toEqual(new Set(['first', 'second'])), {
        timeout: 40_000,
        interval: 200,
      });
      expect(most).toBe(1);
    } finally {
      await runner.stop();
      await testDatabase.dispose();
    }
  }, 60_000);
});
