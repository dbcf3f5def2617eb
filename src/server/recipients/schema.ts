import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.js';

/**
 * The people a customer sends cards to (the address book at /account/addresses). `name` is the
 * address's name line, the one printed on the envelope; the other address columns are the
 * fields of src/shared/addresses, kept as normalizeAddress returns them, blank fields as null.
 * Rows go with their owner's account.
 */
export const recipients = pgTable(
  'recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The customer's own word for them ("Mum", "best friend"); never printed. */
    relation: text('relation'),
    /** For couriers that ask for one. */
    phone: text('phone'),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    streetAddress: text('street_address'),
    addressLine2: text('address_line2'),
    dependentLocality: text('dependent_locality'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    sortingCode: text('sorting_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recipients_user_id_idx').on(table.userId)],
);
