import { useQuery } from '@tanstack/react-query';
import type { SubscriptionSummary } from '@shared/api/account';
import { billingEndpoints } from '@shared/api/billing-endpoints';
import { request, requestUrl } from '@/lib/api';

export const subscriptionQueryKey = [requestUrl(billingEndpoints.subscription)] as const;

/** The live plan's summary, or null when there is none. */
export async function fetchSubscription(): Promise<SubscriptionSummary> {
  return request(billingEndpoints.subscription);
}

/** Asked again on every visit: a card ordered in the checkout since uses one of the plan's cards. */
export function useSubscription() {
  return useQuery({ queryKey: subscriptionQueryKey, queryFn: fetchSubscription, refetchOnMount: 'always' });
}
