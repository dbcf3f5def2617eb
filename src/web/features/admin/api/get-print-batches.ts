import { useQuery } from '@tanstack/react-query';
import { printBatchEndpoints } from '@shared/api/print-batch-endpoints';
import { request } from '@/lib/api';
import { adminKeys } from './admin-query-keys';

/** GET /api/admin/print-batches: every batch with its file links. */
export function usePrintBatches() {
  return useQuery({
    queryKey: adminKeys.printBatches,
    queryFn: async () => (await request(printBatchEndpoints.batches)).batches,
    refetchOnMount: 'always',
  });
}
