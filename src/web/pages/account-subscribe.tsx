import { CreditCard, Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { accountScreenTexts, subscribeScreenTexts as texts } from '@shared/account-screen-texts';
import { isPlanId, plans, type PlanId } from '@shared/pricing';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { AccountShell } from '@/features/account/components/account-shell';
import { QueryFailure } from '@/components/ui/query-failure';
import { useSubscription } from '@/features/billing/api/get-subscription';
import { PayPlanForm } from '@/features/billing/components/pay-plan-form';
import { PlanPicker } from '@/features/billing/components/plan-picker';
import { saveChosenPlan } from '@/lib/creation-session/creation-storage';

function Way({
  icon: Icon,
  title,
  body,
  children,
}: {
  icon: typeof Sparkles;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <section className="flex flex-1 flex-col gap-4" aria-label={title}>
        <div className="flex flex-col gap-1">
          <h3 className="flex items-center gap-2 font-semibold">
            <Icon className="h-5 w-5 text-primary" aria-hidden />
            {title}
          </h3>
          <p className="text-sm text-muted-foreground">{body}</p>
        </div>
        {children}
      </section>
    </Card>
  );
}

function Subscribe() {
  const [search] = useSearchParams();
  const asked = search.get('plan') ?? '';
  const [plan, setPlan] = useState<PlanId>(isPlanId(asked) ? asked : 'essential');
  const current = useSubscription();
  if (current.isPending) return <Loading label={accountScreenTexts.loading} />;
  if (current.isError) return <QueryFailure error={current.error} onRetry={() => void current.refetch()} />;
  if (current.data) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border bg-card p-6">
        <p className="font-medium">{texts.alreadySubscribed(plans[current.data.plan].name)}</p>
        <p className="text-sm text-muted-foreground">{texts.alreadySubscribedBody}</p>
        <Button asChild>
          <Link to={paths.accountBilling}>{accountScreenTexts.manageBilling}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <PlanPicker value={plan} onChange={setPlan} />
      <div className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{texts.howHeading}</h2>
        <div className="grid gap-4 md:grid-cols-2">
          <Way icon={Sparkles} title={texts.withCard} body={texts.withCardBody}>
            <Button asChild variant="outline" size="lg" className="mt-auto">
              <Link to={paths.create} onClick={() => saveChosenPlan(plan)}>
                {texts.withCardAction}
              </Link>
            </Button>
          </Way>
          <Way icon={CreditCard} title={texts.planAlone} body={texts.planAloneBody}>
            <PayPlanForm plan={plan} />
          </Way>
        </div>
      </div>
    </div>
  );
}

/** 'Subscribe & Save': choose a plan, then order a card with it now or pay for the plan alone. */
export default function AccountSubscribePage() {
  return (
    <AccountShell
      title={texts.title}
      intro={texts.intro}
      back={{ to: paths.account, label: accountScreenTexts.backToAccount }}
    >
      {() => <Subscribe />}
    </AccountShell>
  );
}
