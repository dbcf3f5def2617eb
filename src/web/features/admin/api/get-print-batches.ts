import { useQuery } from '@tanstack/react-query';
import { printBatchEndpoints } from '@shared/api/print-batch-endpoints';
import { request } from '@/lib/api';
import { adminKeys } from './admin-query-keys';

/** How long a list's signed print-file links are trusted before the list is fetched again (they last a day or more). */
const signedLinksFreshMs = 60 * 60 * 1000;

/** GET /api/admin/print-batches: every batch with its file links. */
export function usePrintBatches() {
  return useQuery({
    queryKey: adminKeys.printBatches,
    queryFn: async () => (await request(printBatchEndpoints.batches)).batches,
    refetchOnMount: 'always',
    // A page left open over a weekend must not offer an expired print link.
    staleTime: signedLinksFreshMs,
    refetchInterval: signedLinksFreshMs,
    refetchOnWindowFocus: true,
  });
}
