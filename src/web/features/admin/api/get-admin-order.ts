import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminOrderDetailSchema } from '@shared/api/admin';
import { apiFetch, readJson } from '@/lib/api';
import { adminKeys, adminOrderPath } from './admin-query-keys';

/** The order as the screen reads it: 'completed' is a status we display too (spec section 3). */
const detailViewSchema = adminOrderDetailSchema.extend({
  order: adminOrderDetailSchema.shape.order.extend({ status: z.string() }),
});
export type AdminOrderDetailView = z.infer<typeof detailViewSchema>;
export type AdminOrderView = AdminOrderDetailView['order'];

/** GET /api/orders/:id: everything about one order, with its history. */
export async function fetchAdminOrder(orderId: string): Promise<AdminOrderDetailView> {
  return detailViewSchema.parse(await readJson<unknown>(await apiFetch(adminOrderPath(orderId))));
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
