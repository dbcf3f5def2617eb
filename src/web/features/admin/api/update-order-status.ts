import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderRow, UpdateOrderStatus } from '@shared/api/admin';
import { adminEndpoints } from '@shared/api/admin-endpoints';
import { request } from '@/lib/api';
import { adminKeys } from './admin-query-keys';
import type { AdminOrderDetailView } from './get-admin-order';
import type { AdminOrdersPageView } from './get-admin-orders';

export const updateStatusKey = ['admin', 'update-status'] as const;

/**
 * PATCH /api/orders/:id/status. The saved row the server answers with goes straight into the
 * cached tables and the open order, so the change is done (and its toast shown) when the server
 * has saved it; the table, the tiles and the order's history are then asked again without
 * holding it up, since on a busy server those reads can take far longer than the change.
 */
export function useUpdateOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: updateStatusKey,
    mutationFn: async ({ orderId, ...body }: UpdateOrderStatus & { orderId: string }) =>
      (await request(adminEndpoints.updateStatus, { params: { id: orderId }, body })).order,
    onSuccess: (saved: AdminOrderRow) => {
      client.setQueriesData<AdminOrdersPageView>({ queryKey: ['admin', 'orders'] }, (page) =>
        page ? { ...page, orders: page.orders.map((row) => (row.id === saved.id ? { ...row, ...saved } : row)) } : page,
      );
      client.setQueryData<AdminOrderDetailView>(adminKeys.order(saved.id), (detail) =>
        detail ? { ...detail, order: { ...detail.order, status: saved.status } } : detail,
      );
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
