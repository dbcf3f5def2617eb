import { CheckCircle2, Loader2, Lock, SearchX, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { checkoutMessages, checkoutScreenTexts, paymentScreenTexts as texts } from '@shared/checkout-messages';
import { formatUsd, plans } from '@shared/pricing';
import { paths } from '@shared/routes';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { useCardPayment } from '../hooks/use-card-payment';
import { usePendingPayment } from '../hooks/use-pending-payment';
import { CardPaymentField } from './card-payment-field';
import { ResultPanel } from './result-panel';
import { PaymentSetupError } from './payment-setup-error';

/** The pending-payment page: pays an order saved when its first payment failed. */
export function PendingPayment({ clearSession }: { clearSession: () => void }) {
  const payment = useCardPayment();
  const { state, pay, tryAgain, startOver } = usePendingPayment(payment, clearSession);

  let body: ReactNode;
  switch (state.step) {
    case 'none':
      body = (
        <ResultPanel
          testId="no-order"
          icon={<SearchX className="h-10 w-10 text-muted-foreground" aria-hidden />}
          title={checkoutMessages.noOrderFound}
          actions={
            <Button asChild size="lg">
              <Link to={paths.create}>{texts.createCard}</Link>
            </Button>
          }
        >
          <p className="text-muted-foreground">{texts.noOrderText}</p>
        </ResultPanel>
      );
      break;
    case 'loading':
      body = (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-muted-foreground">
          <Loader2 className="h-5 w-5 animate-spin text-primary" aria-hidden />
          {texts.loading}
        </div>
      );
      break;
    case 'setup-error':
      body = <PaymentSetupError message={state.message} detail={state.detail} />;
      break;
    case 'success':
      body = (
        <ResultPanel
          testId="payment-success"
          icon={<CheckCircle2 className="h-12 w-12 text-primary" aria-hidden />}
          title={checkoutMessages.paymentSuccessful.title}
          actions={
            <>
              <Button asChild size="lg">
                <Link to={paths.create}>{texts.createAnother}</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={paths.accountOrders}>{texts.viewOrders}</Link>
              </Button>
            </>
          }
        >
          <p className="text-muted-foreground">{checkoutMessages.paymentSuccessful.description}</p>
        </ResultPanel>
      );
      break;
    case 'failed':
      body = (
        <ResultPanel
          testId="payment-failed"
          icon={<XCircle className="h-12 w-12 text-destructive" aria-hidden />}
          title={texts.failedTitle}
          actions={
            <>
              <Button size="lg" onClick={tryAgain}>
                {texts.tryAgain}
              </Button>
              <Button size="lg" variant="outline" onClick={() => void startOver()}>
                {texts.startOver}
              </Button>
            </>
          }
        >
          <p role="alert" className="font-medium text-destructive">
            {state.message}
          </p>
        </ResultPanel>
      );
      break;
    case 'form': {
      const plan = state.order.subscriptionPlan === 'none' ? null : plans[state.order.subscriptionPlan];
      const total = formatUsd(state.order.amount);
      body = (
        <form
          noValidate
          className="flex flex-col gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            void pay();
          }}
        >
          <section aria-labelledby="pending-summary" className="rounded-2xl border bg-card p-5 shadow-sm">
            <h2 id="pending-summary" className="text-xs font-bold tracking-widest text-muted-foreground uppercase">
              {texts.orderSummary}
            </h2>
            <div className="mt-3 flex items-baseline justify-between gap-4">
              <p className="font-medium">{texts.orderFor(plan?.name ?? null)}</p>
            </div>
            <div className="mt-3 flex items-baseline justify-between border-t pt-3">
              <span className="font-semibold">{texts.amountDue}</span>
              <span className="text-xl font-bold tabular-nums" data-testid="amount-due">
                {total}
              </span>
            </div>
          </section>
          <section className="flex flex-col gap-3 rounded-2xl border bg-card p-5 shadow-sm">
            <CardPaymentField
              payment={payment}
              error={state.formError}
              variant={{
                kind: 'payment-element',
                clientSecret: state.clientSecret,
                returnUrl: `${window.location.origin}${paths.paymentSuccess}`,
              }}
            />
            <p className="flex items-center gap-2 text-xs text-muted-foreground">
              <Lock className="h-3.5 w-3.5" aria-hidden />
              {checkoutScreenTexts.trustNotes[0].text}
            </p>
          </section>
          <Button type="submit" size="lg" className="h-14 text-base" disabled={state.paying || !payment.ready}>
            {state.paying ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {texts.payNow(total)}
          </Button>
        </form>
      );
      break;
    }
  }

  return (
    <section className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 pt-10 pb-20 sm:pt-14">
      <PageTitle>{texts.title}</PageTitle>
      <header className="flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-semibold tracking-tight">{texts.title}</h1>
        {state.step === 'form' || state.step === 'loading' ? (
          <p className="text-muted-foreground">{texts.intro}</p>
        ) : null}
      </header>
      {body}
    </section>
  );
}
