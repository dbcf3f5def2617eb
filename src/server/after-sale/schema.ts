import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.js';
import { orders } from '../orders/schema.js';

/**
 * A claim on the 30-day money-back guarantee, made by the customer from a delivered order's
 * page; the admin answers it with a refund in one step. One claim per order.
 */
export const guaranteeClaims = pgTable('guarantee_claims', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when the admin refunded the claim. */
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  resolvedByEmail: text('resolved_by_email'),
});
