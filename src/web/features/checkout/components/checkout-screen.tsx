import { ArrowLeft, CreditCard, Loader2, Sparkles, UserRound } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Recipient } from '@shared/api/recipients';
import { Link } from 'react-router';
import type { CheckoutData, ContextData } from '@shared/api/orders';
import { transitLabel } from '@shared/arrive-by-texts';
import { transitFor } from '@shared/delivery/delivery-rules';
import { checkoutScreenTexts as texts } from '@shared/checkout-messages';
import { formatUsd, type PlanId, type ShippingType } from '@shared/pricing';
import { paths } from '@shared/routes';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { timings } from '@/config/timings';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { CardPaymentField } from '@/features/payments/components/card-payment-field';
import { useCardPayment } from '@/features/payments/hooks/use-card-payment';
import { readChosenPlan } from '@/lib/creation-session/creation-storage';
import { getAuthToken } from '@/lib/auth/token';
import { planAtCheckout, usePlanSummary } from '../api/get-plan-summary';
import { useCheckoutSubmit } from '../hooks/use-checkout-submit';
import { useChosenFront } from '../hooks/use-chosen-front';
import { useMemoryPicture } from '../hooks/use-memory-picture';
import { useOccasionRecipient } from '../hooks/use-occasion-recipient';
import {
  deliveryCountry,
  emptyDeliveryForm,
  withSavedRecipient,
  expressOffered,
  localToday,
  offeredShipping,
  type DeliveryForm,
} from '../lib/delivery-form';
import { checkoutTotalCents, effectiveShipping, type CheckoutChoice } from '../lib/order-pricing';
import { validateCheckout, verdictOf } from '../lib/validate-checkout';
import { emptyCustomerForm, type CustomerField, type CustomerForm } from '../lib/validate-customer';
import { ArriveByField } from './arrive-by-field';
import { CheckoutSection } from './checkout-section';
import { CheckoutSteps } from './checkout-steps';
import { DeliveryFields } from './delivery-fields';
import { OrderSummary } from './order-summary';
import { PlanChoice } from './plan-choice';
import { ShippingChoice } from './shipping-choice';
import { CardBrands, TrustNotes } from './trust-notes';

const isSmallScreen = () => window.innerWidth < timings.mobileBreakpointPx;

/** /create/checkout: details, payment and an optional plan, then one button. */
export function CheckoutScreen({
  checkoutData,
  contextData,
}: {
  checkoutData: CheckoutData;
  contextData: ContextData;
}) {
  const { user } = useCurrentUser();
  const planSummary = usePlanSummary();
  const payment = useCardPayment();
  const { submit, processing, errors, clearErrors, cardError } = useCheckoutSubmit(payment);
  const [edits, setEdits] = useState<Partial<CustomerForm>>({});
  const [delivery, setDelivery] = useState<DeliveryForm>(emptyDeliveryForm);
  const [shippingType, setShippingType] = useState<ShippingType>('standard');
  const [plan, setPlan] = useState<PlanId | null>(readChosenPlan);
  const memoryFile = useMemoryPicture();
  const summaryRef = useRef<HTMLElement>(null);
  const upgradeHeadingId = useId();
  const submitRef = useRef<HTMLDivElement>(null);

  // The signed-in customer's name and e-mail start the form; anything typed wins.
  const form: CustomerForm = {
    ...emptyCustomerForm,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    ...edits,
  };
  const { holdsPlan, cardsRemaining, usesPlanCard } = planAtCheckout(planSummary.data);
  const country = deliveryCountry(delivery);
  const choice: CheckoutChoice = {
    plan: holdsPlan ? 'none' : (plan ?? 'none'),
    shippingType: offeredShipping(country, shippingType),
    usesPlanCard,
  };
  const shipping = effectiveShipping(choice);
  const transit = transitFor(country, shipping);
  const totalCents = checkoutTotalCents(choice);
  const needsCard = totalCents > 0;
  const now = new Date();
  const verdict = verdictOf(delivery, now);
  const detailsDone = validateCheckout({ form, delivery, shippingType: shipping, now }).ok;
  // The total depends on the customer's plan, so it is known before the button is offered.
  const totalUnknown = Boolean(getAuthToken()) && planSummary.isPending;
  const disabled = processing || totalUnknown || (needsCard && !payment.ready);
  const option = checkoutData.cardOptions[checkoutData.selectedOption]!;
  const edited = checkoutData.cardDesign;
  const frontPicture = useChosenFront(memoryFile, checkoutData.selectedCardStyle, edited?.crop ?? null);

  // On a small screen the order summary scrolls into view...
  useEffect(() => {
    if (!isSmallScreen()) return;
    const frame = requestAnimationFrame(() =>
      summaryRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, []);
  // ...and once the card is complete the page moves down to the button.
  useEffect(() => {
    if (payment.complete && isSmallScreen()) submitRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [payment.complete]);

  const onField = (field: CustomerField, value: string) => setEdits((previous) => ({ ...previous, [field]: value }));
  const onDelivery = (next: DeliveryForm, edited: readonly string[]) => {
    // A country without express goes back to standard, so the price shown is the one charged.
    if (!expressOffered(deliveryCountry(next))) setShippingType('standard');
    setDelivery(next);
    clearErrors(edited);
  };
  const startWithOccasion = useCallback((recipient: Recipient, arriveBy: string) => {
    setDelivery((current) => ({ ...withSavedRecipient({ ...current, sendTo: 'someone-else' }, recipient), arriveBy }));
  }, []);
  useOccasionRecipient(Boolean(user), startWithOccasion);
  const onShipping = (type: ShippingType) => {
    setShippingType(type);
    clearErrors(['arriveBy']);
  };

  return (
    <section className="mx-auto w-full max-w-6xl px-4 pt-6 pb-20 sm:pt-8">
      <PageTitle>{texts.title}</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Button asChild variant="ghost" className="-ml-3">
          <Link to={paths.createOptions}>
            <ArrowLeft aria-hidden />
            {texts.goBack}
          </Link>
        </Button>
        <CheckoutSteps current={detailsDone ? 2 : 1} />
      </div>
      <header className="mt-6 mb-6 flex flex-col gap-2 sm:mb-8">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{texts.title}</h1>
        <p className="text-muted-foreground">{texts.intro}</p>
      </header>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-8">
        <aside className="lg:sticky lg:top-20 lg:order-2">
          <OrderSummary
            ref={summaryRef}
            option={option}
            cardStyle={checkoutData.selectedCardStyle}
            choice={choice}
            planCardsRemaining={cardsRemaining}
            design={edited}
            frontPicture={frontPicture}
            transit={transit ? transitLabel(country, shipping) : undefined}
          />
        </aside>

        <form
          noValidate
          className="flex flex-col gap-6 lg:order-1"
          onSubmit={(event) => {
            event.preventDefault();
            void submit({ form, delivery, choice, checkoutData, contextData });
          }}
        >
          <CheckoutSection title={texts.customerInformation} icon={UserRound}>
            <DeliveryFields
              form={form}
              onField={onField}
              delivery={delivery}
              onDelivery={onDelivery}
              errors={errors}
              signedIn={Boolean(user)}
              disabled={processing}
            />
            <ShippingChoice
              country={country}
              value={choice.shippingType}
              onChange={onShipping}
              planForcesStandard={choice.plan !== 'none'}
              disabled={processing}
            />
            <ArriveByField
              value={delivery.arriveBy}
              onChange={(arriveBy) => onDelivery({ ...delivery, arriveBy }, ['arriveBy'])}
              min={localToday(now)}
              verdict={verdict}
              shippingType={shipping}
              canChooseExpress={expressOffered(country) && choice.plan === 'none'}
              onChooseExpress={() => onShipping('express')}
              error={errors.arriveBy}
              disabled={processing}
            />
          </CheckoutSection>

          <CheckoutSection title={texts.paymentInformation} icon={CreditCard} aside={<CardBrands />}>
            {choice.usesPlanCard ? (
              <p
                data-testid="plan-card-note"
                className="flex items-center gap-2 rounded-lg bg-secondary px-3 py-2.5 text-sm font-medium text-secondary-foreground"
              >
                <Sparkles className="h-4 w-4 shrink-0" aria-hidden />
                {texts.planCardNote(cardsRemaining)}
              </p>
            ) : null}
            {needsCard ? (
              <CardPaymentField payment={payment} error={cardError} />
            ) : (
              <p className="text-sm text-muted-foreground">{texts.noCardNeeded}</p>
            )}
            {cardError ? (
              <Link to={paths.payment} className="text-sm text-primary underline underline-offset-4">
                {texts.payOnPaymentPage}
              </Link>
            ) : null}
            <TrustNotes />
            {/* The plan cards belong to PAYMENT INFORMATION. */}
            {holdsPlan ? null : (
              <section aria-labelledby={upgradeHeadingId} className="flex flex-col gap-3 border-t pt-5">
                <h3
                  id={upgradeHeadingId}
                  className="flex items-center gap-2 text-xs font-bold tracking-widest text-muted-foreground"
                >
                  <Sparkles className="h-4 w-4 text-primary" aria-hidden />
                  {texts.upgradeYourOrder}
                </h3>
                <p className="text-sm text-muted-foreground">{texts.upgradeIntro}</p>
                <PlanChoice
                  selected={plan}
                  disabled={processing}
                  onToggle={(id) => setPlan((current) => (current === id ? null : id))}
                />
              </section>
            )}
          </CheckoutSection>

          <div ref={submitRef}>
            <Button type="submit" size="lg" disabled={disabled} className="h-14 w-full text-base">
              {processing ? (
                <>
                  <Loader2 className="animate-spin" aria-hidden />
                  {texts.processing}
                </>
              ) : (
                texts.completeOrder(formatUsd(totalCents))
              )}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
