import { ShieldCheck } from 'lucide-react';
import { adminClaimTexts as texts } from '@shared/after-sale-texts';
import { formatDate } from '@shared/format-date';
import { Detail, SectionCard } from '@/components/section-card';
import type { AdminOrderView } from '../api/get-admin-order';
import { useGuaranteeClaims } from '../api/get-guarantee-claims';
import { useRefundClaim } from '../api/refund-claim';
import { RefundConfirmDialog } from './refund-confirm-dialog';

/** Refund of an open claim, behind a confirmation: money is not undone. */
function RefundClaim({ orderId }: { orderId: string }) {
  const claims = useGuaranteeClaims();
  const refund = useRefundClaim();
  const claim = claims.data?.find((entry) => entry.orderId === orderId);
  if (!claim) return null;
  return (
    <RefundConfirmDialog
      trigger={texts.refund}
      title={texts.confirmTitle}
      description={texts.confirmBody}
      cancelLabel={texts.keep}
      confirmLabel={texts.confirm}
      pending={refund.isPending}
      onConfirm={() => refund.mutateAsync(claim.id)}
      refunded={{ title: texts.refunded }}
      failedTitle={texts.failed}
    />
  );
}

/** The customer's money-back guarantee claim, when there is one, and its refund in one step. */
export function GuaranteeClaimSection({ order }: { order: AdminOrderView }) {
  const claim = order.guarantee.claim;
  if (!claim) return null;
  return (
    <SectionCard
      title={texts.heading}
      icon={ShieldCheck}
      testId="order-guarantee-claim"
      action={claim.refundedAt ? null : <RefundClaim orderId={order.id} />}
    >
      <dl>
        <Detail label={texts.claimedOn}>{formatDate(claim.createdAt)}</Detail>
        {claim.refundedAt ? <Detail label={texts.refundedOn}>{formatDate(claim.refundedAt)}</Detail> : null}
      </dl>
      <div className="flex flex-col gap-1">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{texts.reason}</p>
        <p className="text-sm break-words whitespace-pre-line">{claim.reason}</p>
      </div>
    </SectionCard>
  );
}
