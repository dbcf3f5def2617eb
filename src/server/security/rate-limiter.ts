import type { Redis } from 'ioredis';

export interface RateRule {
  max: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window that refused this request ends (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters. Embedded: one Map in this process. Production: Redis, so every app
 * instance counts against the same limit.
 */
export interface RateLimiter {
  hit(key: string, rule: RateRule): Promise<RateDecision>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    async hit(key, rule) {
      const at = now();
      // Forget finished windows now and then, so the map cannot grow without bound.
      if (at - lastSweep > 60_000) {
        for (const [windowKey, window] of windows) if (window.resetAt <= at) windows.delete(windowKey);
        lastSweep = at;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + rule.windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      const allowed = window.count <= rule.max;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((window.resetAt - at) / 1000) };
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR and PEXPIRE in one step, so a crash between them cannot leave a counter without expiry.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

export function createRedisRateLimiter(redis: Redis, prefix = 'keepsake:rate:'): RateLimiter {
  return {
    async hit(key, rule) {
      const [count, ttlMs] = (await redis.eval(hitScript, 1, `${prefix}${key}`, rule.windowSeconds * 1000)) as [
        number,
        number,
      ];
      const allowed = count <= rule.max;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
    async close() {
      await redis.quit();
    },
  };
}
