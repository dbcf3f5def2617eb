import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limiter';
import { hashCode, hashPassword, newNumericCode, passwordHashing, sameHash, verifyPassword } from './tokens';

describe('codes and passwords', () => {
  it('makes six-digit codes with leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, () => newNumericCode(6));
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });

  it('binds a code hash to the secret and the address', () => {
    const hash = hashCode('secret-a', 'a@example.com', '123456');
    expect(sameHash(hash, hashCode('secret-a', 'a@example.com', '123456'))).toBe(true);
    expect(sameHash(hash, hashCode('secret-b', 'a@example.com', '123456'))).toBe(false);
    expect(sameHash(hash, hashCode('secret-a', 'b@example.com', '123456'))).toBe(false);
  });

  it('stores passwords as salted scrypt and verifies them', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(stored).not.toContain('correct horse');
    expect(await hashPassword('correct horse')).not.toBe(stored);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('Correct horse', stored)).toBe(false);
    // Four scrypt runs at N=2^17 take about a second idle; on a loaded 2-core CI machine, several.
  }, 30_000);
});

describe('the in-process rate limiter', () => {
  it('allows max hits per window, then says how long to wait, then opens again', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    const rule = { max: 2, windowSeconds: 60 };
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
    now = 15_000;
    expect(await limiter.hit('k', rule)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.hit('other', rule)).allowed).toBe(true);
    now = 60_000;
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
  });
});

describe('password hashing under a burst', () => {
  it(`runs at most ${passwordHashing.limit} scrypt computations at once and queues the rest`, async () => {
    const stored = await hashPassword('correct horse');
    const before = passwordHashing.stats();
    const burst = Array.from({ length: passwordHashing.limit + 4 }, (_, index) =>
      verifyPassword(index === 0 ? 'correct horse' : `wrong ${index}`, stored),
    );
    // Every call has started; only `limit` of them may be computing.
    expect(passwordHashing.stats().running).toBe(passwordHashing.limit);
    expect(passwordHashing.stats().queued).toBe(4);
    expect(await Promise.all(burst)).toEqual([true, ...Array(passwordHashing.limit + 3).fill(false)]);
    const after = passwordHashing.stats();
    expect(after.running).toBe(0);
    expect(after.queued).toBe(0);
    expect(after.completed - before.completed).toBe(passwordHashing.limit + 4);
  }, 60_000);
});
