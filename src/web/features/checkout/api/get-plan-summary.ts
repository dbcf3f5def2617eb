import { useQuery } from '@tanstack/react-query';
import { isLivePlan, type SubscriptionSummary } from '@shared/api/account';
import { billingEndpoints } from '@shared/api/billing-endpoints';
import { ApiError, request, requestUrl } from '@/lib/api';
import { getAuthToken } from '@/lib/auth/token';

export const planSummaryQueryKey = ['checkout', requestUrl(billingEndpoints.subscription)] as const;

/** The signed-in customer's live plan, or null (also when signed out). */
export async function fetchPlanSummary(): Promise<SubscriptionSummary> {
  if (!getAuthToken()) return null;
  try {
    return await request(billingEndpoints.subscription);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Asked afresh on every visit: a plan bought a minute ago changes what this card costs. */
export function usePlanSummary() {
  return useQuery({
    queryKey: planSummaryQueryKey,
    queryFn: fetchPlanSummary,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/**
 * What the plan means at checkout, as the server prices it: a card is covered only by an active
 * plan with cards left; any live plan (active or past due) rules out buying a second one.
 */
export function planAtCheckout(summary: SubscriptionSummary | undefined) {
  const live = summary && isLivePlan(summary.status) ? summary : null;
  const cardsRemaining = live?.status === 'active' ? Math.max(0, live.cardsRemaining) : 0;
  return { holdsPlan: Boolean(live), cardsRemaining, usesPlanCard: cardsRemaining > 0 };
}
