import { Link, useLocation } from 'react-router';
import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import type { AdminRowView } from '../api/get-admin-orders';
import { adminOrderDetailsPath } from '../lib/admin-display';

/** Where the order's page sends 'Back to all orders': the table as it was (filters, page). */
interface FromTable {
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
