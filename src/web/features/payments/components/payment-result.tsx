import { CheckCircle2, Clock, SearchX, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { checkoutMessages, paymentScreenTexts as texts } from '@shared/checkout-messages';
import { paths } from '@shared/routes';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import type { RedirectResult } from '../lib/redirect-result';
import { readPendingOrder } from '@/lib/creation-session/pending-order';
import { ResultPanel } from './result-panel';

/**
 * /payment-success, where Stripe returns after a payment that needed a redirect (3-D Secure, a
 * bank page). It shows what the return address says; the order itself is marked paid only by
 * the processor's webhook.
 */
export function PaymentResult({ result, clearSession }: { result: RedirectResult; clearSession: () => void }) {
  useEffect(() => {
    if (result === 'succeeded' || result === 'processing') clearSession();
  }, [result, clearSession]);

  const onward = (
    <>
      <Button asChild size="lg">
        <Link to={paths.create}>{texts.createAnother}</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={paths.accountOrders}>{texts.viewOrders}</Link>
      </Button>
    </>
  );

  let panel;
  if (result === 'succeeded') {
    panel = (
      <ResultPanel
        headingLevel="h1"
        testId="payment-success"
        icon={<CheckCircle2 className="h-12 w-12 text-primary" aria-hidden />}
        title={checkoutMessages.paymentSuccessful.title}
        actions={onward}
      >
        <p className="text-muted-foreground">{checkoutMessages.paymentSuccessful.description}</p>
      </ResultPanel>
    );
  } else if (result === 'processing') {
    panel = (
      <ResultPanel
        headingLevel="h1"
        testId="payment-processing"
        icon={<Clock className="h-12 w-12 text-primary" aria-hidden />}
        title={texts.processingTitle}
        actions={onward}
      >
        <p className="text-muted-foreground">{texts.processingText}</p>
      </ResultPanel>
    );
  } else if (result === 'failed') {
    const canRetry = readPendingOrder().status === 'ok';
    panel = (
      <ResultPanel
        headingLevel="h1"
        testId="payment-failed"
        icon={<XCircle className="h-12 w-12 text-destructive" aria-hidden />}
        title={texts.failedTitle}
        actions={
          <>
            {canRetry ? (
              <Button asChild size="lg">
                <Link to={paths.payment}>{texts.tryAgain}</Link>
              </Button>
            ) : null}
            <Button asChild size="lg" variant={canRetry ? 'outline' : 'default'}>
              <Link to={paths.create}>{texts.startOver}</Link>
            </Button>
          </>
        }
      >
        <p className="font-medium text-destructive">{checkoutMessages.paymentFailedDefault}</p>
      </ResultPanel>
    );
  } else {
    panel = (
      <ResultPanel
        headingLevel="h1"
        testId="no-payment"
        icon={<SearchX className="h-10 w-10 text-muted-foreground" aria-hidden />}
        title={texts.noPaymentTitle}
        actions={
          <Button asChild size="lg">
            <Link to={paths.home}>{texts.backHome}</Link>
          </Button>
        }
      >
        <p className="text-muted-foreground">{texts.noPaymentText}</p>
      </ResultPanel>
    );
  }

  return (
    <section className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 pt-10 pb-20 sm:pt-14">
      <PageTitle>{texts.title}</PageTitle>
      {panel}
    </section>
  );
}
