import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdminOrderRow, AdminOrdersPage, AdminOrdersQuery, AdminSortField } from '../../shared/api/admin.js';
import type { Db } from '../db/database.js';
import { orders, type OrderRow } from './schema.js';
import { toAmountString } from '../../shared/pricing.js';

export function toAdminRow(order: OrderRow): AdminOrderRow {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    totalCents: order.amountCents,
    totalPrice: toAmountString(order.amountCents),
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    selectedTone: order.tone,
    coveredByPlan: order.coveredByPlan,
    planPurchased: order.planPurchased,
    shippingType: order.shippingType,
    dispatchBy: order.dispatchBy?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
  };
}

/** LIKE treats % and _ as wildcards; a search for "50%" must mean the characters. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const SEARCH_COUNT_CAP = 1000;

const orderNumberPattern = /^KS-[0-9A-Z]{8}$/i;

/**
 * An order number is looked up exactly (unique index); anything else matches a fragment of the
 * name or e-mail through the trigram index on search_text.
 */
function searchCondition(q: string): SQL | undefined {
  if (orderNumberPattern.test(q)) return eq(orders.orderNumber, q.toUpperCase());
  return ilike(orders.searchText, likePattern(q.toLowerCase()));
}

const sortColumns: Record<AdminSortField, readonly AnyPgColumn[]> = {
  createdAt: [orders.createdAt],
  total: [orders.amountCents],
  status: [orders.status],
  customer: [orders.lastName, orders.firstName],
  dispatchBy: [orders.dispatchBy],
};

/**
 * Orders without a dispatch-by date (no arrive-by, not yet approved) have no deadline to sort
 * by: they go last either way, so the admin's most urgent cards are always on the first page.
 */
function sortBy(column: AnyPgColumn, dir: 'asc' | 'desc'): SQL {
  if (column === orders.dispatchBy)
    return dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  return dir === 'asc' ? asc(column) : desc(column);
}

/** GET /api/orders: one page of the admin's table, with its total, computed by the database. */
export async function listAdminOrders(db: Db, query: AdminOrdersQuery): Promise<AdminOrdersPage> {
  const where = and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.payment ? eq(orders.paymentStatus, query.payment) : undefined,
    query.q ? searchCondition(query.q) : undefined,
  );
  // The id breaks ties so paging is stable when many rows share a sort value.
  const orderBy = [...sortColumns[query.sort].map((column) => sortBy(column, query.dir)), sortBy(orders.id, query.dir)];
  // A search can match thousands of rows spread over the table; counting them all costs more
  // than the page itself, and "1,000+" says enough. Unsearched totals stay exact.
  const countLimit = query.q ? SEARCH_COUNT_CAP + 1 : undefined;
  const counted = db
    .select({ one: sql`1` })
    .from(orders)
    .where(where);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countLimit
      ? db.select({ total: count() }).from(counted.limit(countLimit).as('matches'))
      : db.select({ total: count() }).from(orders).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    orders: rows.map(toAdminRow),
    total: Math.min(total, SEARCH_COUNT_CAP),
    totalCapped: total > SEARCH_COUNT_CAP,
    page: query.page,
    pageSize: query.pageSize,
  };
}
