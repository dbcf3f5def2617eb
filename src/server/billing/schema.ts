import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { processorKind, users } from '../db/schema.js';
import { orders } from '../orders/schema.js';
import { subscriptions } from './schema-plans.js';

export { subscriptionStatus, subscriptions } from './schema-plans.js';

/** A card kept for renewals: brand, last 4 and expiry only, never the number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processor: processorKind('processor').notNull(),
    processorPaymentMethodId: text('processor_payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_methods_processor_idx').on(table.processor, table.processorPaymentMethodId)],
);

export const invoiceStatus = pgEnum('invoice_status', ['paid', 'open', 'void', 'uncollectible']);

/** Every payment (a card or a plan) has one. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: invoiceStatus('status').notNull(),
    lines: jsonb('lines').$type<{ description: string; amountCents: number }[]>().notNull(),
    paymentIntentId: text('payment_intent_id').unique(),
    processorInvoiceId: text('processor_invoice_id').unique(),
    /** Stripe's hosted PDF; local invoices are rendered by us. */
    processorPdfUrl: text('processor_pdf_url'),
    /** Money given back; revenue counts totalCents minus this. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invoices_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * One refund of an invoice, as the document the customer downloads (issue 20): the invoice then
 * reads Refunded or Partially refunded, and each credit note names what went back and why.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('credit_notes_invoice_idx').on(table.invoiceId, table.createdAt)],
);
