import { sql } from 'drizzle-orm';
import type { AdminStats } from '../../shared/api/admin.js';
import { selectRows, type Db } from '../db/database.js';

/**
 * The four tiles, each one aggregate query (never a load of every order). Definitions, also in
 * the README:
 * - total orders: orders the customer completed: paid by card or by a plan card, refunded ones
 *   included; unpaid and failed checkouts are not orders yet;
 * - total revenue: every payment received (cards, plans, renewals: the paid invoices), minus
 *   what was refunded;
 * - pending: paid orders waiting for the customer's approval (status pending);
 * - average order value: money taken at checkout for those orders, net of refunds, divided by
 *   their number (a plan-card order counts with what it cost then: nothing, or express shipping).
 */
export async function computeOrderStats(db: Db): Promise<AdminStats> {
  // Two single-table aggregates, no join: the orders' side reads orders_stats_idx alone.
  const [[orderFigures], [money]] = await Promise.all([
    selectRows<{ total_orders: string; pending: string; checkout: string | null }>(
      db,
      sql`select
            count(*) filter (where payment_status in ('paid', 'refunded')) as total_orders,
            count(*) filter (where payment_status = 'paid' and status = 'pending') as pending,
            sum(amount_cents) filter (where payment_status in ('paid', 'refunded')) as checkout
          from orders`,
    ),
    selectRows<{ revenue: string | null; order_refunds: string | null }>(
      db,
      sql`select
            sum(total_cents - refunded_cents) as revenue,
            sum(refunded_cents) filter (where order_id is not null) as order_refunds
          from invoices where status = 'paid'`,
    ),
  ]);
  const totalOrders = Number(orderFigures?.total_orders ?? 0);
  const checkoutNet = Number(orderFigures?.checkout ?? 0) - Number(money?.order_refunds ?? 0);
  return {
    totalOrders,
    totalRevenueCents: Number(money?.revenue ?? 0),
    pendingCount: Number(orderFigures?.pending ?? 0),
    averageOrderValueCents: totalOrders === 0 ? 0 : Math.round(checkoutNet / totalOrders),
  };
}
