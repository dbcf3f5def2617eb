import { z } from 'zod';
import { cardStyleIds, tones } from '../creation-rules.js';
import { planIds, shippingTypes } from '../pricing.js';
import { codeField, emailField } from './auth.js';
import { sendToChoices } from './order-delivery.js';
import { phoneField, storedAddressSchema } from './recipients.js';
import { addressSchema } from '../addresses/address-schema.js';
import { guaranteeClaimSchema } from './after-sale.js';
import { orderProgressSchema } from './order-progress.js';
import { creditNoteSummarySchema, orderRefundSchema } from './refunds.js';
import { singleLine } from './text.js';
import { userSchema } from './user.js';

export const orderStatuses = ['pending', 'processing', 'shipped', 'delivered'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentStatuses = ['unpaid', 'paid', 'failed', 'refunded'] as const;

/** The spec's order, as the customer's own screens list it. Money is in cents. */
export const orderSummarySchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  /** What the customer paid for this order, in cents. */
  totalCents: z.number().int(),
  /** The same amount as the spec names it: dollars with 2 decimals ("12.99"). */
  totalPrice: z.string(),
  coveredByPlan: z.boolean(),
  planPurchased: z.enum(planIds).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  selectedTone: z.enum(tones),
  cardStyle: z.enum(cardStyleIds).or(z.string()),
  front: z.string(),
  inside: z.string(),
  back: z.string(),
  /** A small picture of the memory, served only to its owner; null when the order has no file. */
  thumbnailUrl: z.string().nullable(),
  /** When the customer cancelled it (issue 20), so every badge says Cancelled; optional for older clients' fixtures. */
  cancelledAt: z.string().nullable().optional(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Where an order's card goes and when it should arrive (issue 19). Moments are ISO instants. */
export const orderShippingSchema = z.object({
  sendTo: z.enum(sendToChoices),
  /** The envelope's name line: the recipient's, or the buyer's own for 'me'. */
  name: z.string(),
  address: storedAddressSchema,
  /** For the courier; only for a card sent to someone else. The customer's page does not show it. */
  phone: z.string().nullable(),
  /** What the envelope says, line by line in the country's order (formatAddressLines). */
  lines: z.array(z.string()),
  /** The day it should arrive ('YYYY-MM-DD'), if the customer asked for one. */
  arriveBy: z.string().nullable(),
  /** The latest approval that still makes `arriveBy`. */
  approveBy: z.string().nullable(),
  /** When the card must leave the print site. */
  dispatchBy: z.string().nullable(),
});
export type OrderShipping = z.infer<typeof orderShippingSchema>;

/**
 * PATCH /api/orders/:orderId/shipping-address: the customer corrects where the card goes until
 * it is printed. The name line is the envelope's; the phone only for a card sent to someone else.
 */
export const shippingAddressUpdateSchema = z.object({
  address: addressSchema,
  phone: phoneField.optional(),
});
export type ShippingAddressUpdate = z.input<typeof shippingAddressUpdateSchema>;
export const shippingAddressResponseSchema = z.object({ shipping: orderShippingSchema });

export const orderDetailSchema = orderSummarySchema.extend({
  shippingType: z.enum(shippingTypes),
  shipping: orderShippingSchema,
  /** The spec's US address fields; null where the order's country does not use one. */
  streetAddress: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  memoryDescription: z.string(),
  memoryUrl: z.string().nullable(),
  memoryKind: z.enum(['photo', 'video']).nullable(),
  cardPriceCents: z.number().int(),
  shippingCents: z.number().int(),
  paidAt: z.string().nullable(),
  progress: orderProgressSchema,
  refunds: z.array(orderRefundSchema).optional(),
  guarantee: z.object({ claimableUntil: z.string().nullable(), claim: guaranteeClaimSchema.nullable() }),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

// GET /api/user/orders?page=1&pageSize=10 (newest first)
export const ordersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const ordersPageSchema = z.object({
  orders: z.array(orderSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OrdersPage = z.infer<typeof ordersPageSchema>;

export const subscriptionStatuses = ['incomplete', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * A live plan is one the customer holds: active, or past due while a renewal payment is
 * outstanding. It rules out buying a second plan; only an active one covers new cards.
 */
export const livePlanStatuses = ['active', 'past_due'] as const satisfies readonly SubscriptionStatus[];

export function isLivePlan(status: SubscriptionStatus): boolean {
  return (livePlanStatuses as readonly SubscriptionStatus[]).includes(status);
}

/** GET /api/user/subscription: the spec's subscription summary, or null without a live plan. */
export const subscriptionSummarySchema = z
  .object({
    plan: z.enum(planIds),
    status: z.enum(subscriptionStatuses),
    cardsRemaining: z.number().int(),
    cardsPerYear: z.number().int(),
    /** When the plan renews (or ends, when cancelled at period end). */
    renewalDate: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    priceCents: z.number().int(),
  })
  .nullable();
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

/** GET /api/user/billing (the spec's billing response). Invoice totals are in cents. */
export const billingResponseSchema = z.object({
  subscription: z
    .object({
      id: z.string(),
      plan: z.enum(planIds),
      /** Yearly price in cents. */
      price: z.number().int(),
      status: z.enum(subscriptionStatuses),
      currentPeriodStart: z.string().nullable(),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      cardsRemaining: z.number().int(),
      cardsPerYear: z.number().int(),
    })
    .nullable(),
  paymentMethods: z.array(
    z.object({
      id: z.string(),
      last4: z.string(),
      brand: z.string(),
      expMonth: z.number().int(),
      expYear: z.number().int(),
      isDefault: z.boolean(),
    }),
  ),
  invoices: z.array(
    z.object({
      id: z.string(),
      created: z.string(),
      total: z.number().int(),
      status: z.string(),
      invoicePdf: z.string().nullable(),
      description: z.string(),
      /** One per refund (issue 20), oldest first; pdfUrl is a signed link. */
      creditNotes: z.array(creditNoteSummarySchema).optional(),
    }),
  ),
});
export type BillingResponse = z.infer<typeof billingResponseSchema>;

// POST /api/subscription/cancel and /reactivate answer the new state.
export const subscriptionChangeResponseSchema = z.object({
  message: z.string(),
  subscription: billingResponseSchema.shape.subscription,
});

// PATCH /api/user/profile
export const profileUpdateSchema = z.object({
  firstName: singleLine().trim().min(1, { message: 'First name is required' }).max(100),
  lastName: singleLine().trim().min(1, { message: 'Last name is required' }).max(100),
});
export const profileResponseSchema = z.object({ user: userSchema });

// POST /api/user/email/request {newEmail}, then POST /api/user/email/confirm {newEmail, code}
export const emailChangeRequestSchema = z.object({ newEmail: emailField() });
export const emailChangeConfirmSchema = z.object({ newEmail: emailField(), code: codeField });

// POST /api/subscriptions/create (a plan on its own, from 'Subscribe & Save')
export const planOnlyRequestSchema = z.object({
  plan: z.enum(planIds),
  totalPrice: singleLine().regex(/^\d+\.\d{2}$/),
});
export const planOnlyResponseSchema = z.object({
  clientSecret: z.string(),
  subscriptionId: z.string(),
  amountCents: z.number().int(),
});
