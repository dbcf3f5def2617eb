import { Link } from 'react-router';
import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { formatDate } from '@shared/format-date';
import { printAdminTexts } from '@shared/print-admin-texts';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { useAdminOrder } from '../api/get-admin-order';
import { useStatusChanger } from '../hooks/use-status-changer';
import { customerName } from '../lib/admin-display';
import { Loading } from '@/components/ui/loading';
import { HistorySection } from './history-section';
import { CardTextSection, MemorySection, ShippingSection } from './order-content-sections';
import { PaymentBadge } from './payment-badge';
import { OrderDesignSection } from './order-design-section';
import { PaymentSection } from './payment-section';
import { GuaranteeClaimSection } from './guarantee-claim-section';
import { AdminQueryFailure } from './admin-query-failure';
import { ShipDialog } from './ship-dialog';
import { StatusMenu } from './status-menu';

/** One order for the admin: the headline with its status dropdown, then everything about it. */
export function AdminOrderView({ orderId }: { orderId: string }) {
  const query = useAdminOrder(orderId, { enabled: true });
  const changer = useStatusChanger();
  if (query.isPending) return <Loading label={texts.loading} />;
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
      return (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border bg-card p-6">
          <p className="font-medium">{texts.notFound}</p>
          <Button asChild variant="outline">
            <Link to={paths.admin}>{texts.backToOrders}</Link>
          </Button>
        </div>
      );
    }
    return <AdminQueryFailure error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { order, history } = query.data;
  const paidOnce = order.paymentStatus === 'paid' || order.paymentStatus === 'refunded';
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h2 className="text-xl font-semibold" data-testid="order-number">
            {texts.orderTitle(order.orderNumber)}
          </h2>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <span>
              {texts.placed} <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
            </span>
            <span>
              {texts.customer}: <span className="font-medium">{customerName(order)}</span>
            </span>
            <PaymentBadge status={order.paymentStatus} />
            {order.progress.cancelledAt ? (
              <span className="font-medium text-destructive">
                {printAdminTexts.cancelled}{' '}
                <time dateTime={order.progress.cancelledAt}>{formatDate(order.progress.cancelledAt)}</time>
              </span>
            ) : null}
          </p>
        </div>
        <StatusMenu
          order={{ ...order, cancelledAt: order.progress.cancelledAt }}
          pendingStatus={changer.pendingStatus(order.id)}
          onChoose={changer.choose}
        />
      </div>
      <OrderDesignSection orderId={order.id} hasDesign={paidOnce} />
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex min-w-0 flex-col gap-4 sm:gap-6">
          <CardTextSection order={order} />
          <MemorySection order={order} />
        </div>
        <div className="flex min-w-0 flex-col gap-4 sm:gap-6">
          <ShippingSection order={order} />
          <PaymentSection order={order} />
          <GuaranteeClaimSection order={order} />
          <HistorySection history={history} />
        </div>
      </div>
      <ShipDialog {...changer.shipDialog} />
    </div>
  );
}
