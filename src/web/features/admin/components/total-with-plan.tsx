import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { formatUsd, isPlanId, plans } from '@shared/pricing';
import type { AdminRowView } from '../api/get-admin-orders';

/** What was paid, and whether a plan paid for the card or came with it. */
export function TotalWithPlan({
  order,
}: {
  order: Pick<AdminRowView, 'totalCents' | 'coveredByPlan' | 'planPurchased'>;
}) {
  const plan = order.planPurchased && isPlanId(order.planPurchased) ? plans[order.planPurchased].name : null;
  return (
    <span className="flex flex-col">
      <span className="font-semibold tabular-nums">{formatUsd(order.totalCents)}</span>
      {plan ? (
        <span className="text-xs text-muted-foreground">{texts.withPlan(plan)}</span>
      ) : order.coveredByPlan ? (
        <span className="text-xs text-muted-foreground">{texts.planCard}</span>
      ) : null}
    </span>
  );
}
