import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrintBatch } from '@shared/api/print-batches';
import { printBatchEndpoints } from '@shared/api/print-batch-endpoints';
import { request } from '@/lib/api';
import { adminKeys } from './admin-query-keys';

/** POST /api/admin/print-batches/:id/printed: every card of the batch gets 'printed' in its history. */
export function useMarkBatchPrinted() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (batchId: string) =>
      (await request(printBatchEndpoints.markBatchPrinted, { params: { id: batchId } })).batch,
    onSuccess: (saved) =>
      client.setQueryData<PrintBatch[]>(adminKeys.printBatches, (batches) =>
        batches?.map((batch) => (batch.id === saved.id ? saved : batch)),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
