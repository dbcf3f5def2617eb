import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShipmentInput } from '@shared/api/print-batches';
import { printBatchEndpoints } from '@shared/api/print-batch-endpoints';
import { request } from '@/lib/api';
import { adminKeys } from './admin-query-keys';

/** What a shipping request sends: one card from the form, or the text of an uploaded CSV file. */
export type ShipmentsUpload = { shipments: ShipmentInput[] } | { csv: string };

/**
 * POST /api/admin/shipments or /api/admin/shipments/csv: all rows apply or none (a 422 names
 * each bad row in `fields`). Shipped cards change the orders, the tiles and the batches.
 */
export function useMarkShipped() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (upload: ShipmentsUpload) =>
      'csv' in upload
        ? request(printBatchEndpoints.shipmentsCsv, { body: upload })
        : request(printBatchEndpoints.shipments, { body: upload }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
