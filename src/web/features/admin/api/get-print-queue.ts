import { useQuery } from '@tanstack/react-query';
import { printBatchEndpoints } from '@shared/api/print-batch-endpoints';
import { request } from '@/lib/api';
import { adminKeys } from './admin-query-keys';

/** GET /api/admin/print-queue: approved, paid cards not yet in a batch, soonest dispatch-by first. */
export function usePrintQueue() {
  return useQuery({
    queryKey: adminKeys.printQueue,
    queryFn: async () => (await request(printBatchEndpoints.printQueue)).orders,
    // Customers approve cards all day: the queue is asked again whenever the dashboard opens.
    refetchOnMount: 'always',
  });
}
