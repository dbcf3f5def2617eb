import type { RateRule } from '../security/rate-limiter.js';
import { tooManyRequestsMessage } from '../../shared/messages.js';
import { AppError } from '../http/app-error.js';
import type { AuthContext } from './context.js';

/**
 * Counts one attempt against each limit (e.g. per address and per client address) and refuses
 * with 429 and Retry-After when any is exceeded.
 */
export async function enforceRateLimits(
  ctx: Pick<AuthContext, 'limiter'>,
  limits: { key: string; rule: RateRule }[],
): Promise<void> {
  const decisions = await Promise.all(limits.map(({ key, rule }) => ctx.limiter.hit(key, rule)));
  const wait = Math.max(0, ...decisions.filter((decision) => !decision.allowed).map((d) => d.retryAfterSeconds));
  if (decisions.some((decision) => !decision.allowed)) {
    throw new AppError('TOO_MANY_REQUESTS', tooManyRequestsMessage(wait), { 'retry-after': String(wait) });
  }
}
