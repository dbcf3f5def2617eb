import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminOrderRowSchema } from '@shared/api/admin';
import { apiRequest, readJson } from '@/lib/api';
import { adminKeys, adminOrderPath } from './admin-query-keys';

const responseSchema = z.object({ order: adminOrderRowSchema });

/** POST /api/orders/:id/refund {}: the rest of the card payment back; revenue drops, so the tiles refresh. */
export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: string) =>
      responseSchema.parse(await readJson<unknown>(await apiRequest('POST', `${adminOrderPath(orderId)}/refund`, {})))
        .order,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
