import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderStatuses, paymentStatuses } from '../../shared/api/account.js';
import type { DesignChoices } from '../../shared/api/order-design.js';
import { sendToChoices } from '../../shared/api/order-delivery.js';
import { tones } from '../../shared/creation-rules.js';
import { shippingTypes } from '../../shared/pricing.js';
// Orders and plans point at each other; both references are lazy, so either file may load first.
import { subscriptions } from '../billing/schema-plans.js';
import { planId, processorKind, users } from '../db/schema.js';
import { recipients } from '../recipients/schema.js';

export const orderStatus = pgEnum('order_status', orderStatuses);
export const paymentStatus = pgEnum('payment_status', paymentStatuses);
export const shippingType = pgEnum('shipping_type', shippingTypes);
export const tone = pgEnum('tone', tones);

/**
 * One printed card. Written before any payment starts, so nothing a customer pays for can be
 * lost; `paymentStatus` becomes 'paid' only when the processor says so.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: orderStatus('status').notNull().default('pending'),
    paymentStatus: paymentStatus('payment_status').notNull().default('unpaid'),
    /** What the customer pays in this order, in cents: card (or plan) price plus express shipping. */
    amountCents: integer('amount_cents').notNull(),
    cardPriceCents: integer('card_price_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** The plan bought with this order, if any. */
    planPurchased: planId('plan_purchased'),
    /** The plan whose card covers this order (bought now, or held already). */
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id),
    coveredByPlan: boolean('covered_by_plan').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /**
     * Where the card goes (issue 19), in any country: the fields of src/shared/addresses as
     * normalizeAddress returns them, a field the country does not use (or left blank) null.
     * `shipName` is the envelope's name line: the recipient's, or for 'me' the buyer's.
     * orderAddress (order-address.ts) is the one way to read them back as an Address.
     */
    sendTo: text('send_to', { enum: sendToChoices }).notNull().default('me'),
    shipName: text('ship_name').notNull(),
    /** ISO 3166-1 alpha-2; orders before issue 19 were all sent in the US. */
    country: text('country').notNull().default('US'),
    streetAddress: text('street_address'),
    addressLine2: text('address_line2'),
    dependentLocality: text('dependent_locality'),
    city: text('city'),
    state: text('state'),
    /** The spec's zipCode for a US order, any country's postcode otherwise. */
    postalCode: text('postal_code'),
    sortingCode: text('sorting_code'),
    /** For couriers that ask for one; only taken for a card sent to someone else. */
    phone: text('phone'),
    /** The address-book entry the address came from or was saved as; kept if that entry goes. */
    recipientId: uuid('recipient_id').references(() => recipients.id, { onDelete: 'set null' }),
    /** The day the card should arrive, in the recipient's calendar ('YYYY-MM-DD'). */
    arriveBy: date('arrive_by', { mode: 'string' }),
    /** The latest approval that still makes `arriveBy` with the chosen speed. */
    approveBy: timestamp('approve_by', { withTimezone: true }),
    /**
     * When the print team must hand the card to the carrier: from `arriveBy` when one was asked
     * for, else set when the design is approved (the next collection after it).
     */
    dispatchBy: timestamp('dispatch_by', { withTimezone: true }),
    shippingType: shippingType('shipping_type').notNull(),
    tone: tone('tone').notNull(),
    memoryDescription: text('memory_description').notNull(),
    cardOptions: jsonb('card_options').$type<{ front: string; inside: string; back: string }[]>().notNull(),
    selectedOption: integer('selected_option').notNull(),
    cardFront: text('card_front').notNull(),
    cardInside: text('card_inside').notNull(),
    cardBack: text('card_back').notNull(),
    cardStyle: text('card_style').notNull(),
    /**
     * The editor's crop and text sizes (the card_* texts above are the edited ones; the written
     * option stays in card_options). Null: the renderer's own crop and the style's sizes.
     */
    designChoices: jsonb('design_choices').$type<DesignChoices>(),
    memoryKey: text('memory_key'),
    memoryMime: text('memory_mime'),
    memoryName: text('memory_name'),
    memorySize: integer('memory_size'),
    processor: processorKind('processor'),
    paymentIntentId: text('payment_intent_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The order e-mail: taken by the run sending it, then sent (a retried job mails once). */
    confirmationClaimedAt: timestamp('confirmation_claimed_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** Set when the admin marks the order shipped (optional carrier and tracking number). */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** Set with the tracking link the lab gave; otherwise the link is made from carrier and number. */
    trackingUrl: text('tracking_url'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * The steps after payment (issue 20), each set once when it happens; the order page lists
     * them with their times. `printStartedAt`: the card left the print queue (put in a batch or
     * accepted by the print lab); from then on it can no longer be cancelled or re-addressed.
     */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    printStartedAt: timestamp('print_started_at', { withTimezone: true }),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The customer cancelled before printing (and was refunded in full); the status stays as it was. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** What the admin's search matches (name and e-mail), kept by the database itself. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(first_name || ' ' || last_name || ' ' || email)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
    index('orders_status_idx').on(table.status, table.paymentStatus),
    index('orders_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // Lets the stats count and sum from the index alone.
    index('orders_stats_idx').on(table.paymentStatus, table.status, table.amountCents),
    // The admin's "Dispatch by" sort.
    index('orders_dispatch_by_idx').on(table.dispatchBy),
    check('orders_send_to_check', sql`${table.sendTo} IN ('me', 'someone-else')`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/** Who changed what on an order, and when: every admin action writes one row. */
export const orderAuditLog = pgTable(
  'order_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The admin; null for changes the system made (e.g. the customer approving a design). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    /** 'status', 'refund', ... */
    action: text('action').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_audit_log_order_idx').on(table.orderId, table.createdAt)],
);
