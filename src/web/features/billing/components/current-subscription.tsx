import { AlertTriangle, Gem } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { accountMessages } from '@shared/account-messages';
import { accountScreenTexts, billingScreenTexts as texts } from '@shared/account-screen-texts';
import type { BillingResponse } from '@shared/api/account';
import { formatDate } from '@shared/format-date';
import { formatUsd, plans } from '@shared/pricing';
import { paths } from '@shared/routes';
import { Detail, SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { StatusBadge } from '@/components/ui/status-badge';
import { toast } from '@/hooks/use-toast';
import { useChangeSubscription } from '../api/change-subscription';

type Plan = NonNullable<BillingResponse['subscription']>;

function failed(description: string): void {
  toast({ title: accountMessages.errorTitle, description, variant: 'destructive' });
}

function NoPlan() {
  return (
    <div className="flex flex-col gap-3" data-testid="no-subscription">
      <div className="flex flex-col gap-1">
        <p className="font-medium">{accountMessages.noActiveSubscription}</p>
        <p className="text-sm text-muted-foreground">{texts.noSubscriptionHint}</p>
      </div>
      <Button asChild className="w-full sm:w-fit">
        <Link to={paths.accountSubscribe}>{accountScreenTexts.subscribeAndSave}</Link>
      </Button>
    </div>
  );
}

/** Cancel sits behind a confirmation; the plan then runs to its period's end. */
function CancelAction({ plan }: { plan: Plan }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useChangeSubscription('cancel');
  const endDate = plan.currentPeriodEnd ? formatDate(plan.currentPeriodEnd) : '';
  const onConfirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast(accountMessages.subscriptionCancelled),
      onError: (error) => {
        console.error('Cancelling the subscription failed:', error);
        failed(accountMessages.cancelFailed);
      },
      // Closed either way, so the toast is not hidden behind the modal.
      onSettled: () => setConfirming(false),
    });
  return (
    <>
      <Button variant="outline" className="w-full sm:w-fit" onClick={() => setConfirming(true)}>
        {texts.cancel}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={(open) => !cancel.isPending && setConfirming(open)}
        title={texts.confirmCancelTitle}
        description={texts.confirmCancelBody(endDate)}
      >
        <DialogActions>
          <Button variant="outline" disabled={cancel.isPending} onClick={() => setConfirming(false)}>
            {texts.keepPlan}
          </Button>
          <Button variant="destructive" disabled={cancel.isPending} onClick={onConfirm}>
            {cancel.isPending ? texts.cancelling : texts.confirmCancel}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function ReactivateAction() {
  const reactivate = useChangeSubscription('reactivate');
  return (
    <Button
      className="w-full sm:w-fit"
      disabled={reactivate.isPending}
      onClick={() =>
        reactivate.mutate(undefined, {
          onSuccess: () => toast(accountMessages.subscriptionReactivated),
          onError: (error) => {
            console.error('Reactivating the subscription failed:', error);
            failed(accountMessages.reactivateFailed);
          },
        })
      }
    >
      {reactivate.isPending ? texts.reactivating : texts.reactivate}
    </Button>
  );
}

/** Current Subscription: plan, price, status, period; the cancel warning and Reactivate, or Cancel. */
export function CurrentSubscription({ plan }: { plan: BillingResponse['subscription'] }) {
  return (
    <SectionCard title={texts.currentSubscription} icon={Gem} testId="current-subscription">
      {!plan ? (
        <NoPlan />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-col">
              <p className="text-lg font-semibold">{plans[plan.plan].name}</p>
              <p className="text-2xl font-bold tabular-nums">
                {formatUsd(plan.price)}
                <span className="text-sm font-normal text-muted-foreground">{texts.perYear}</span>
              </p>
            </div>
            <StatusBadge status={plan.status} />
          </div>
          <dl>
            {plan.currentPeriodStart && plan.currentPeriodEnd ? (
              <Detail label={texts.period}>
                {formatDate(plan.currentPeriodStart)} – {formatDate(plan.currentPeriodEnd)}
              </Detail>
            ) : null}
            <Detail label={accountScreenTexts.cardsRemaining}>
              {texts.cardsLeft(plan.cardsRemaining, plan.cardsPerYear)}
            </Detail>
          </dl>
          {plan.cancelAtPeriodEnd ? (
            <>
              <p
                role="status"
                data-testid="cancel-warning"
                className="flex items-start gap-2 rounded-md bg-accent px-3 py-2 text-sm text-accent-foreground"
              >
                <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                {texts.cancelWarning(plan.currentPeriodEnd ? formatDate(plan.currentPeriodEnd) : '')}
              </p>
              <ReactivateAction />
            </>
          ) : (
            <CancelAction plan={plan} />
          )}
        </>
      )}
    </SectionCard>
  );
}
