import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { occasionKinds, occasionRepeats } from '../../shared/occasion-texts.js';
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

export const occasionKind = pgEnum('occasion_kind', occasionKinds);
export const occasionRepeat = pgEnum('occasion_repeat', occasionRepeats);

/**
 * A recipient's dates (issue 19): a birthday, an anniversary or a named one, yearly or once.
 * Month and day are a calendar day without a zone; February 29 is allowed for a yearly date and
 * falls on February 28 in other years (src/shared/occasion-dates.ts). `year` is required for a
 * one-time occasion and optional (informational) for a yearly one. Rows go with the recipient.
 */
export const recipientOccasions = pgTable(
  'recipient_occasions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => recipients.id, { onDelete: 'cascade' }),
    kind: occasionKind('kind').notNull(),
    /** Only for kind 'other' (then required): "Graduation". */
    name: text('name'),
    month: integer('month').notNull(),
    day: integer('day').notNull(),
    year: integer('year'),
    repeats: occasionRepeat('repeats').notNull().default('yearly'),
    remindDaysBefore: integer('remind_days_before').notNull().default(14),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recipient_occasions_recipient_id_idx').on(table.recipientId),
    index('recipient_occasions_month_idx').on(table.month),
    check('recipient_occasions_month_range', sql`${table.month} between 1 and 12`),
    check('recipient_occasions_day_range', sql`${table.day} between 1 and 31`),
    check('recipient_occasions_remind_range', sql`${table.remindDaysBefore} between 1 and 60`),
    check('recipient_occasions_other_named', sql`${table.kind} <> 'other' or ${table.name} is not null`),
    check('recipient_occasions_once_has_year', sql`${table.repeats} <> 'once' or ${table.year} is not null`),
  ],
);
