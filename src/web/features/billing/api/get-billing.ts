import { useQuery } from '@tanstack/react-query';
import type { BillingResponse } from '@shared/api/account';
import { billingEndpoints } from '@shared/api/billing-endpoints';
import { request, requestUrl } from '@/lib/api';

export const billingQueryKey = [requestUrl(billingEndpoints.billing)] as const;

/** The plan, saved cards and invoices (each with a signed PDF link). */
export async function fetchBilling(): Promise<BillingResponse> {
  return request(billingEndpoints.billing);
}

/** Asked again on every visit: the invoice links are signed for an hour, and new payments add rows. */
export function useBilling() {
  return useQuery({ queryKey: billingQueryKey, queryFn: fetchBilling, refetchOnMount: 'always' });
}
