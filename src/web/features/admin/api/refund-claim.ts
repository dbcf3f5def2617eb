import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGuaranteeClaim } from '@shared/api/after-sale';
import { afterSaleEndpoints } from '@shared/api/after-sale-endpoints';
import { request } from '@/lib/api';
import { adminKeys } from './admin-query-keys';

/** POST /api/admin/guarantee-claims/:id/refund: the claim met with a full refund in one step. */
export function useRefundClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (claimId: string) =>
      (await request(afterSaleEndpoints.refundClaim, { params: { id: claimId } })).claim,
    onSuccess: (saved) =>
      client.setQueryData<AdminGuaranteeClaim[]>(adminKeys.guaranteeClaims, (claims) =>
        claims?.map((claim) => (claim.id === saved.id ? saved : claim)),
      ),
    // Revenue drops and the order turns refunded: the tiles, the table and the order are asked again.
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
