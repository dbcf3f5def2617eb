import { billingEndpoints } from '@shared/api/billing-endpoints';
import { plans, toAmountString, type PlanId } from '@shared/pricing';
import { request } from '@/lib/api';

/**
 * A plan on its own, answered with the payment to confirm. The price sent is the one shown; the
 * server checks it against its own (409 when they differ).
 */
export function buyPlanOnly(plan: PlanId) {
  return request(billingEndpoints.buyPlan, { body: { plan, totalPrice: toAmountString(plans[plan].priceCents) } });
}
