import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders, users } from './schema.js';

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
