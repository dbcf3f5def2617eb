import { CreditCard, Undo2 } from 'lucide-react';
import { adminMessages } from '@shared/admin-messages';
import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { formatDate } from '@shared/format-date';
import { formatUsd } from '@shared/pricing';
import { Detail, SectionCard } from '@/components/section-card';
import { PriceBreakdown } from '@/features/orders/components/price-breakdown';
import type { AdminOrderView } from '../api/get-admin-order';
import { useRefundOrder } from '../api/refund-order';
import { PaymentBadge } from './payment-badge';
import { RefundConfirmDialog } from './refund-confirm-dialog';

/** What a refund can still give back: the payment less the partial refunds already made. */
function refundableCents(order: AdminOrderView): number {
  return order.paymentStatus === 'paid' ? order.totalCents - order.refundedCents : 0;
}

/**
 * Refund of the rest, behind a confirmation that names the amount and the customer: money is
 * not undone.
 */
function RefundAction({ order }: { order: AdminOrderView }) {
  const refund = useRefundOrder();
  const amount = formatUsd(refundableCents(order));
  return (
    <RefundConfirmDialog
      trigger={
        <>
          <Undo2 aria-hidden />
          {texts.refund}
        </>
      }
      title={texts.refundTitle(amount)}
      description={texts.refundDescription(amount, order.email)}
      cancelLabel={texts.cancel}
      confirmLabel={texts.confirmRefund}
      pendingLabel={texts.refunding}
      pending={refund.isPending}
      onConfirm={() => refund.mutateAsync(order.id)}
      refunded={{ title: adminMessages.refunded, description: `${amount} · ${order.orderNumber}` }}
      failedTitle={texts.refundFailed}
    />
  );
}

/** What was paid, when, and whether it was given back; Refund while a card payment stands. */
export function PaymentSection({ order }: { order: AdminOrderView }) {
  const refundable = refundableCents(order) > 0;
  return (
    <SectionCard
      title={texts.payment}
      icon={CreditCard}
      testId="order-payment"
      action={refundable ? <RefundAction order={order} /> : null}
    >
      <PriceBreakdown
        order={order}
        texts={texts}
        before={
          <Detail label={texts.paymentState}>
            <PaymentBadge status={order.paymentStatus} />
          </Detail>
        }
        after={
          <>
            {order.refundedCents > 0 ? (
              <Detail label={texts.refundedSoFar}>{formatUsd(order.refundedCents)}</Detail>
            ) : null}
            {refundable && order.refundedCents > 0 ? (
              <Detail label={texts.refundableRest}>{formatUsd(refundableCents(order))}</Detail>
            ) : null}
            {order.refundedAt ? <Detail label={texts.refundedOn}>{formatDate(order.refundedAt)}</Detail> : null}
          </>
        }
      />
    </SectionCard>
  );
}
