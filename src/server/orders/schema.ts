import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orderStatuses, paymentStatuses } from '../../shared/api/account.js';
import type { DesignChoices } from '../../shared/api/order-design.js';
import { tones } from '../../shared/creation-rules.js';
import { shippingTypes } from '../../shared/pricing.js';
// Orders and plans point at each other; both references are lazy, so either file may load first.
import { subscriptions } from '../billing/schema-plans.js';
import { planId, processorKind, users } from '../db/schema.js';

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
    streetAddress: text('street_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
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
    /** Set when the admin marks the order shipped (optional carrier and tracking number). */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
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
