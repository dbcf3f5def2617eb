import { accountScreenTexts, billingScreenTexts as texts } from '@shared/account-screen-texts';
import { paths } from '@shared/routes';
import { Loading } from '@/components/ui/loading';
import { AccountShell } from '@/features/account/components/account-shell';
import { QueryFailure } from '@/components/ui/query-failure';
import { useBilling } from '@/features/billing/api/get-billing';
import { BillingHistory } from '@/features/billing/components/billing-history';
import { CurrentSubscription } from '@/features/billing/components/current-subscription';
import { PaymentMethods } from '@/features/billing/components/payment-methods';

function Billing() {
  const query = useBilling();
  if (query.isPending) return <Loading label={accountScreenTexts.loading} />;
  if (query.isError) return <QueryFailure error={query.error} onRetry={() => void query.refetch()} />;
  const { subscription, paymentMethods, invoices } = query.data;
  return (
    <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
      <CurrentSubscription plan={subscription} />
      <PaymentMethods methods={paymentMethods} />
      <div className="lg:col-span-2">
        <BillingHistory invoices={invoices} />
      </div>
    </div>
  );
}

/** /account/billing 'Billing & Subscription'. */
export default function AccountBillingPage() {
  return (
    <AccountShell
      title={texts.title}
      intro={texts.intro}
      back={{ to: paths.account, label: accountScreenTexts.backToAccount }}
    >
      {() => <Billing />}
    </AccountShell>
  );
}
