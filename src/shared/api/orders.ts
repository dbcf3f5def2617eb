import { z } from 'zod';
import { cardStyleIds, tones, uploadLimits } from '../creation-rules.js';
import { checkoutMessages, checkoutScreenTexts, orderServerMessages } from '../checkout-messages.js';
import { planIds, shippingTypes } from '../pricing.js';
import { usStateCodes, usZipPattern } from '../us-states.js';
import { cardOptionSchema } from './generate.js';
import { cardDesignSchema, textWarningSchema } from './order-design.js';
import { deliveryMessages } from '../delivery-texts.js';
import { orderDeliverySchema } from './order-delivery.js';
import { multiLine, singleLine } from './text.js';

const required = (max: number) =>
  singleLine({ message: checkoutMessages.missingInformation.description })
    .trim()
    .min(1, { message: checkoutMessages.missingInformation.description })
    .max(max);

/** Customer details, with the checkout form's rules (required fields, e-mail, 5-digit ZIP). */
export const customerDetailsSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  email: singleLine({ message: checkoutMessages.missingInformation.description })
    .trim()
    .min(1, { message: checkoutMessages.missingInformation.description })
    .pipe(z.email({ message: checkoutMessages.invalidEmail.description }).max(254))
    .transform((email) => email.toLowerCase()),
  streetAddress: required(200),
  city: required(100),
  state: z.enum(usStateCodes, { message: orderServerMessages.stateNotSupported }),
  zipCode: singleLine({ message: checkoutMessages.missingInformation.description })
    .trim()
    .regex(usZipPattern, { message: checkoutScreenTexts.invalidZip.description }),
  shippingType: z.enum(shippingTypes),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

const buyerOnlySchema = customerDetailsSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  shippingType: true,
});

/**
 * customerDetails as the order payload takes it: the buyer's name, e-mail and speed always; the US
 * address only without a `delivery` (checked at payload level), and ignored with one.
 */
const buyerDetailsSchema = buyerOnlySchema.extend({
  streetAddress: z.unknown().optional(),
  city: z.unknown().optional(),
  state: z.unknown().optional(),
  zipCode: z.unknown().optional(),
});

/** The buyer as an order holds them: the US address fields are there when the order has no `delivery`. */
export type BuyerDetails = Pick<CustomerDetails, 'firstName' | 'lastName' | 'email' | 'shippingType'> &
  Partial<Pick<CustomerDetails, 'streetAddress' | 'city' | 'state' | 'zipCode'>>;

/** Checkout data, saved by the options page (session item 'checkoutData'). */
export const checkoutDataSchema = z.object({
  selectedOption: z.number().int().min(0),
  selectedCardStyle: z.enum(cardStyleIds),
  cardOptions: z.array(cardOptionSchema).min(1).max(12),
  /** The editor's texts, crop and sizes; without it the chosen option prints as written. */
  cardDesign: cardDesignSchema.optional(),
});
export type CheckoutData = z.infer<typeof checkoutDataSchema>;

export const contextDataSchema = z.object({
  selectedTone: z.enum(tones),
  memoryDescription: multiLine().trim().min(1).max(uploadLimits.descriptionMaxLength),
});
export type ContextData = z.infer<typeof contextDataSchema>;

/**
 * The order payload, sent as the `orderData` JSON text beside the `memoryFile`
 * part. The server prices the order itself; `totalPrice` is only compared with that price.
 */
export const orderPayloadSchema = z
  .object({
    checkoutData: checkoutDataSchema,
    contextData: contextDataSchema,
    customerDetails: buyerDetailsSchema,
    totalPrice: singleLine().regex(/^\d+\.\d{2}$/, { message: 'totalPrice must have 2 decimals, e.g. "12.99"' }),
    shippingType: z.enum(shippingTypes),
    subscriptionPlan: z.enum([...planIds, 'none']),
    /** The memory as a finished resumable upload (/api/uploads); then the request carries no file. */
    mediaId: singleLine().uuid().optional(),
    /** Issue 19: who it goes to and where, in any country. Absent: customerDetails' US address. */
    delivery: orderDeliverySchema.optional(),
  })
  .superRefine((order, ctx) => {
    // Without a delivery the spec's US address is the envelope's: the same checks and words as
    // the spec's customerDetails, reported at the same paths. Runs beside the other issues.
    if (order.delivery) return;
    const us = customerDetailsSchema.safeParse(order.customerDetails);
    for (const issue of us.success ? [] : us.error.issues) {
      ctx.addIssue({ code: 'custom', path: ['customerDetails', ...issue.path], message: issue.message });
    }
  })
  .superRefine((order, ctx) => {
    if (order.delivery?.sendTo === 'me' && order.delivery.phone) {
      ctx.addIssue({ code: 'custom', path: ['delivery', 'phone'], message: deliveryMessages.phoneOnlyForSomeoneElse });
    }
  })
  .refine((order) => order.checkoutData.selectedOption < order.checkoutData.cardOptions.length, {
    message: orderServerMessages.invalidOrderData,
    path: ['checkoutData', 'selectedOption'],
  })
  .transform(({ customerDetails, ...order }) => {
    // Checked above: the spec's fields, parsed, without a delivery; only the buyer with one.
    const buyer: BuyerDetails = order.delivery
      ? buyerOnlySchema.parse(customerDetails)
      : customerDetailsSchema.parse(customerDetails);
    return { ...order, customerDetails: buyer };
  });
export type OrderPayload = z.output<typeof orderPayloadSchema>;
export type OrderPayloadInput = z.input<typeof orderPayloadSchema>;

/**
 * Both create-with-payment calls answer this. `clientSecret` is null when nothing is left to
 * pay (a plan card covers the order): the order is already paid.
 */
export const createOrderResponseSchema = z.object({
  clientSecret: z.string().nullable(),
  orderId: z.string(),
  orderNumber: z.string(),
  amountCents: z.number().int(),
  paidWithPlan: z.boolean(),
  subscriptionId: z.string().nullable(),
  /** The safety filter's notes on texts the customer wrote: the order went through, worth a look. */
  textWarnings: z.array(textWarningSchema),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/**
 * The card processors Keepsake can take payments with. The database enum, the server's
 * processor registry and the browser's card fields are all keyed by this list.
 */
export const processorKinds = ['local', 'stripe'] as const;
export type ProcessorKind = (typeof processorKinds)[number];

/** What the browser needs to show one processor's card field. */
function processorConfig<K extends ProcessorKind, Shape extends z.ZodRawShape>(kind: K, shape: Shape) {
  return z.object({ processor: z.literal(kind), ...shape });
}

// GET /api/payments/config: which processor the browser talks to.
export const paymentConfigSchema = z.discriminatedUnion('processor', [
  processorConfig('local', {}),
  processorConfig('stripe', { publishableKey: z.string() }),
]);
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** The local test processor's stand-in for Stripe's confirmCardPayment. The number is never stored. */
export const localConfirmRequestSchema = z.object({
  clientSecret: singleLine().min(1).max(400),
  card: z.object({
    number: singleLine().trim().min(1).max(32),
    expMonth: z.coerce.number().int(),
    expYear: z.coerce.number().int(),
    cvc: singleLine().trim().max(8),
  }),
});
export type LocalConfirmRequest = z.infer<typeof localConfirmRequestSchema>;

export const paymentIntentStatusSchema = z.object({
  id: z.string(),
  status: z.enum(['requires_payment_method', 'processing', 'succeeded', 'canceled']),
  amountCents: z.number().int(),
  error: z.string().nullable(),
});
export type PaymentIntentStatus = z.infer<typeof paymentIntentStatusSchema>;

// POST /api/create-payment-intent (the pending-payment page).
export const createPaymentIntentRequestSchema = z.object({
  amount: z.number().int().positive(),
  currency: z.literal('usd'),
  metadata: z.object({
    orderId: singleLine().min(1).max(100),
    orderType: z.enum(['one-time', 'subscription']),
    subscriptionId: singleLine().max(100).nullish(),
  }),
});
export const createPaymentIntentResponseSchema = z.object({ clientSecret: z.string() });

/** The pending order the /payment page reads from session storage ('pendingOrder'). */
export const pendingOrderSchema = z.object({
  orderId: z.string(),
  amount: z.number().int(),
  subscriptionPlan: z.enum([...planIds, 'none']),
  subscriptionId: z.string().nullable().optional(),
});
export type PendingOrder = z.infer<typeof pendingOrderSchema>;
