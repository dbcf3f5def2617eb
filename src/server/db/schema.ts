import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
