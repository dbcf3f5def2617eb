import type { ReactNode } from 'react';
import { formatDate } from '@shared/format-date';
import { formatUsd, isPlanId, plans } from '@shared/pricing';
import { Detail } from '@/components/section-card';

interface PriceBreakdownTexts {
  cardPrice: string;
  coveredByPlan: string;
  shippingCost: string;
  free: string;
  total: string;
  paidOn: string;
  notPaid: string;
}

interface PricedOrder {
  planPurchased: string | null;
  coveredByPlan: boolean;
  cardPriceCents: number;
  shippingCents: number;
  totalCents: number;
  paidAt: string | null;
}

/**
 * What an order cost, as the server priced it: a plan bought with it, the card (or the plan
 * that covered it), shipping, the total and when it was paid. `before` and `after` add the
 * rows only one screen has, inside the same list.
 */
export function PriceBreakdown({
  order,
  texts,
  before,
  after,
}: {
  order: PricedOrder;
  texts: PriceBreakdownTexts;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const plan = order.planPurchased && isPlanId(order.planPurchased) ? plans[order.planPurchased] : null;
  return (
    <dl>
      {before}
      {plan ? <Detail label={plan.name}>{formatUsd(plan.priceCents)}</Detail> : null}
      <Detail label={texts.cardPrice}>
        {order.coveredByPlan ? texts.coveredByPlan : formatUsd(order.cardPriceCents)}
      </Detail>
      <Detail label={texts.shippingCost}>
        {order.shippingCents === 0 ? texts.free : formatUsd(order.shippingCents)}
      </Detail>
      <Detail label={texts.total}>{formatUsd(order.totalCents)}</Detail>
      <Detail label={texts.paidOn}>{order.paidAt ? formatDate(order.paidAt) : texts.notPaid}</Detail>
      {after}
    </dl>
  );
}
