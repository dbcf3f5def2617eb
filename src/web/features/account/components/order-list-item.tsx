import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ordersScreenTexts as texts } from '@shared/account-screen-texts';
import type { OrderSummary } from '@shared/api/account';
import { formatDate } from '@shared/format-date';
import { formatUsd, plans } from '@shared/pricing';
import { Card } from '@/components/ui/card';
import { statusLabel, orderBadgeStatus } from '@/lib/status-display';
import { orderDetailsPath } from '../lib/account-display';
import { OrderThumbnail } from './order-thumbnail';
import { OrderTexts } from './order-texts';
import { StatusBadge } from '@/components/ui/status-badge';

/** One order on /account/orders: date, status, total, tone, its three texts and the memory. */
export function OrderListItem({ order }: { order: OrderSummary }) {
  const headingId = `order-${order.id}`;
  return (
    <Card className="p-4 sm:p-5" data-testid="order-item">
      <article aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex gap-4">
          <OrderThumbnail
            url={order.thumbnailUrl}
            orderNumber={order.orderNumber}
            className="h-20 w-20 sm:h-24 sm:w-24"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={headingId} className="font-semibold">
                {order.orderNumber}
              </h2>
              <StatusBadge status={orderBadgeStatus(order)} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
              <dt className="text-muted-foreground">{texts.ordered}</dt>
              <dd>
                <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
              </dd>
              <dt className="text-muted-foreground">{texts.total}</dt>
              <dd className="font-medium tabular-nums" data-testid="order-total">
                {formatUsd(order.totalCents)}
              </dd>
              <dt className="text-muted-foreground">{texts.tone}</dt>
              <dd>{statusLabel(order.selectedTone)}</dd>
            </dl>
            {order.planPurchased ? (
              <p className="text-xs text-muted-foreground">{texts.withPlan(plans[order.planPurchased].name)}</p>
            ) : order.coveredByPlan ? (
              <p className="text-xs text-muted-foreground">{texts.coveredByPlan}</p>
            ) : null}
          </div>
        </div>
        <OrderTexts order={order} />
        <Link
          to={orderDetailsPath(order.id)}
          className="flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          aria-label={`${texts.viewDetails}: ${order.orderNumber}`}
        >
          {texts.viewDetails}
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Link>
      </article>
    </Card>
  );
}
