import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminOrderRowSchema, type UpdateOrderStatus } from '@shared/api/admin';
import { apiRequest, readJson } from '@/lib/api';
import { adminKeys, adminOrderPath } from './admin-query-keys';

const responseSchema = z.object({ order: adminOrderRowSchema });

export const updateStatusKey = ['admin', 'update-status'] as const;

/** PATCH /api/orders/:id/status; then the table, the tiles and the open order are asked again. */
export function useUpdateOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: updateStatusKey,
    mutationFn: async ({ orderId, ...body }: UpdateOrderStatus & { orderId: string }) =>
      responseSchema.parse(
        await readJson<unknown>(await apiRequest('PATCH', `${adminOrderPath(orderId)}/status`, body)),
      ).order,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
