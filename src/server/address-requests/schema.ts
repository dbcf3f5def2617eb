import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.js';

/**
 * "Ask them for it" links: a customer's single-use, expiring link that someone else fills in
 * with their own address. Only the token's SHA-256 is kept, so a leaked table opens no link.
 * A cancelled link is deleted; a used one keeps `used_at`. Rows go with their owner's account.
 */
export const addressRequests = pgTable(
  'address_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The name the customer gave the person asked; fills in their form's name line. */
    nameHint: text('name_hint'),
    /** The customer's own word for them; becomes the new recipient's relation. */
    relation: text('relation'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('address_requests_user_id_idx').on(table.userId)],
);
