import { planOnlyResponseSchema } from '@shared/api/account';
import { plans, toAmountString, type PlanId } from '@shared/pricing';
import { apiRequest, readJson } from '@/lib/api';

/**
 * POST /api/subscriptions/create: a plan on its own, answered with the payment to confirm. The
 * price sent is the one shown; the server checks it against its own (409 when they differ).
 */
export async function buyPlanOnly(plan: PlanId) {
  const response = await apiRequest('POST', '/api/subscriptions/create', {
    plan,
    totalPrice: toAmountString(plans[plan].priceCents),
  });
  return planOnlyResponseSchema.parse(await readJson<unknown>(response));
}
