import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { orders } from './schema.js';
import { unpaidStates } from './order-limits.js';

/** The payments of unpaid orders that bought these plans: a replaced purchase cancels them. */
export async function unpaidPlanPayments(tx: Tx, subscriptionIds: string[]): Promise<string[]> {
  if (subscriptionIds.length === 0) return [];
  const rows = await tx
    .select({ paymentIntentId: orders.paymentIntentId })
    .from(orders)
    .where(
      and(
        inArray(orders.subscriptionId, subscriptionIds),
        inArray(orders.paymentStatus, [...unpaidStates]),
        isNotNull(orders.paymentIntentId),
      ),
    );
  return rows.map((row) => row.paymentIntentId!);
}
