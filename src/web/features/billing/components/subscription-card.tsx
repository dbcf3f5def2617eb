import { AlertTriangle, Gem } from 'lucide-react';
import { Link } from 'react-router';
import { accountMessages } from '@shared/account-messages';
import { accountScreenTexts as texts } from '@shared/account-screen-texts';
import { formatDate } from '@shared/format-date';
import { formatUsd, plans } from '@shared/pricing';
import { paths } from '@shared/routes';
import { Detail, SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { useSubscription } from '../api/get-subscription';
import { Loading } from '@/components/ui/loading';
import { QueryFailure } from '@/components/ui/query-failure';
import { StatusBadge } from '@/components/ui/status-badge';

/**
 * /account's Subscription card: the plan, Cards Remaining, Total Per Year and Next Billing; or
 * 'No active subscription' with 'Subscribe & Save'. Manage Billing leads to /account/billing.
 */
export function SubscriptionCard() {
  const query = useSubscription();
  const manage = (
    <Button asChild variant="outline" className="w-full sm:w-fit">
      <Link to={paths.accountBilling}>{texts.manageBilling}</Link>
    </Button>
  );
  let body;
  if (query.isPending) body = <Loading label={texts.loading} />;
  else if (query.isError) body = <QueryFailure error={query.error} onRetry={() => void query.refetch()} />;
  else if (!query.data) {
    body = (
      <>
        <div className="flex flex-col gap-1">
          <p className="font-medium">{accountMessages.noActiveSubscription}</p>
          <p className="text-sm text-muted-foreground">{texts.subscribePitch}</p>
        </div>
        <div className="mt-auto flex flex-col gap-2 sm:flex-row">
          <Button asChild className="w-full sm:w-fit">
            <Link to={paths.accountSubscribe}>{texts.subscribeAndSave}</Link>
          </Button>
          {manage}
        </div>
      </>
    );
  } else {
    const plan = query.data;
    body = (
      <>
        <dl>
          <Detail label={texts.planLabel}>
            <span className="inline-flex flex-wrap items-center justify-end gap-2">
              {plans[plan.plan].name}
              <StatusBadge status={plan.status} />
            </span>
          </Detail>
          <Detail label={texts.cardsRemaining}>
            <span data-testid="cards-remaining">{plan.cardsRemaining}</span>
          </Detail>
          <Detail label={texts.totalPerYear}>{formatUsd(plan.priceCents)}</Detail>
          {plan.renewalDate ? (
            <Detail label={plan.cancelAtPeriodEnd ? texts.endsOn : texts.nextBilling}>
              {formatDate(plan.renewalDate)}
            </Detail>
          ) : null}
        </dl>
        {plan.status === 'past_due' ? (
          <p className="flex items-start gap-2 rounded-md bg-accent px-3 py-2 text-sm text-accent-foreground">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {texts.pastDueNote}
          </p>
        ) : null}
        <div className="mt-auto">{manage}</div>
      </>
    );
  }
  return (
    <SectionCard title={texts.subscriptionTitle} icon={Gem} testId="subscription-card">
      {body}
    </SectionCard>
  );
}
