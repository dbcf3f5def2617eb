import { useQuery } from '@tanstack/react-query';
import { afterSaleEndpoints } from '@shared/api/after-sale-endpoints';
import { request } from '@/lib/api';
import { adminKeys } from './admin-query-keys';

/** GET /api/admin/guarantee-claims: open claims first, then the refunded ones. */
export function useGuaranteeClaims() {
  return useQuery({
    queryKey: adminKeys.guaranteeClaims,
    queryFn: async () => (await request(afterSaleEndpoints.adminClaims)).claims,
    refetchOnMount: 'always',
  });
}
