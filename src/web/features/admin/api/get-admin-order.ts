import { useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@shared/api/admin';
import { adminEndpoints } from '@shared/api/admin-endpoints';
import { request } from '@/lib/api';
import { adminKeys } from './admin-query-keys';

/** The order as the screen reads it: 'completed' is a status we display too, as the spec's status list has it. */
export type AdminOrderDetailView = Omit<AdminOrderDetail, 'order'> & {
  order: Omit<AdminOrderDetail['order'], 'status'> & { status: string };
};
export type AdminOrderView = AdminOrderDetailView['order'];

/** GET /api/orders/:id: everything about one order, with its history. */
export async function fetchAdminOrder(orderId: string): Promise<AdminOrderDetailView> {
  return request(adminEndpoints.order, { params: { id: orderId } });
}

export function useAdminOrder(orderId: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: adminKeys.order(orderId),
    queryFn: () => fetchAdminOrder(orderId),
    // The customer may have approved, or another admin shipped it, since it was last opened.
    refetchOnMount: 'always',
    enabled: options.enabled,
  });
}
