import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrintBatch } from '@shared/api/print-batches';
import { printBatchEndpoints } from '@shared/api/print-batch-endpoints';
import { request } from '@/lib/api';
import { adminKeys } from './admin-query-keys';

/**
 * POST /api/admin/print-batches: the chosen queued cards, or every queued card when none is
 * chosen. The new batch goes straight into the list; the queue, the orders and the tiles are
 * asked again, since the server may have taken fewer cards than were on screen.
 */
export function useCreatePrintBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (orderIds: string[]) =>
      (await request(printBatchEndpoints.createBatch, { body: orderIds.length > 0 ? { orderIds } : {} })).batch,
    onSuccess: (batch) =>
      client.setQueryData<PrintBatch[]>(adminKeys.printBatches, (batches) =>
        batches ? [batch, ...batches.filter((known) => known.id !== batch.id)] : [batch],
      ),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
