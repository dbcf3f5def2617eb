import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrderRow, AdminOrdersPage, AdminOrdersQuery } from '@shared/api/admin';
import { adminEndpoints } from '@shared/api/admin-endpoints';
import { request } from '@/lib/api';
import { adminKeys } from './admin-query-keys';

/** A row as the screen reads it: 'completed' is a status we display too, as the spec's status list has it. */
export type AdminRowView = Omit<AdminOrderRow, 'status'> & { status: string };
export type AdminOrdersPageView = Omit<AdminOrdersPage, 'orders'> & { orders: AdminRowView[] };

/** GET /api/orders: one page of every customer's orders, filtered, searched and sorted by the server. */
export async function fetchAdminOrders(query: AdminOrdersQuery): Promise<AdminOrdersPageView> {
  return request(adminEndpoints.orders, { query });
}

/**
 * Orders arrive all the time, so a view shown again (Back, Clear filters) is asked again, while
 * its cached rows or the page being left stay on screen. Never on focus, never by polling.
 */
export function useAdminOrders(query: AdminOrdersQuery, options: { enabled: boolean }) {
  return useQuery({
    queryKey: adminKeys.orders(query),
    queryFn: () => fetchAdminOrders(query),
    staleTime: 0,
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
