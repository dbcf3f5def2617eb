import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminOrderRowSchema, adminOrdersPageSchema, type AdminOrdersQuery } from '@shared/api/admin';
import { apiFetch, readJson } from '@/lib/api';
import { ordersQuerySearch } from '../lib/orders-query';
import { adminKeys, adminOrdersPath } from './admin-query-keys';

/** A row as the screen reads it: 'completed' is a status we display too (spec section 3). */
export const adminRowViewSchema = adminOrderRowSchema.extend({ status: z.string() });
export type AdminRowView = z.infer<typeof adminRowViewSchema>;

const pageViewSchema = adminOrdersPageSchema.extend({ orders: z.array(adminRowViewSchema) });
export type AdminOrdersPageView = z.infer<typeof pageViewSchema>;

/** GET /api/orders: one page of every customer's orders, filtered, searched and sorted by the server. */
export async function fetchAdminOrders(query: AdminOrdersQuery): Promise<AdminOrdersPageView> {
  const search = ordersQuerySearch(query, { keepDefaults: true });
  return pageViewSchema.parse(await readJson<unknown>(await apiFetch(`${adminOrdersPath}?${search}`)));
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
