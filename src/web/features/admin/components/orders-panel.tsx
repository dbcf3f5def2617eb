import { useId } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminOrdersQuery } from '@shared/api/admin';
import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { cn } from '@/lib/cn';
import { useAdminOrders } from '../api/get-admin-orders';
import { useStatusChanger } from '../hooks/use-status-changer';
import { changeOrdersQuery, hasFilters, ordersQuerySearch, readOrdersQuery, sortBy } from '../lib/orders-query';
import { Loading } from '@/components/ui/loading';
import { OrdersPager } from './orders-pager';
import { OrderCards, OrdersTable } from './orders-table';
import { OrdersToolbar } from './orders-toolbar';
import { AdminQueryFailure } from './admin-query-failure';
import { ShipDialog } from './ship-dialog';

/** 'All Orders': search, filters, the rows (a table, or cards on a phone), and the pages. */
export function OrdersPanel() {
  const headingId = useId();
  const [search, setSearch] = useSearchParams();
  const query = readOrdersQuery(search);
  const orders = useAdminOrders(query, { enabled: true });
  const changer = useStatusChanger();

  const show = (next: AdminOrdersQuery, options: { replace?: boolean } = {}) =>
    setSearch(ordersQuerySearch(next), { replace: options.replace ?? false });
  // Changes start from the address as it is now, not as this render saw it: the router applies
  // a navigation in a transition, so a search fired just after 'Clear filters' would otherwise
  // bring the cleared filters back.
  const latest = () => readOrdersQuery(new URLSearchParams(window.location.search));
  const change = (partial: Partial<AdminOrdersQuery>, options?: { replace?: boolean }) =>
    show(changeOrdersQuery(latest(), partial), options);

  const data = orders.data;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {texts.allOrders}
      </h2>
      <OrdersToolbar query={query} onChange={change} />
      {orders.isError && !data ? (
        <AdminQueryFailure error={orders.error} onRetry={() => void orders.refetch()} />
      ) : !data ? (
        <Loading label={texts.loading} />
      ) : data.orders.length === 0 ? (
        <p className="rounded-lg border border-dashed bg-card px-4 py-10 text-center text-muted-foreground">
          {hasFilters(query) ? texts.noMatches : texts.noOrders}
        </p>
      ) : (
        <div
          aria-busy={orders.isPlaceholderData}
          className={cn('flex flex-col gap-4 transition-opacity', orders.isPlaceholderData && 'opacity-60')}
        >
          <OrdersTable
            orders={data.orders}
            query={query}
            onSort={(field) => show(sortBy(latest(), field))}
            pendingStatus={changer.pendingStatus}
            onChoose={changer.choose}
          />
          <OrderCards orders={data.orders} pendingStatus={changer.pendingStatus} onChoose={changer.choose} />
        </div>
      )}
      {data ? <OrdersPager query={query} total={data.total} rows={data.orders.length} /> : null}
      <ShipDialog {...changer.shipDialog} />
    </section>
  );
}
