import { useQuery } from '@tanstack/react-query';
import { billingResponseSchema, type BillingResponse } from '@shared/api/account';
import { apiFetch, readJson } from '@/lib/api';

export const billingQueryKey = ['/api/user/billing'] as const;

/** GET /api/user/billing: the plan, saved cards and invoices (each with a signed PDF link). */
export async function fetchBilling(): Promise<BillingResponse> {
  return billingResponseSchema.parse(await readJson<unknown>(await apiFetch(billingQueryKey[0])));
}

/** Asked again on every visit: the invoice links are signed for an hour, and new payments add rows. */
export function useBilling() {
  return useQuery({ queryKey: billingQueryKey, queryFn: fetchBilling, refetchOnMount: 'always' });
}
