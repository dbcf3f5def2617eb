import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';

const PING_TIMEOUT_MS = 2_000;
/**
 * Load balancers and uptime checks can poll hard; the database answers at most one ping per
 * second for all of them. A failure is never cached longer than a success.
 */
export const PROBE_CACHE_MS = 1_000;

type ProbeResult = { up: true; latencyMs: number } | { up: false; error: unknown };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Pings the database, sharing one ping among concurrent callers and reusing it for a second. */
export function createDatabaseProbe(database: Database, clock: Clock): () => Promise<ProbeResult> {
  let inFlight: Promise<ProbeResult> | undefined;
  let last: { result: ProbeResult; at: number } | undefined;

  async function ping(): Promise<ProbeResult> {
    const started = performance.now();
    try {
      await withTimeout(database.ping(), PING_TIMEOUT_MS);
      return { up: true, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
    } catch (error) {
      return { up: false, error };
    }
  }

  return () => {
    const now = clock.now().getTime();
    if (last && now - last.at < PROBE_CACHE_MS) return Promise.resolve(last.result);
    inFlight ??= ping().then((result) => {
      last = { result, at: clock.now().getTime() };
      inFlight = undefined;
      return result;
    });
    return inFlight;
  };
}
