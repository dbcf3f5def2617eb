import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@shared/api/account';
import { afterSaleEndpoints } from '@shared/api/after-sale-endpoints';
import { request } from '@/lib/api';
import { orderQueryKey } from './order-query-key';

/** The order page shows what the server answered: the cancelled order, or the order with its claim. */
function useShowOrder(orderId: string) {
  const queryClient = useQueryClient();
  const key = orderQueryKey(orderId);
  return {
    onSuccess: (order: OrderDetail) => queryClient.setQueryData(key, order),
    // A refusal means the order moved on (printing started, delivered long ago): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}

/** POST /api/orders/:orderId/cancel: cancelled and refunded in full, before printing. */
export function useCancelOrder(orderId: string) {
  const show = useShowOrder(orderId);
  return useMutation({
    mutationFn: async (): Promise<OrderDetail> =>
      (await request(afterSaleEndpoints.cancelOrder, { params: { orderId } })).order,
    ...show,
  });
}

/** POST /api/orders/:orderId/guarantee-claim: the 30-day money-back guarantee. */
export function useClaimGuarantee(orderId: string) {
  const show = useShowOrder(orderId);
  return useMutation({
    mutationFn: async (reason: string): Promise<OrderDetail> =>
      (await request(afterSaleEndpoints.claimGuarantee, { params: { orderId }, body: { reason } })).order,
    ...show,
  });
}
