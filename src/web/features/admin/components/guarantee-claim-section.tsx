import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { adminClaimTexts as texts } from '@shared/after-sale-texts';
import { formatDate } from '@shared/format-date';
import { Detail, SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import type { AdminOrderView } from '../api/get-admin-order';
import { useGuaranteeClaims, useRefundClaim } from '../api/guarantee-claims';

/** Refund of an open claim, behind a confirmation: money is not undone. */
function RefundClaim({ orderId }: { orderId: string }) {
  const [open, setOpen] = useState(false);
  const claims = useGuaranteeClaims(true);
  const refund = useRefundClaim();
  const claim = claims.data?.find((entry) => entry.orderId === orderId);
  if (!claim) return null;
  const confirm = () =>
    refund.mutate(claim.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: texts.refunded });
      },
      onError: (error) => {
        setOpen(false);
        toast({
          variant: 'destructive',
          title: texts.failed,
          description: error instanceof ApiError ? error.message : undefined,
        });
      },
    });
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {texts.refund}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!refund.isPending) setOpen(next);
        }}
        title={texts.confirmTitle}
        description={texts.confirmBody}
      >
        <DialogActions>
          <Button variant="outline" disabled={refund.isPending} onClick={() => setOpen(false)}>
            {texts.keep}
          </Button>
          <Button variant="destructive" disabled={refund.isPending} onClick={confirm}>
            {texts.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
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
