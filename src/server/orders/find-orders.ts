import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orders, type OrderRow } from './schema.js';

/** Many orders by id at once, keyed by id (the after-sale room's list of claims). */
export async function findOrders(db: Db, orderIds: readonly string[]): Promise<Map<string, OrderRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  return new Map(rows.map((row) => [row.id, row]));
}
