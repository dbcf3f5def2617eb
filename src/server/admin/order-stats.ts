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
  const [[orderFigures], [money]] = await Promise.all([
    selectRows<{ total_orders: string; pending: string; checkout_net: string | null }>(
      db,
      sql`select
            count(*) filter (where o.payment_status in ('paid', 'refunded')) as total_orders,
            count(*) filter (where o.payment_status = 'paid' and o.status = 'pending') as pending,
            sum(o.amount_cents - coalesce(i.refunded_cents, 0))
              filter (where o.payment_status in ('paid', 'refunded')) as checkout_net
          from orders o
          left join invoices i on i.order_id = o.id and i.status = 'paid'`,
    ),
    selectRows<{ revenue: string | null }>(
      db,
      sql`select sum(total_cents - refunded_cents) as revenue from invoices where status = 'paid'`,
    ),
  ]);
  const totalOrders = Number(orderFigures?.total_orders ?? 0);
  const checkoutNet = Number(orderFigures?.checkout_net ?? 0);
  return {
    totalOrders,
    totalRevenueCents: Number(money?.revenue ?? 0),
    pendingCount: Number(orderFigures?.pending ?? 0),
    averageOrderValueCents: totalOrders === 0 ? 0 : Math.round(checkoutNet / totalOrders),
  };
}
