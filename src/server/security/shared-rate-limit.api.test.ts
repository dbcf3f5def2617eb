import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../shared/auth-rules';
import { postJson, uniqueEmail } from '../../../tests/support/auth';
import { createTestApp, testConfig, type TestApp } from '../../../tests/support/test-app';
import { buildApp } from '../app';
import { createLogger } from '../logger';
import { createRedisRateLimiter } from './rate-limiter';

const redisUrl = process.env.TEST_REDIS_URL;
const sharedDatabase = Boolean(process.env.TEST_DATABASE_URL);

/** Two app instances on one PostgreSQL and one Redis, as behind a load balancer. */
describe.skipIf(!redisUrl || !sharedDatabase)('rate limits with REDIS_URL (needs PostgreSQL and Redis)', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('are shared by every app instance', async () => {
    // A prefix of its own, so counters of other runs on the same Redis cannot interfere.
    const prefix = `keepsake-test:${randomBytes(6).toString('hex')}:`;
    const first: TestApp = await createTestApp({
      deps: { rateLimiter: createRedisRateLimiter(new Redis(redisUrl!), prefix) },
    });
    closers.push(() => first.close());
    const config = testConfig({ DATABASE_URL: first.url! });
    const secondLimiter = createRedisRateLimiter(new Redis(redisUrl!), prefix);
    const second = await buildApp({
      config,
      database: first.database,
      logger: createLogger(config),
      rateLimiter: secondLimiter,
    });
    closers.push(async () => {
      await second.close();
      await secondLimiter.close();
    });

    const ip = '10.99.0.1';
    const { max } = rateLimits.sendCodePerClient;
    for (let sent = 0; sent < max; sent += 1) {
      const instance = sent % 2 === 0 ? first.app : second;
      const response = await postJson(
        instance,
        '/api/auth/send-verification',
        { email: uniqueEmail() },
        { remoteAddress: ip },
      );
      expect(response.statusCode).toBe(200);
    }
    for (const instance of [first.app, second]) {
      const refused = await postJson(
        instance,
        '/api/auth/send-verification',
        { email: uniqueEmail() },
        { remoteAddress: ip },
      );
      expect(refused.statusCode).toBe(429);
    }
  });
});
