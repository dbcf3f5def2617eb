import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ordersPageSchema, type OrdersPage } from '@shared/api/account';
import { apiFetch, readJson } from '@/lib/api';

export const ordersPath = '/api/user/orders';

export function ordersQueryKey(page: number, pageSize: number) {
  return [ordersPath, { page, pageSize }] as const;
}

/** GET /api/user/orders: the signed-in customer's orders, newest first, one page at a time. */
export async function fetchOrders(page: number, pageSize: number): Promise<OrdersPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return ordersPageSchema.parse(await readJson<unknown>(await apiFetch(`${ordersPath}?${query}`)));
}

/**
 * Asked again every time a page mounts: an order placed since (in the checkout) must show up,
 * and nothing else invalidates this list. The page being left stays on screen while the next loads.
 */
export function useOrders(page: number, pageSize: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ordersQueryKey(page, pageSize),
    queryFn: () => fetchOrders(page, pageSize),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
