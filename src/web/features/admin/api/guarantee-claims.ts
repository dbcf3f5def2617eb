import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { afterSaleEndpoints } from '@shared/api/after-sale-endpoints';
import { request } from '@/lib/api';
import { adminKeys } from './admin-query-keys';

const claimsKey = [...adminKeys.all, 'guarantee-claims'] as const;

/** GET /api/admin/guarantee-claims: open claims first. */
export function useGuaranteeClaims(enabled: boolean) {
  return useQuery({
    queryKey: claimsKey,
    queryFn: async () => (await request(afterSaleEndpoints.adminClaims)).claims,
    enabled,
  });
}

/** POST /api/admin/guarantee-claims/:id/refund: the rest of the payment back, the claim closed. */
export function useRefundClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (claimId: string) =>
      (await request(afterSaleEndpoints.refundClaim, { params: { id: claimId } })).claim,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
