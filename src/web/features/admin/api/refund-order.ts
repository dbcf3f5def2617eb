import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '@shared/api/admin-endpoints';
import { request } from '@/lib/api';
import { adminKeys } from './admin-query-keys';

/** POST /api/orders/:id/refund {}: the rest of the card payment back; revenue drops, so the tiles refresh. */
export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: string) =>
      (await request(adminEndpoints.refund, { params: { id: orderId }, body: {} })).order,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
