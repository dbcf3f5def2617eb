import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@shared/api/account';
import { ordersScreenTexts as texts } from '@shared/account-screen-texts';
import { ApprovePanel } from '@/features/card-design/components/approve-panel';
import { useDesign } from '@/features/card-design/api/design';
import { Loading } from '@/components/ui/loading';
import { orderQueryKey } from '../api/get-order';

function Pending() {
  return <p className="text-sm text-muted-foreground">{texts.designPending}</p>;
}

/**
 * The order's design preview with Approve and Request a change, from the card-design feature
 * (GET /api/orders/:orderId/design as the signed-in owner). An unpaid order has no design yet;
 * a design that cannot be loaded leaves the promise of the e-mail rather than an error.
 */
export function OrderDesign({ orderId, paid }: { orderId: string; paid: boolean }) {
  if (!paid) return <Pending />;
  return <PaidOrderDesign orderId={orderId} />;
}

function PaidOrderDesign({ orderId }: { orderId: string }) {
  const design = useDesign(orderId, null);
  const client = useQueryClient();
  // The approval moves the order on (pending -> processing): its badge says so at once, and the
  // order is read again for anything else that changed with it.
  const onApproved = ({ orderStatus }: { orderStatus: OrderDetail['status'] }) => {
    client.setQueryData<OrderDetail>(orderQueryKey(orderId), (order) => order && { ...order, status: orderStatus });
    void client.invalidateQueries({ queryKey: orderQueryKey(orderId) });
  };
  if (design.isPending) return <Loading label={texts.designHeading} />;
  if (design.isError) {
    console.error('Loading the design failed:', design.error);
    return <Pending />;
  }
  return <ApprovePanel design={design.data} token={null} onApproved={onApproved} />;
}
