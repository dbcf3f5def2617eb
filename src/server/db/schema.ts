import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { orderStatuses, paymentStatuses, subscriptionStatuses } from '../../shared/api/account.js';
import { tones } from '../../shared/creation-rules.js';
import { planIds, shippingTypes } from '../../shared/pricing.js';

/** Page views recorded by our own analytics; no third-party script sees the visitor. */
export const pageViews = pgTable(
  'page_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_views_created_at_idx').on(table.createdAt)],
);

export const userRole = pgEnum('user_role', ['customer', 'admin']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; the unique index makes one account per address. */
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: userRole('role').notNull().default('customer'),
    passwordHash: text('password_hash'),
    /** Set once the owner has proved control of the address (a code, a link). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_idx').on(table.email)],
);

export const codePurpose = pgEnum('code_purpose', ['signup', 'login', 'email_change']);

/** One-time e-mail codes. Only an HMAC of the code is kept; a leaked table reveals no codes. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: codePurpose('purpose').notNull(),
    /** For an e-mail change: the account that asked for it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('email_codes_email_idx').on(table.email, table.sentAt)],
);

/** What a correct code earns: a short-lived, single-use right to finish signing up or in. */
export const authProofs = pgTable('auth_proofs', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  email: text('email').notNull(),
  purpose: codePurpose('purpose').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signed-in browser. The access token is the Bearer token; sessions from password login and
 * e-mail confirmation also carry a refresh token, which rotates on every use.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessTokenHash: text('access_token_hash').notNull().unique(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshTokenHash: text('refresh_token_hash').unique(),
    /** The refresh token just replaced; presenting it again means it was stolen. */
    previousRefreshTokenHash: text('previous_refresh_token_hash'),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_previous_refresh_idx').on(table.previousRefreshTokenHash),
  ],
);

export const linkTokenPurpose = pgEnum('link_token_purpose', ['password_reset', 'email_confirmation']);

/** Single-use tokens sent as links (password reset, e-mail confirmation); only their hash is kept. */
export const linkTokens = pgTable('link_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  purpose: linkTokenPurpose('purpose').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The development mailbox: with no SMTP configured, every message lands here. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_to_idx').on(table.to, table.createdAt)],
);

// The database's enums are the shared lists, so a new value is added in one place (and a migration).
export const planId = pgEnum('plan_id', planIds);
export const subscriptionStatus = pgEnum('subscription_status', subscriptionStatuses);
export const processorKind = pgEnum('processor_kind', ['local', 'stripe']);

/** An annual card plan. Cards are used by orders; renewal resets them (issue 8). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: planId('plan').notNull(),
    status: subscriptionStatus('status').notNull().default('incomplete'),
    priceCents: integer('price_cents').notNull(),
    cardsPerYear: integer('cards_per_year').notNull(),
    cardsRemaining: integer('cards_remaining').notNull().default(0),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    processor: processorKind('processor').notNull(),
    processorSubscriptionId: text('processor_subscription_id').unique(),
    processorCustomerId: text('processor_customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId),
    // One live plan per customer; abandoned 'incomplete' attempts do not count.
    uniqueIndex('subscriptions_one_live_per_user_idx')
      .on(table.userId)
      .where(sql`${table.status} in ('active', 'past_due')`),
    check('subscriptions_cards_not_negative', sql`${table.cardsRemaining} >= 0`),
  ],
);

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

/** The local test processor's payment intents (Stripe keeps its own). */
export const localPaymentIntents = pgTable('local_payment_intents', {
  id: text('id').primaryKey(),
  clientSecretHash: text('client_secret_hash').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<'requires_payment_method' | 'processing' | 'succeeded' | 'canceled'>().notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  lastError: text('last_error'),
  refundedCents: integer('refunded_cents').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The local processor's refunds by idempotency key: a key sent again gives nothing back twice. */
export const localRefunds = pgTable('local_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  intentId: text('intent_id')
    .notNull()
    .references(() => localPaymentIntents.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Processor events already handled; a replayed webhook finds its id here and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
