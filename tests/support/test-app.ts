import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../../src/server/app.js';
import type { Clock } from '../../src/server/clock.js';
import { loadConfig, type Config } from '../../src/server/config.js';
import { createMemoryJobQueue, JobRegistry, type MemoryJobQueue } from '../../src/server/jobs/jobs.js';
import { createLogger } from '../../src/server/logger.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** With TEST_S3 set, the run's s3rver (global-setup.ts); the SDK reads its credentials from process.env. */
function objectStorageEnv(): Record<string, string> {
  const s3Env = inject('s3Env');
  if (!s3Env) return {};
  for (const [name, value] of Object.entries(s3Env)) if (name.startsWith('AWS_')) process.env[name] = value;
  return s3Env;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    ...objectStorageEnv(),
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    AUTH_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    PUBLIC_URL: 'http://keepsake.test',
    ...env,
  });
}

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  config: Config;
  /** Jobs the app queued; run them with `jobs.runAll(jobRegistry)`. */
  jobs: MemoryJobQueue;
  jobRegistry: JobRegistry;
  close(): Promise<void>;
}

interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  webRoot?: string;
  /** Extra routes a test needs (a slow handler, a failing one), registered before the app is ready. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  deps?: Partial<AppDeps>;
  /**
   * Another app's database, for a second instance of the same deployment (as two web instances
   * behind a load balancer share one PostgreSQL). Closing this app leaves it open.
   */
  database?: TestDatabase;
}

/** The whole app on a fresh database, ready for `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = options.database ?? (await createTestDatabase());
  const config = testConfig(options.env);
  const jobs = createMemoryJobQueue();
  const jobRegistry = new JobRegistry();
  const app = await buildApp({
    jobQueue: jobs,
    jobRegistry,
    config,
    database: testDatabase.database,
    logger: createLogger(config),
    clock: options.clock,
    webRoot: options.webRoot,
    ...options.deps,
  });
  await options.extend?.(app);
  await app.ready();
  return {
    ...testDatabase,
    app,
    config,
    jobs,
    jobRegistry,
    async close() {
      await app.close();
      if (!options.database) await testDatabase.dispose();
    },
  };
}
