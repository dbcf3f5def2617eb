import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { tooManyRequestsMessage } from '../../shared/messages.js';
import { AppError } from '../http/app-error.js';

interface RateRule {
  max: number;
  windowSeconds: number;
}

interface RateDecision {
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

interface MemoryRateLimiter extends RateLimiter {
  /** How many counters are held now (tests and the bench watch it stay bounded). */
  size(): number;
  /** The lengths of the stored keys (long keys are stored hashed). */
  keyLengths(): number[];
}

interface MemoryRateLimiterOptions {
  /**
   * Most counters held at once. At the cap a new key is refused rather than an old counter
   * evicted: evicting would let an attacker wipe their own counter by flooding fresh keys.
   * 100,000 short keys cost roughly 20 MB.
   */
  maxKeys?: number;
}

const defaultMaxKeys = 100_000;
/** Keys longer than this (e-mail addresses can be 254 characters) are kept as a digest. */
const maxPlainKeyLength = 64;

/** A short, collision-proof form of a long key, keeping its readable prefix (`verify:email:`). */
function compactRateKey(key: string): string {
  if (key.length <= maxPlainKeyLength) return key;
  const prefix = key.slice(0, key.lastIndexOf(':', 24) + 1);
  return `${prefix}#${createHash('sha256').update(key).digest('base64url')}`;
}

export function createMemoryRateLimiter(
  now: () => number = Date.now,
  options: MemoryRateLimiterOptions = {},
): MemoryRateLimiter {
  const maxKeys = options.maxKeys ?? defaultMaxKeys;
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  const sweep = (at: number) => {
    for (const [windowKey, window] of windows) if (window.resetAt <= at) windows.delete(windowKey);
    lastSweep = at;
  };
  return {
    async hit(rawKey, rule) {
      const at = now();
      const key = compactRateKey(rawKey);
      // Forget finished windows now and then; at the cap, at most once a second.
      if (at - lastSweep > 60_000 || (windows.size >= maxKeys && at - lastSweep > 1000)) sweep(at);
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        if (!window && windows.size >= maxKeys) {
          // Full of live counters: refuse until the next sweep can make room.
          return { allowed: false, retryAfterSeconds: 60 };
        }
        window = { count: 0, resetAt: at + rule.windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      const allowed = window.count <= rule.max;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((window.resetAt - at) / 1000) };
    },
    size: () => windows.size,
    keyLengths: () => [...windows.keys()].map((key) => key.length),
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
      const [count, ttlMs] = (await redis.eval(
        hitScript,
        1,
        `${prefix}${compactRateKey(key)}`,
        rule.windowSeconds * 1000,
      )) as [number, number];
      const allowed = count <= rule.max;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
    async close() {
      await redis.quit();
    },
  };
}

/** Per-client keys (`…:ip:…`) are counted before the others. */
const isClientKey = (key: string) => key.includes(':ip:');

/**
 * Counts one attempt against each limit (e.g. per address and per client address) and refuses
 * with 429 and Retry-After when any is exceeded. Limits are counted one by one, the per-client
 * ones first, and the first refusal stops: a client over its limit cannot make the limiter hold
 * a new counter for every address it invents. `message` words the refusal (default: sign-in's).
 */
export async function enforceRateLimits(
  ctx: { limiter: RateLimiter },
  limits: { key: string; rule: RateRule }[],
  message: (seconds: number) => string = tooManyRequestsMessage,
): Promise<void> {
  const ordered = [...limits.filter(({ key }) => isClientKey(key)), ...limits.filter(({ key }) => !isClientKey(key))];
  for (const { key, rule } of ordered) {
    const decision = await ctx.limiter.hit(key, rule);
    if (!decision.allowed) {
      const wait = decision.retryAfterSeconds;
      throw new AppError('TOO_MANY_REQUESTS', message(wait), { 'retry-after': String(wait) });
    }
  }
}
