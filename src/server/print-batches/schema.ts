import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.js';
import { orders } from '../orders/schema.js';

/**
 * A run of approved cards printed in-house together (issue 20): its print PDF, address labels
 * and packing list are made from it on request, in the order of `printBatchOrders.position`.
 */
export const printBatches = pgTable('print_batches', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Printed on the slug line and the packing list ("Batch 12"), so a sheet finds its batch. */
  batchNumber: serial('batch_number').notNull().unique(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdByEmail: text('created_by_email'),
  /** Set when the admin marks the whole batch printed. */
  printedAt: timestamp('printed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which orders a batch holds, in print order; an order is in at most one batch. */
export const printBatchOrders = pgTable(
  'print_batch_orders',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => printBatches.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.batchId, table.orderId] }),
    uniqueIndex('print_batch_orders_order_idx').on(table.orderId),
    index('print_batch_orders_position_idx').on(table.batchId, table.position),
  ],
);
