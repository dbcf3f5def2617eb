import { Link, useParams } from 'react-router';
import { ordersScreenTexts as texts } from '@shared/account-screen-texts';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { useOrder } from '@/features/account/api/get-order';
import { Loading } from '@/components/ui/loading';
import { AccountShell } from '@/features/account/components/account-shell';
import { OrderDesign } from '@/features/account/components/order-design';
import { OrderDetails, OrderHeadline } from '@/features/account/components/order-details';
import { QueryFailure } from '@/components/ui/query-failure';
import { ApiError } from '@/lib/api';

function OrderView({ orderId }: { orderId: string }) {
  const query = useOrder(orderId);
  if (query.isPending) return <Loading label={texts.detailsTitle} />;
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
      return (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border bg-card p-6">
          <p className="font-medium">{texts.notFound}</p>
          <Button asChild variant="outline">
            <Link to={paths.accountOrders}>{texts.backToOrders}</Link>
          </Button>
        </div>
      );
    }
    return <QueryFailure error={query.error} onRetry={() => void query.refetch()} />;
  }
  const order = query.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">{texts.orderTitle(order.orderNumber)}</h2>
        <OrderHeadline order={order} />
      </div>
      <OrderDetails order={order} design={<OrderDesign orderId={order.id} paid={order.paymentStatus === 'paid'} />} />
    </div>
  );
}

/** /account/orders/:orderId: one of the customer's orders, in full. */
export default function AccountOrderPage() {
  const { orderId = '' } = useParams();
  return (
    <AccountShell title={texts.detailsTitle} back={{ to: paths.accountOrders, label: texts.backToOrders }}>
      {() => <OrderView orderId={orderId} />}
    </AccountShell>
  );
}
