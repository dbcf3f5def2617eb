import type { CreateOrderResponse, OrderPayload } from '../../shared/api/orders.js';
import type { PictureCrop } from '../../shared/card-layout/picture-crop.js';
import { orderServerMessages } from '../../shared/checkout-messages.js';
import { priceOrder, toAmountString } from '../../shared/pricing.js';
import type { User } from '../../shared/api/user.js';
import {
  createPendingPlan,
  findLivePlan,
  reservePlanCard,
  stopReplacedPurchases,
  type ReplacedPurchases,
} from '../billing/billing.js';
import { orders } from './schema.js';
import type { Tx } from '../db/database.js';
import { addRecipient } from '../recipients/recipients.js';
import { orderAddressColumns } from './order-address.js';
import { checkOwnRecipient, resolveDelivery, type ResolvedDelivery } from './resolve-delivery.js';
import { AppError } from '../http/app-error.js';
import type { OrderDeps } from './order-deps.js';
import { claimUnpaidOrderRoom } from './order-limits.js';
import { orderedDesign } from './order-design.js';
import { newOrderNumber } from './order-number.js';
import { afterOrderPaid } from './order-paid.js';
import { startPayment } from './start-payment.js';
import { unpaidPlanPayments } from './unpaid-plan-payments.js';

export interface StoredMemory {
  key: string;
  mime: string;
  name: string;
  size: number;
}

export type OrderKind = 'one-time' | 'subscription';

/**
 * The recipient goes into the buyer's address book in the order's transaction (the recipients
 * room's own add, run as a savepoint of it, so its cap and lock hold): a full book refuses the
 * order before any payment, and a refused order saves no one.
 */
async function saveRecipient(deps: OrderDeps, tx: Tx, userId: string, delivery: ResolvedDelivery): Promise<string> {
  try {
    const saved = await addRecipient({ db: tx, clock: deps.clock }, userId, {
      address: delivery.address,
      relation: delivery.saveAs?.relation,
      phone: delivery.phone ?? undefined,
    });
    return saved.id;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.code, error.message, error.headers, { 'delivery.saveRecipient': error.message });
  }
}

/**
 * The two create-with-payment calls. The order (and, for a plan, the subscription) is written
 * first, in one transaction; only then is the payment created. A crash between the two leaves
 * an unpaid order the customer can still pay on the payment page, never a payment without an order.
 */
export async function placeOrder(
  deps: OrderDeps,
  user: User,
  kind: OrderKind,
  payload: OrderPayload,
  memory: StoredMemory | null,
  /** The memory's subject as a crop, printed when the design names no crop of its own. */
  subject: PictureCrop | null = null,
): Promise<CreateOrderResponse> {
  if (kind === 'subscription' && payload.subscriptionPlan === 'none') {
    throw new AppError('BAD_REQUEST', 'Please choose a plan to subscribe to.');
  }
  if (kind === 'one-time' && payload.subscriptionPlan !== 'none') {
    throw new AppError('BAD_REQUEST', 'Plans are bought through /api/subscriptions/create-with-payment.');
  }
  if (payload.customerDetails.shippingType !== payload.shippingType) {
    throw new AppError('BAD_REQUEST', orderServerMessages.invalidOrderData);
  }

  const live = await findLivePlan(deps.db, user.id);
  if (kind === 'subscription' && live) throw new AppError('CONFLICT', orderServerMessages.planAlreadyActive);
  const holdsPlanCard = kind === 'one-time' && live?.status === 'active' && live.cardsRemaining > 0;
  const price = priceOrder({ plan: payload.subscriptionPlan, shippingType: payload.shippingType }, { holdsPlanCard });
  if (payload.totalPrice !== toAmountString(price.amountCents)) {
    throw new AppError('CONFLICT', orderServerMessages.totalMismatch);
  }

  // Checked before anything is written: a refused address, speed or date leaves no trace.
  const delivery = await resolveDelivery(deps, user.id, payload);
  const now = deps.clock.now();
  const design = orderedDesign(payload, subject);
  const customer = payload.customerDetails;
  const { order, replaced } = await deps.db.transaction(async (tx) => {
    if (price.amountCents > 0) await claimUnpaidOrderRoom(tx, user.id);
    let subscriptionId: string | null = null;
    let replaced: { purchases: ReplacedPurchases; orderPayments: string[] } | null = null;
    if (price.planPurchased) {
      const opened = await createPendingPlan(tx, {
        userId: user.id,
        plan: price.planPurchased,
        processor: deps.processor.kind,
        now,
      });
      subscriptionId = opened.subscriptionId;
      replaced = {
        purchases: opened.replaced,
        orderPayments: await unpaidPlanPayments(tx, opened.replaced.planIds),
      };
    } else if (price.coveredByPlan && live) {
      // Take the card now; if another order took the last one first, the price changed.
      const taken = await reservePlanCard(tx, live.id, now);
      if (!taken) throw new AppError('CONFLICT', orderServerMessages.totalMismatch);
      subscriptionId = taken;
    }
    if (delivery.recipientId) await checkOwnRecipient(tx, user.id, delivery.recipientId);
    const recipientId = delivery.saveAs ? await saveRecipient(deps, tx, user.id, delivery) : delivery.recipientId;
    const nothingToPay = price.amountCents === 0;
    const [created] = await tx
      .insert(orders)
      .values({
        orderNumber: newOrderNumber(),
        userId: user.id,
        paymentStatus: nothingToPay ? 'paid' : 'unpaid',
        paidAt: nothingToPay ? now : null,
        amountCents: price.amountCents,
        cardPriceCents: price.cardPriceCents,
        shippingCents: price.shippingCents,
        planPurchased: price.planPurchased,
        subscriptionId,
        coveredByPlan: price.coveredByPlan,
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        ...orderAddressColumns(delivery.address),
        sendTo: delivery.sendTo,
        phone: delivery.phone,
        recipientId,
        arriveBy: delivery.arriveBy,
        approveBy: delivery.approveBy,
        dispatchBy: delivery.dispatchBy,
        shippingType: price.shippingType,
        tone: payload.contextData.selectedTone,
        memoryDescription: payload.contextData.memoryDescription,
        cardOptions: payload.checkoutData.cardOptions,
        selectedOption: payload.checkoutData.selectedOption,
        cardFront: design.texts.front,
        cardInside: design.texts.inside,
        cardBack: design.texts.back,
        cardStyle: payload.checkoutData.selectedCardStyle,
        designChoices: design.choices,
        memoryKey: memory?.key ?? null,
        memoryMime: memory?.mime ?? null,
        memoryName: memory?.name ?? null,
        memorySize: memory?.size ?? null,
        processor: nothingToPay ? null : deps.processor.kind,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { order: created!, replaced };
  });

  if (replaced) await stopReplacedPurchases(deps, replaced.purchases, replaced.orderPayments);
  const response = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    amountCents: order.amountCents,
    paidWithPlan: order.coveredByPlan && !order.planPurchased,
    subscriptionId: order.subscriptionId,
    textWarnings: design.warnings,
  };
  if (order.amountCents === 0) {
    await afterOrderPaid(deps, order);
    return { ...response, clientSecret: null };
  }
  const clientSecret = await startPayment(deps, user, order);
  return { ...response, clientSecret };
}
