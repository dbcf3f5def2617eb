import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/schema.js';

/**
 * An approved order handed to the print lab (production): one row per order, made at approval,
 * moved by the submission job and the lab's callbacks. `status` follows the lab's own steps.
 */
export const printLabSubmissions = pgTable(
  'print_lab_submissions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The lab's id for the order, once it accepted it. */
    labOrderId: text('lab_order_id').unique(),
    /** 'queued' | 'submitted' | 'received' | 'printed' | 'shipped' | 'delivered' | 'failed' | 'gave_up' | 'cancelled' */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** When the admin was told that submission keeps failing (once). */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('print_lab_submissions_status_idx').on(table.status)],
);

/** Lab callbacks already applied, by the lab's event id: a replay finds its id here and changes nothing. */
export const printLabEvents = pgTable('print_lab_events', {
  eventId: text('event_id').primaryKey(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
