import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../shared/auth-rules';
import { postJson, uniqueIp } from '../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createMemoryRateLimiter, enforceRateLimits } from './rate-limiter';

/**
 * The in-process limiter must not grow on requests it refuses, and must stay within its cap
 * without forgetting the counters that hold attackers back.
 */
describe('the in-memory rate limiter', () => {
  const limiter = createMemoryRateLimiter();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ deps: { rateLimiter: limiter } });
  });
  afterAll(() => testApp.close());

  it('creates no per-address counters for a client already over its limit', async () => {
    const ip = uniqueIp();
    const verify = (n: number) =>
      postJson(
        testApp.app,
        '/api/auth/verify-code',
        { email: `x${n}-${'a'.repeat(200)}@example.com`, code: '123456' },
        {
          remoteAddress: ip,
        },
      );
    for (let n = 0; n < rateLimits.verifyPerClient.max; n += 1) expect((await verify(n)).statusCode).not.toBe(429);
    const before = limiter.size();
    for (let n = 0; n < 2000; n += 1) {
      const refused = await verify(1000 + n);
      expect(refused.statusCode).toBe(429);
    }
    expect(limiter.size()).toBe(before);
  }, 120_000);

  it('at its cap refuses new keys, while existing counters keep counting', async () => {
    const capped = createMemoryRateLimiter(Date.now, { maxKeys: 3 });
    const rule = { max: 2, windowSeconds: 600 };
    for (const key of ['a', 'b', 'c']) expect((await capped.hit(key, rule)).allowed).toBe(true);
    const fresh = await capped.hit('d', rule);
    expect(fresh.allowed).toBe(false);
    expect(fresh.retryAfterSeconds).toBeGreaterThan(0);
    expect(capped.size()).toBe(3);
    // 'a' was not evicted: its second hit is allowed and its third refused.
    expect((await capped.hit('a', rule)).allowed).toBe(true);
    expect((await capped.hit('a', rule)).allowed).toBe(false);
  });

  it('keeps counting a long key, stored under a short hash', async () => {
    const capped = createMemoryRateLimiter(Date.now, { maxKeys: 10 });
    const rule = { max: 1, windowSeconds: 600 };
    const key = `verify:email:${'b'.repeat(300)}@example.com`;
    await enforceRateLimits({ limiter: capped }, [{ key, rule }]);
    await expect(enforceRateLimits({ limiter: capped }, [{ key, rule }])).rejects.toThrow(/Too many attempts/);
    expect(capped.size()).toBe(1);
    expect(Math.max(...capped.keyLengths())).toBeLessThanOrEqual(80);
  });
});
