import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { orderDetailSchema, type OrderDetail } from '@shared/api/account';
import { apiFetch, readJson } from '@/lib/api';
import { ordersPath } from './get-orders';

const orderResponseSchema = z.object({ order: orderDetailSchema });

export function orderQueryKey(orderId: string) {
  return [`${ordersPath}/${encodeURIComponent(orderId)}`] as const;
}

/** GET /api/user/orders/:orderId: one of the customer's own orders (another's is a 404). */
export async function fetchOrder(orderId: string): Promise<OrderDetail> {
  const [path] = orderQueryKey(orderId);
  return orderResponseSchema.parse(await readJson<unknown>(await apiFetch(path))).order;
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
