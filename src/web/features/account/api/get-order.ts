import { useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@shared/api/account';
import { accountEndpoints } from '@shared/api/account-endpoints';
import { request } from '@/lib/api';
import { orderQueryKey } from '@/features/orders/api/order-query-key';

export { orderQueryKey };

/** One of the customer's own orders (another's is a 404). */
export async function fetchOrder(orderId: string): Promise<OrderDetail> {
  return (await request(accountEndpoints.order, { params: { orderId } })).order;
}

export function useOrder(orderId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: orderQueryKey(orderId),
    queryFn: () => fetchOrder(orderId),
    // Its status moves on (processing, shipped) while the customer is away.
    refetchOnMount: 'always',
    enabled: options.enabled ?? true,
  });
}
