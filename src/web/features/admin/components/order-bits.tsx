import { Link, useLocation } from 'react-router';
import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { plans, formatUsd, isPlanId } from '@shared/pricing';
import { Badge } from '@/components/ui/badge';
import type { AdminRowView } from '../api/get-admin-orders';
import {
  adminOrderDetailsPath,
  orderStatusLabel,
  orderStatusVariant,
  paymentStatusLabel,
  paymentStatusVariant,
} from '../lib/admin-display';

/** Where the order's page sends 'Back to all orders': the table as it was (filters, page). */
export interface FromTable {
  fromSearch: string;
}

export function OrderLink({
  order,
  className,
}: {
  order: Pick<AdminRowView, 'id' | 'orderNumber'>;
  className?: string;
}) {
  const location = useLocation();
  return (
    <Link
      to={adminOrderDetailsPath(order.id)}
      state={{ fromSearch: location.search } satisfies FromTable}
      aria-label={texts.openOrder(order.orderNumber)}
      className={className ?? 'font-mono text-sm font-semibold text-primary underline-offset-4 hover:underline'}
    >
      {order.orderNumber}
    </Link>
  );
}

export function PaymentBadge({ status }: { status: string }) {
  return (
    <Badge variant={paymentStatusVariant(status)} data-testid="payment-badge" data-status={status}>
      {paymentStatusLabel(status)}
    </Badge>
  );
}

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={orderStatusVariant(status)} data-testid="status-badge" data-status={status}>
      {orderStatusLabel(status)}
    </Badge>
  );
}

/** What was paid, and whether a plan paid for the card or came with it. */
export function TotalWithPlan({
  order,
}: {
  order: Pick<AdminRowView, 'totalCents' | 'coveredByPlan' | 'planPurchased'>;
}) {
  const plan = order.planPurchased && isPlanId(order.planPurchased) ? plans[order.planPurchased].name : null;
  return (
    <span className="flex flex-col">
      <span className="font-semibold tabular-nums">{formatUsd(order.totalCents)}</span>
      {plan ? (
        <span className="text-xs text-muted-foreground">{texts.withPlan(plan)}</span>
      ) : order.coveredByPlan ? (
        <span className="text-xs text-muted-foreground">{texts.planCard}</span>
      ) : null}
    </span>
  );
}
