import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrdersPage } from '@shared/api/account';
import { accountEndpoints } from '@shared/api/account-endpoints';
import { request } from '@/lib/api';

export function ordersQueryKey(page: number, pageSize: number) {
  return [accountEndpoints.orders.path, { page, pageSize }] as const;
}

/** The signed-in customer's orders, newest first, one page at a time. */
export async function fetchOrders(page: number, pageSize: number): Promise<OrdersPage> {
  return request(accountEndpoints.orders, { query: { page, pageSize } });
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
