import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiFetch, readJson } from '@/lib/api';
import { getAuthToken } from '@/lib/auth-token';

/** Spec section 3's subscription summary; only cardsRemaining changes what checkout shows. */
const planSummarySchema = z.object({
  plan: z.string(),
  cardsRemaining: z.number().int(),
  cardsPerYear: z.number().int(),
  renewalDate: z.string().nullish(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const planSummaryQueryKey = ['checkout', '/api/user/subscription'] as const;

/**
 * GET /api/user/subscription: the signed-in customer's plan, or null. Until the account work
 * serves it, a 404 means no plan; a 401 means no one to ask about.
 */
export async function fetchPlanSummary(): Promise<PlanSummary | null> {
  if (!getAuthToken()) return null;
  let body: unknown;
  try {
    body = await readJson(await apiFetch('/api/user/subscription'));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return null;
    throw error;
  }
  if (body === null || body === undefined) return null;
  // Tolerate the summary arriving wrapped, e.g. {subscription: {...}}.
  const candidate = typeof body === 'object' && 'subscription' in body ? body.subscription : body;
  if (candidate === null) return null;
  const parsed = planSummarySchema.safeParse(candidate);
  if (!parsed.success) {
    console.warn('Unexpected subscription summary; treating it as no plan:', candidate);
    return null;
  }
  return parsed.data;
}

/** Asked afresh on every visit: a plan bought a minute ago changes what this card costs. */
export function usePlanSummary() {
  return useQuery({ queryKey: planSummaryQueryKey, queryFn: fetchPlanSummary, staleTime: 0, refetchOnMount: 'always' });
}
