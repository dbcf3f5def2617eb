import { useQuery } from '@tanstack/react-query';
import { subscriptionSummarySchema, type SubscriptionSummary } from '@shared/api/account';
import { apiFetch, readJson } from '@/lib/api';

export const subscriptionQueryKey = ['/api/user/subscription'] as const;

/** GET /api/user/subscription: the live plan's summary, or null when there is none. */
export async function fetchSubscription(): Promise<SubscriptionSummary> {
  return subscriptionSummarySchema.parse((await readJson<unknown>(await apiFetch(subscriptionQueryKey[0]))) ?? null);
}

/** Asked again on every visit: a card ordered in the checkout since uses one of the plan's cards. */
export function useSubscription() {
  return useQuery({ queryKey: subscriptionQueryKey, queryFn: fetchSubscription, refetchOnMount: 'always' });
}
