import type { AdminOrdersQuery } from '@shared/api/admin';
import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { arriveByTexts } from '@shared/arrive-by-texts';
import { formatDate } from '@shared/format-date';
import type { AdminRowView } from '../api/get-admin-orders';
import { customerName } from '../lib/admin-display';
import type { AdminSortField } from '../lib/orders-query';
import { OrderLink } from './order-link';
import { PaymentBadge } from './payment-badge';
import { TotalWithPlan } from './total-with-plan';
import { SortHeader } from './sort-header';
import { StatusMenu, type StatusTarget } from './status-menu';

interface RowsProps {
  orders: AdminRowView[];
  pendingStatus: (orderId: string) => string | undefined;
  onChoose: (order: StatusTarget, status: string) => void;
}

/** When the card must leave the print site, in the admin's own zone. */
function DispatchBy({ order }: { order: Pick<AdminRowView, 'dispatchBy'> }) {
  if (!order.dispatchBy) return <span>{texts.noDispatchBy}</span>;
  return <time dateTime={order.dispatchBy}>{formatDate(order.dispatchBy)}</time>;
}

/** The All Orders table from 768 px up; below that the same rows are cards (OrderCards). */
export function OrdersTable({
  orders,
  query,
  onSort,
  pendingStatus,
  onChoose,
}: RowsProps & { query: AdminOrdersQuery; onSort: (field: AdminSortField) => void }) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border bg-card shadow-sm md:block">
      <table className="w-full text-left text-sm" data-testid="orders-table">
        <caption className="sr-only">{texts.allOrders}</caption>
        <thead className="border-b bg-muted/50 text-xs">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium text-muted-foreground">
              {texts.columnOrder}
            </th>
            <SortHeader label={texts.columnDate} field="createdAt" query={query} onSort={onSort} />
            <SortHeader label={texts.columnCustomer} field="customer" query={query} onSort={onSort} />
            <SortHeader label={texts.columnTotal} field="total" query={query} onSort={onSort} />
            <th scope="col" className="px-4 py-3 font-medium text-muted-foreground">
              {texts.columnPayment}
            </th>
            <SortHeader label={arriveByTexts.dispatchByLabel} field="dispatchBy" query={query} onSort={onSort} />
            <SortHeader
              label={texts.columnStatus}
              field="status"
              query={query}
              onSort={onSort}
              className="text-right"
            />
          </tr>
        </thead>
        <tbody className="divide-y">
          {orders.map((order) => (
            <tr key={order.id} className="hover:bg-muted/30" data-testid="order-row" data-order-id={order.id}>
              <td className="px-4 py-3 align-top">
                <OrderLink order={order} />
              </td>
              <td className="px-4 py-3 align-top whitespace-nowrap text-muted-foreground">
                <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
              </td>
              <td className="max-w-64 px-4 py-3 align-top">
                <span className="block truncate font-medium">{customerName(order)}</span>
                <span className="block truncate text-muted-foreground">{order.email}</span>
              </td>
              <td className="px-4 py-3 align-top">
                <TotalWithPlan order={order} />
              </td>
              <td className="px-4 py-3 align-top">
                <PaymentBadge status={order.paymentStatus} />
              </td>
              <td className="px-4 py-3 align-top whitespace-nowrap text-muted-foreground">
                <DispatchBy order={order} />
              </td>
              <td className="px-4 py-2 text-right align-top">
                <StatusMenu order={order} pendingStatus={pendingStatus(order.id)} onChoose={onChoose} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The rows as cards on a phone: everything the table says, stacked, with the same dropdown. */
export function OrderCards({ orders, pendingStatus, onChoose }: RowsProps) {
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label={texts.allOrders} data-testid="order-cards">
      {orders.map((order) => (
        <li
          key={order.id}
          className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm"
          data-order-id={order.id}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-0.5">
              <OrderLink order={order} />
              <time dateTime={order.createdAt} className="text-xs text-muted-foreground">
                {formatDate(order.createdAt)}
              </time>
            </div>
            <StatusMenu order={order} pendingStatus={pendingStatus(order.id)} onChoose={onChoose} />
          </div>
          <div className="flex min-w-0 flex-col text-sm">
            <span className="truncate font-medium">{customerName(order)}</span>
            <span className="truncate text-muted-foreground">{order.email}</span>
          </div>
          {order.dispatchBy ? (
            <p className="text-xs text-muted-foreground">
              {arriveByTexts.dispatchByLabel}: <DispatchBy order={order} />
            </p>
          ) : null}
          <div className="flex items-end justify-between gap-3 text-sm">
            <TotalWithPlan order={order} />
            <PaymentBadge status={order.paymentStatus} />
          </div>
        </li>
      ))}
    </ul>
  );
}
