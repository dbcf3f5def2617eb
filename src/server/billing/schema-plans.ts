import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { livePlanStatuses, subscriptionStatuses } from '../../shared/api/account.js';
import { planId, processorKind, users } from '../db/schema.js';

/*
 * The plans table on its own: orders point at it, and billing's invoices point at orders, so
 * keeping it apart from invoices lets the schema files load in one direction with no cycle.
 */
export const subscriptionStatus = pgEnum('subscription_status', subscriptionStatuses);

/** An annual card plan. Cards are used by orders; renewal resets them. */
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
    /** The period end a renewal notice was mailed for: one notice per renewal, however often the job runs. */
    renewalNoticeFor: timestamp('renewal_notice_for', { withTimezone: true }),
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
      .where(sql`${table.status} in (${sql.raw(livePlanStatuses.map((status) => `'${status}'`).join(', '))})`),
    check('subscriptions_cards_not_negative', sql`${table.cardsRemaining} >= 0`),
  ],
);
