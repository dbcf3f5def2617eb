import { ChevronRight, Package } from 'lucide-react';
import { Link } from 'react-router';
import { accountMessages } from '@shared/account-messages';
import { accountScreenTexts as texts } from '@shared/account-screen-texts';
import type { OrderSummary } from '@shared/api/account';
import { formatDate } from '@shared/format-date';
import { formatUsd } from '@shared/pricing';
import { paths } from '@shared/routes';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { useOrders } from '../api/get-orders';
import { orderDetailsPath } from '../lib/account-display';
import { Loading } from '@/components/ui/loading';
import { OrderThumbnail } from './order-thumbnail';
import { QueryFailure } from '@/components/ui/query-failure';
import { orderBadgeStatus } from '@/lib/status-display';
import { StatusBadge } from '@/components/ui/status-badge';

/** The account shows the 3 most recent orders. */
const RECENT_ORDERS = 3;

function RecentOrder({ order }: { order: OrderSummary }) {
  return (
    <li>
      <Link
        to={orderDetailsPath(order.id)}
        className="flex items-center gap-3 rounded-md py-2 pr-1 hover:bg-muted focus-visible:bg-muted sm:px-2"
      >
        <OrderThumbnail url={order.thumbnailUrl} orderNumber={order.orderNumber} className="h-12 w-12" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="truncate text-sm font-medium">{order.front}</span>
          <span className="text-xs text-muted-foreground">
            {order.orderNumber} · {formatDate(order.createdAt)}
          </span>
        </span>
        <span className="flex flex-col items-end gap-1">
          <span className="text-sm font-semibold tabular-nums">{formatUsd(order.totalCents)}</span>
          <StatusBadge status={orderBadgeStatus(order)} />
        </span>
        <ChevronRight className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
      </Link>
    </li>
  );
}

/**
 * /account's Recent Orders: the first 3, with 'View All Orders' when there are more; with none,
 * 'No orders yet' and 'Create Your First Card'.
 */
export function RecentOrdersCard() {
  const query = useOrders(1, RECENT_ORDERS);
  let body;
  if (query.isPending) body = <Loading label={texts.loading} />;
  else if (query.isError) body = <QueryFailure error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.total === 0) {
    body = (
      <>
        <p className="text-muted-foreground">{accountMessages.noOrdersYet}</p>
        <Button asChild className="mt-auto w-full sm:w-fit">
          <Link to={paths.create}>{texts.createFirstCard}</Link>
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <ul className="-my-2 flex flex-col divide-y divide-border/60" data-testid="recent-orders">
          {query.data.orders.slice(0, RECENT_ORDERS).map((order) => (
            <RecentOrder key={order.id} order={order} />
          ))}
        </ul>
        {query.data.total > RECENT_ORDERS ? (
          <Button asChild variant="outline" className="mt-auto w-full sm:w-fit">
            <Link to={paths.accountOrders}>{texts.viewAllOrders}</Link>
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <SectionCard title={texts.recentOrdersTitle} icon={Package} testId="recent-orders-card">
      {body}
    </SectionCard>
  );
}
