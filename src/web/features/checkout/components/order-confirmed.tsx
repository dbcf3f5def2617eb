import { AlertTriangle, CheckCircle2, Mail, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { checkoutMessages, confirmationScreenTexts as texts } from '@shared/checkout-messages';
import { paths } from '@shared/routes';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import type { OrderConfirmationState } from '../lib/confirmation-state';

const stepIcons = [Mail, Printer];

/** /order-confirmation: the order is in, and what happens next. */
export function OrderConfirmed({ order }: { order: OrderConfirmationState | null }) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-6 px-4 pt-12 pb-20 text-center sm:pt-16">
      <PageTitle>{checkoutMessages.orderConfirmedTitle}</PageTitle>
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-secondary shadow-[0_0_0_8px_var(--color-accent)]">
        <CheckCircle2 className="h-9 w-9 text-primary" aria-hidden />
      </span>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {checkoutMessages.orderConfirmedTitle}
        </h1>
        <p className="text-muted-foreground">{texts.intro}</p>
      </div>

      {order ? (
        <div className="flex w-full flex-col gap-1 rounded-2xl border bg-card px-5 py-4 text-sm shadow-sm">
          {/* A definition list holds only term and definition groups; the notes below it are prose. */}
          <dl>
            <div className="flex items-center justify-between gap-4">
              <dt className="text-muted-foreground">{texts.orderNumber}</dt>
              <dd className="font-mono font-semibold" data-testid="order-number">
                {order.orderNumber}
              </dd>
            </div>
          </dl>
          <p className="mt-1 text-left text-muted-foreground">{texts.emailSent(order.email)}</p>
          {order.paidWithPlan ? <p className="text-left font-medium text-primary">{texts.paidWithPlan}</p> : null}
        </div>
      ) : null}

      {order?.textWarnings?.length ? (
        <section
          aria-labelledby="text-warnings-heading"
          className="w-full rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-left text-sm text-amber-950"
          data-testid="text-warnings"
        >
          <h2 id="text-warnings-heading" className="flex items-center gap-2 font-semibold">
            <AlertTriangle className="h-4 w-4" aria-hidden />
            {texts.textWarningsTitle}
          </h2>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
            {order.textWarnings.map((warning) => (
              <li key={warning.part}>{warning.message}</li>
            ))}
          </ul>
          <p className="mt-2">{texts.textWarningsHint}</p>
        </section>
      ) : null}

      <div className="w-full rounded-2xl border bg-card p-5 text-left shadow-sm">
        <h2 className="mb-4 text-sm font-semibold">{texts.nextStepsTitle}</h2>
        <ol className="flex flex-col gap-4">
          {texts.nextSteps.map((step, index) => {
            const Icon = stepIcons[index] ?? Mail;
            return (
              <li key={step} className="flex items-start gap-3">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                  <Icon className="h-4 w-4" aria-hidden />
                </span>
                <span className="pt-1 text-sm leading-relaxed">{step}</span>
              </li>
            );
          })}
        </ol>
      </div>

      <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild size="lg">
          <Link to={paths.create}>{texts.createAnother}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.accountOrders}>{texts.viewOrders}</Link>
        </Button>
      </div>
    </section>
  );
}
