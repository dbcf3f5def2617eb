import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CheckoutData, ContextData, CreateOrderResponse } from '@shared/api/orders';
import { checkoutMessages, checkoutScreenTexts } from '@shared/checkout-messages';
import { paths } from '@shared/routes';
import { toast } from '@/hooks/use-toast';
import { getAuthToken } from '@/lib/auth/token';
import type { CardPayment } from '@/features/payments/hooks/use-card-payment';
import { savePendingOrder } from '@/lib/creation-session/pending-order';
import { createOrder, OrderRequestError } from '../api/create-order';
import { planSummaryQueryKey } from '../api/get-plan-summary';
import { clearPaidOrderSession } from '@/lib/creation-session/finish-checkout';
import type { OrderConfirmationState } from '../lib/confirmation-state';
import { findOrderFile, findOrderMediaId } from '@/lib/creation-session/order-file';
import { buildOrderPayload, checkoutTotalCents, effectiveShipping, type CheckoutChoice } from '../lib/order-pricing';
import type { DeliveryForm } from '../lib/delivery-form';
import { serverFieldErrors, validateCheckout, type FieldErrors } from '../lib/validate-checkout';
import type { CustomerForm } from '../lib/validate-customer';

interface CheckoutSubmission {
  form: CustomerForm;
  delivery: DeliveryForm;
  choice: CheckoutChoice;
  checkoutData: CheckoutData;
  contextData: ContextData;
}

/**
 * The checkout's one action: check the details, check the card,
 * place the order, pay it, then clear the flow and confirm. A payment that fails after the order
 * exists is saved as the pending order, and the next try pays that same order again instead of
 * placing a second one, as long as nothing about it changed.
 */
export function useCheckoutSubmit(payment: CardPayment) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);
  const [cardError, setCardError] = useState<{ message: string; revision: number } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const busy = useRef(false);
  const placed = useRef<{ key: string; order: CreateOrderResponse } | null>(null);
  const revision = useRef(payment.revision);
  useLayoutEffect(() => {
    revision.current = payment.revision;
  }, [payment.revision]);

  const finish = async (order: CreateOrderResponse, email: string) => {
    clearPaidOrderSession();
    placed.current = null;
    if (order.paidWithPlan) toast(checkoutScreenTexts.paidWithPlanToast);
    const state: OrderConfirmationState = {
      orderNumber: order.orderNumber,
      email,
      paidWithPlan: order.paidWithPlan,
      textWarnings: order.textWarnings,
    };
    await navigate(paths.orderConfirmation, { state });
  };

  const submit = async ({ form, delivery, choice, checkoutData, contextData }: CheckoutSubmission) => {
    if (busy.current) return;
    const check = validateCheckout({ form, delivery, shippingType: effectiveShipping(choice), now: new Date() });
    if (!check.ok) {
      setErrors(check.errors);
      toast({ ...check.toast, variant: 'destructive' });
      return;
    }
    setErrors({});
    if (!getAuthToken()) {
      toast({
        title: checkoutMessages.genericError.title,
        description: checkoutMessages.authenticationRequired,
        variant: 'destructive',
      });
      return;
    }

    const payload = buildOrderPayload({
      checkoutData,
      contextData,
      customer: check.customer,
      delivery: check.delivery,
      choice,
    });
    const needsCard = checkoutTotalCents(choice) > 0;
    busy.current = true;
    setProcessing(true);
    setCardError(null);
    let order: CreateOrderResponse | null = null;
    const keepForLater = (placedOrder: CreateOrderResponse) =>
      savePendingOrder({
        orderId: placedOrder.orderId,
        amount: placedOrder.amountCents,
        subscriptionPlan: payload.subscriptionPlan,
        subscriptionId: placedOrder.subscriptionId,
      });
    try {
      if (needsCard) {
        const prepared = await payment.prepare();
        if (!prepared.ok) {
          setCardError({ message: prepared.message, revision: revision.current });
          toast({ title: checkoutMessages.paymentErrorTitle, description: prepared.message, variant: 'destructive' });
          return;
        }
      }

      const key = JSON.stringify(payload);
      order = placed.current?.key === key ? placed.current.order : null;
      if (!order) {
        const file = findOrderFile();
        const mediaId = findOrderMediaId();
        if (!file && !mediaId) toast(checkoutMessages.fileUploadIssue);
        const kind = payload.subscriptionPlan === 'none' ? 'one-time' : 'subscription';
        order = await createOrder(kind, payload, file, mediaId);
        placed.current = { key, order };
      }
      if (order.clientSecret === null) return await finish(order, check.customer.email);

      const outcome = await payment.confirm(order.clientSecret);
      if (outcome.status === 'succeeded') return await finish(order, check.customer.email);

      const message = outcome.message ?? checkoutMessages.paymentFailedDefault;
      keepForLater(order);
      setCardError({ message, revision: revision.current });
      toast({ title: checkoutMessages.paymentFailedTitle, description: message, variant: 'destructive' });
    } catch (error) {
      if (error instanceof OrderRequestError) {
        // A changed total usually means the plan's cards changed since the page loaded.
        if (error.status === 409) await queryClient.invalidateQueries({ queryKey: planSummaryQueryKey });
        // A refusal naming fields (an address the server's checks refused) lands on them too.
        setErrors(serverFieldErrors(error.fields, delivery));
        toast({ title: checkoutMessages.genericError.title, description: error.message, variant: 'destructive' });
        return;
      }
      console.error('Checkout failed:', error);
      if (order?.clientSecret) keepForLater(order);
      toast({ ...checkoutMessages.genericError, variant: 'destructive' });
    } finally {
      busy.current = false;
      setProcessing(false);
    }
  };

  return {
    submit,
    processing,
    /** The last attempt's refusals by field, until the field is edited or the next attempt. */
    errors,
    clearErrors: (keys: readonly string[]) =>
      setErrors((current) => {
        if (!keys.some((key) => key in current)) return current;
        return Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key)));
      }),
    /** The inline card error, until the customer changes the card it was about. */
    cardError: cardError && cardError.revision === payment.revision ? cardError.message : null,
  };
}
