import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderShipping, ShippingAddressUpdate } from '@shared/api/account';
import { ordersEndpoints } from '@shared/api/orders-endpoints';
import { request } from '@/lib/api';
import { orderQueryKey } from './order-query-key';

/** PATCH the order's shipping address; the order page is read again, as the server stored it. */
export function useCorrectShippingAddress(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ShippingAddressUpdate): Promise<OrderShipping> =>
      (await request(ordersEndpoints.correctShippingAddress, { params: { orderId }, body })).shipping,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) }),
  });
}
