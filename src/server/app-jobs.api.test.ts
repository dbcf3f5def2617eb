import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { createAppMediaUploads, registerAppJobs } from './app-jobs';
import { createMemoryJobQueue, jobNames, JobRegistry } from './jobs/jobs';
import { createLogger } from './logger';
import { createServices } from './services';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
}, 60_000);
afterAll(() => testApp.close());

/** What start:worker registers: the services and the jobs, without the HTTP app. */
function workerRegistry(): JobRegistry {
  const jobRegistry = new JobRegistry();
  const { services } = createServices({
    config: testApp.config,
    database: testApp.database,
    logger: createLogger({ logLevel: 'silent' }),
    jobQueue: createMemoryJobQueue(),
    jobRegistry,
  });
  registerAppJobs(services, createAppMediaUploads(services));
  return jobRegistry;
}

describe('the worker without an HTTP app', () => {
  it('handles every job the app can queue (a handler registered by a route plugin never ran on a worker)', () => {
    const worker = workerRegistry();
    expect([...worker.handlers.keys()].sort()).toEqual([...testApp.jobRegistry.handlers.keys()].sort());
    for (const name of Object.values(jobNames)) expect(worker.handlers.has(name), name).toBe(true);
    expect(worker.schedules).toEqual(testApp.jobRegistry.schedules);
  });
});
