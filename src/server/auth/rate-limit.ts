import type { RateRule } from '../security/rate-limiter.js';
import { tooManyRequestsMessage } from '../../shared/messages.js';
import { AppError } from '../http/app-error.js';
import type { AuthContext } from './context.js';

/** Per-client keys (`…:ip:…`) are counted before the others. */
const isClientKey = (key: string) => key.includes(':ip:');

/**
 * Counts one attempt against each limit (e.g. per address and per client address) and refuses
 * with 429 and Retry-After when any is exceeded. Limits are counted one by one, the per-client
 * ones first, and the first refusal stops: a client over its limit cannot make the limiter hold
 * a new counter for every address it invents. `message` words the refusal (default: sign-in's).
 */
export async function enforceRateLimits(
  ctx: Pick<AuthContext, 'limiter'>,
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
