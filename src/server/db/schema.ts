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
import { processorKinds } from '../../shared/api/orders.js';
import { planIds } from '../../shared/pricing.js';

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
    /** The /account switch for reminder e-mails (occasions, plan renewal notices); an unsubscribe link turns it off. */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
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

/**
 * One forgot-password request's e-mail, for an address with an account: its id is the mail
 * job's, which every run and retry of that job shares, so the link goes once (mail/send-once.ts).
 * Kept a day, for the sweep that sends what a dead worker took.
 */
export const passwordResetMails = pgTable(
  'password_reset_mails',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_mails_created_idx').on(table.createdAt)],
);

/** The development mailbox: with no SMTP configured, every message lands here. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra headers the message carried (a reminder's List-Unsubscribe), so tests can read them. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_to_idx').on(table.to, table.createdAt)],
);

// The database's enums are the shared lists, so a new value is added in one place (and a migration).
// Plans and processors are named by orders and billing alike, so their enums live here.
export const planId = pgEnum('plan_id', planIds);
export const processorKind = pgEnum('processor_kind', processorKinds);

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
