import { and, count, eq, inArray } from 'drizzle-orm';
import { rateLimits } from '../../shared/auth-rules.js';
import { orderLimitMessages } from '../../shared/messages.js';
import type { User } from '../../shared/api/user.js';
import { enforceRateLimits } from '../security/rate-limiter.js';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';
import { orders } from './schema.js';
import { AppError } from '../http/app-error.js';
import type { RateLimiter } from '../security/rate-limiter.js';

/**
 * Every order attempt may store an upload of up to 250 MB before anything is paid. These bound
 * what one account can leave on the disk: attempts per hour, open unpaid orders, and their age.
 */
export const orderLimits = {
  maxUnpaidPerUser: 10,
  /** An unpaid order (and its file) is deleted this long after it was placed. */
  unpaidExpiryHours: 24,
} as const;

/** Payment states of an order nobody has paid for (a declined card leaves 'failed'). */
export const unpaidStates = ['unpaid', 'failed'] as const;

type Queryable = Pick<Db, 'select'>;

async function unpaidOrderCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.paymentStatus, [...unpaidStates])));
  return row?.open ?? 0;
}

/**
 * Before a byte of the upload is read: counts the attempt (429 past the hourly limit) and
 * refuses (409) when the customer already has the most unpaid orders open.
 */
export async function checkOrderRoom(db: Db, limiter: RateLimiter, user: User): Promise<void> {
  await enforceRateLimits(
    { limiter },
    [{ key: `orders:user:${user.id}`, rule: rateLimits.orderCreatePerUser }],
    orderLimitMessages.tooManyOrders,
  );
  if ((await unpaidOrderCount(db, user.id)) >= orderLimits.maxUnpaidPerUser) {
    throw new AppError('CONFLICT', orderLimitMessages.tooManyUnpaidOrders);
  }
}

/**
 * Inside the transaction that writes an unpaid order: locks the customer's row, so concurrent
 * attempts count one after another, then refuses (409) when the order would pass the limit.
 */
export async function claimUnpaidOrderRoom(tx: Queryable, userId: string): Promise<void> {
  // NO KEY UPDATE: serializes order writers for this user without blocking foreign-key checks.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  if ((await unpaidOrderCount(tx, userId)) >= orderLimits.maxUnpaidPerUser) {
    throw new AppError('CONFLICT', orderLimitMessages.tooManyUnpaidOrders);
  }
}
