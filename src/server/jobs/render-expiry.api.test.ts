import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killHard, serverTsxEnv } from '../../../tests/support/server-process';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { createLogger } from '../logger';
import { projectRoot } from '../paths';
import { jobNames, JobRegistry } from './jobs';
import { startPgBoss, type JobRunner } from './pg-boss-runner';

const logger = createLogger({ logLevel: 'silent' });

/** Starts the stalled worker and resolves once it holds a render job. */
async function stalledWorkerHoldingAJob(url: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(projectRoot, 'tests/support/stalled-render-worker.ts'), url],
    { cwd: projectRoot, env: { PATH: process.env.PATH ?? '', ...serverTsxEnv }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('took ')) resolve();
    });
    child.once('exit', () => reject(new Error('the stalled worker exited before taking the job')));
  });
  return child;
}

// Several processes share one queue only on PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a render worker killed mid-render', () => {
  let testDatabase: TestDatabase | undefined;
  let stalled: ChildProcess | undefined;
  const runners: JobRunner[] = [];
  afterAll(async () => {
    if (stalled) await killHard(stalled);
    for (const runner of runners) await runner.stop();
    await testDatabase?.dispose();
  });

  it('leaves its job to another worker, which finishes it once within a minute', async () => {
    testDatabase = await createTestDatabase();
    const web = await startPgBoss(testDatabase.database, logger, { mode: 'send' });
    runners.push(web);
    await web.send(jobNames.cardRender, { orderId: 'order-1' });
    stalled = await stalledWorkerHoldingAJob(testDatabase.url!);
    await killHard(stalled);
    const killedAt = Date.now();

    const runs: unknown[] = [];
    const second = await startPgBoss(testDatabase.database, logger, { renderConcurrency: 1 });
    runners.push(second);
    const registry = new JobRegistry();
    registry.on(jobNames.cardRender, async (data) => {
      runs.push(data);
    });
    await second.work(registry);
    const jobStates = () =>
      testDatabase!.database.query<{ state: string; retry_count: number }>(
        `select state, retry_count from pgboss.job where name = '${jobNames.cardRender}'`,
      );
    while (Date.now() - killedAt < 60_000 && (await jobStates())[0]?.state !== 'completed') {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    expect(await jobStates()).toEqual([{ state: 'completed', retry_count: 1 }]);
    // A few polling intervals more: nothing runs it again.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(runs).toEqual([{ orderId: 'order-1' }]);
  }, 120_000);
});
