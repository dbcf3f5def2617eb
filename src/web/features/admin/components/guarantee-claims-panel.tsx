import { ShieldCheck, Undo2 } from 'lucide-react';
import type { AdminGuaranteeClaim } from '@shared/api/after-sale';
import { adminScreenTexts } from '@shared/admin-screen-texts';
import { formatDate } from '@shared/format-date';
import { formatUsd } from '@shared/pricing';
import { printAdminTexts as texts } from '@shared/print-admin-texts';
import { SectionCard } from '@/components/section-card';
import { Loading } from '@/components/ui/loading';
import { useGuaranteeClaims } from '../api/get-guarantee-claims';
import { useRefundClaim } from '../api/refund-claim';
import { AdminQueryFailure } from './admin-query-failure';
import { OrderLink } from './order-link';
import { RefundConfirmDialog } from './refund-confirm-dialog';

/** 'Refund $X' behind the same kind of confirmation as an order's refund: money is not undone. */
function RefundClaim({ claim }: { claim: AdminGuaranteeClaim }) {
  const refund = useRefundClaim();
  const amount = formatUsd(claim.refundableCents);
  return (
    <RefundConfirmDialog
      trigger={
        <>
          <Undo2 aria-hidden />
          {texts.refundClaim(amount)}
        </>
      }
      title={texts.refundClaimTitle(amount)}
      description={texts.refundClaimDescription(amount, claim.email)}
      cancelLabel={texts.cancel}
      confirmLabel={texts.confirmRefund}
      pendingLabel={texts.refunding}
      pending={refund.isPending}
      onConfirm={() => refund.mutateAsync(claim.id)}
      refunded={{ title: texts.claimRefundedToast, description: `${amount} · ${claim.orderNumber}` }}
      failedTitle={texts.refundFailed}
    />
  );
}

function ClaimItem({ claim }: { claim: AdminGuaranteeClaim }) {
  return (
    <li
      className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0"
      data-testid="guarantee-claim"
      data-claim-id={claim.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="flex flex-wrap items-baseline gap-x-3 text-sm">
          <OrderLink order={{ id: claim.orderId, orderNumber: claim.orderNumber }} />
          <span className="font-medium">{claim.customerName || claim.email}</span>
          <span className="text-muted-foreground">{claim.email}</span>
        </p>
        {claim.refundedAt ? (
          <span className="text-sm font-medium" data-testid="claim-refunded">
            {texts.claimRefunded(formatDate(claim.refundedAt))}
          </span>
        ) : (
          <RefundClaim claim={claim} />
        )}
      </div>
      <p className="text-sm break-words whitespace-pre-line">
        <span className="sr-only">{texts.claimReason}: </span>
        {claim.reason}
      </p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <div className="flex gap-1">
          <dt>{texts.claimMade}</dt>
          <dd>
            <time dateTime={claim.createdAt}>{formatDate(claim.createdAt)}</time>
          </dd>
        </div>
        {claim.deliveredAt ? (
          <div className="flex gap-1">
            <dt>{texts.claimDelivered}</dt>
            <dd>
              <time dateTime={claim.deliveredAt}>{formatDate(claim.deliveredAt)}</time>
            </dd>
          </div>
        ) : null}
        {claim.refundedAt ? null : (
          <div className="flex gap-1">
            <dt>{texts.claimAmount}</dt>
            <dd>{formatUsd(claim.refundableCents)}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

/** 'Guarantee claims': the customers' 30-day money-back claims, open ones first, each met in one step. */
export function GuaranteeClaimsPanel() {
  const claims = useGuaranteeClaims();
  // The server sends open claims first; kept so here too should a refund land between two reads.
  const sorted = claims.data
    ? [...claims.data].sort((a, b) => Number(a.refundedAt !== null) - Number(b.refundedAt !== null))
    : [];
  return (
    <SectionCard title={texts.claimsTitle} icon={ShieldCheck} testId="guarantee-claims-section">
      {claims.isError && !claims.data ? (
        <AdminQueryFailure error={claims.error} onRetry={() => void claims.refetch()} />
      ) : !claims.data ? (
        <Loading label={adminScreenTexts.loading} />
      ) : sorted.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.claimsEmpty}</p>
      ) : (
        <ul className="flex flex-col divide-y">
          {sorted.map((claim) => (
            <ClaimItem key={claim.id} claim={claim} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
