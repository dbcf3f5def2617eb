import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { subscribeScreenTexts as texts } from '@shared/account-screen-texts';
import { checkoutMessages } from '@shared/checkout-messages';
import { formatUsd, plans, type PlanId } from '@shared/pricing';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { CardPaymentField } from '@/features/payments/components/card-payment-field';
import { useCardPayment } from '@/features/payments/hooks/use-card-payment';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { buyPlanOnly } from '../api/buy-plan';
import { billingQueryKey } from '../api/get-billing';
import { subscriptionQueryKey } from '../api/get-subscription';

/**
 * 'The plan alone': the card field of whichever processor the server uses (the payments
 * feature's), then POST /api/subscriptions/create and the payment's confirmation. A declined
 * card can be tried again on the same payment, so one plan is never bought twice.
 */
export function PayPlanForm({ plan }: { plan: PlanId }) {
  const payment = useCardPayment();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);
  const [cardError, setCardError] = useState<{ message: string; revision: number } | null>(null);
  const started = useRef<{ plan: PlanId; clientSecret: string } | null>(null);
  const revision = useRef(payment.revision);
  useLayoutEffect(() => {
    revision.current = payment.revision;
  }, [payment.revision]);
  const price = formatUsd(plans[plan].priceCents);

  const fail = (title: string, message: string) => {
    setCardError({ message, revision: revision.current });
    toast({ title, description: message, variant: 'destructive' });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (processing) return;
    setProcessing(true);
    setCardError(null);
    try {
      const prepared = await payment.prepare();
      if (!prepared.ok) return fail(checkoutMessages.paymentErrorTitle, prepared.message);
      if (started.current?.plan !== plan) {
        const bought = await buyPlanOnly(plan);
        started.current = { plan, clientSecret: bought.clientSecret };
      }
      const outcome = await payment.confirm(started.current.clientSecret);
      if (outcome.status !== 'succeeded') {
        return fail(checkoutMessages.paymentFailedTitle, outcome.message ?? checkoutMessages.paymentFailedDefault);
      }
      started.current = null;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
        queryClient.invalidateQueries({ queryKey: billingQueryKey }),
      ]);
      toast({ title: texts.welcomeTitle(plans[plan].name), description: texts.welcomeBody(plans[plan].cardsPerYear) });
      await navigate(paths.account);
    } catch (error) {
      console.error('Buying the plan failed:', error);
      toast({
        title: checkoutMessages.genericError.title,
        description: error instanceof ApiError ? error.message : checkoutMessages.genericError.description,
        variant: 'destructive',
      });
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">{texts.cardLabel}</p>
        <CardPaymentField
          payment={payment}
          error={cardError && cardError.revision === payment.revision ? cardError.message : null}
        />
      </div>
      <Button type="submit" size="lg" disabled={processing || !payment.ready}>
        <Lock aria-hidden />
        {processing ? texts.paying : texts.pay(price)}
      </Button>
    </form>
  );
}
