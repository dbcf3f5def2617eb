import { ordersScreenTexts as texts } from '@shared/account-screen-texts';
import type { OrderDetail } from '@shared/api/account';
import { refundScreenTexts } from '@shared/refund-texts';
import { PriceBreakdown } from '@/features/orders/components/price-breakdown';

/** The order page's payment section: what it cost, when it was paid, and each refund since. */
export function OrderPayment({ order }: { order: OrderDetail }) {
  const refunds = order.refunds ?? [];
  return (
    <>
      <PriceBreakdown order={order} texts={texts} />
      {refunds.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm font-medium" data-testid="order-refunds">
          {refunds.map((refund) => (
            <li key={`${refund.createdAt}-${refund.amountCents}`}>
              {refundScreenTexts.refundedOn(refund.amountCents, refund.createdAt)}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
