import { useState, type FormEvent } from 'react';
import { afterSaleTexts as texts } from '@shared/after-sale-texts';
import type { OrderDetail } from '@shared/api/account';
import { guaranteeClaimRequestSchema } from '@shared/api/after-sale';
import { isGuaranteeClaimable } from '@shared/api/order-progress';
import { formatDate } from '@shared/format-date';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useClaimGuarantee } from '../api/after-sale';

function ClaimForm({ orderId }: { orderId: string }) {
  const claim = useClaimGuarantee(orderId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = guaranteeClaimRequestSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    claim.mutate(parsed.data.reason, {
      // ApiError carries the server's words (e.g. the guarantee ended meanwhile).
      onError: (failure) => setError(failure.message),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <Label htmlFor="guarantee-reason">{texts.guaranteeReasonLabel}</Label>
      <Textarea
        id="guarantee-reason"
        required
        maxLength={2000}
        value={reason}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'guarantee-reason-error' : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      <FieldError id="guarantee-reason-error" error={error} />
      <Button type="submit" className="self-start" disabled={claim.isPending}>
        {texts.guaranteeSubmit}
      </Button>
    </form>
  );
}

/** After delivery: the 30-day money-back guarantee, its claim's state, or the day it ended. */
export function GuaranteeClaim({ order, now = new Date() }: { order: OrderDetail; now?: Date }) {
  const [open, setOpen] = useState(false);
  const { claim, claimableUntil } = order.guarantee;
  if (claim) {
    return (
      <p role="status" className="text-sm font-medium">
        {claim.refundedAt ? texts.claimRefunded(formatDate(claim.refundedAt)) : texts.claimReceived}
      </p>
    );
  }
  // Nothing to claim: not delivered, nothing paid of its own (a plan's card), refunded or cancelled.
  if (!claimableUntil || order.totalCents === 0 || order.paymentStatus !== 'paid' || order.progress.cancelledAt) {
    return null;
  }
  if (!isGuaranteeClaimable({ ...order, ...order.progress }, order.totalCents, now)) {
    return <p className="text-sm text-muted-foreground">{texts.guaranteeEnded(formatDate(claimableUntil))}</p>;
  }
  if (!open) {
    return (
      <Button variant="outline" className="h-auto self-start whitespace-normal text-left" onClick={() => setOpen(true)}>
        {texts.guaranteeOffer}
      </Button>
    );
  }
  return <ClaimForm orderId={order.id} />;
}
