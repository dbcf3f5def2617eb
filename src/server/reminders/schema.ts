import { date, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.js';
import { recipientOccasions } from '../recipients/schema.js';

/**
 * One row per reminder e-mail: claimed (inserted) before the e-mail is sent, and the unique
 * (occasion, occurrence) pair makes a second claim fail, so a rerun, a restart or a second app
 * instance never sends the same reminder twice.
 */
export const occasionReminders = pgTable(
  'occasion_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occasionId: uuid('occasion_id')
      .notNull()
      .references(() => recipientOccasions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The day the occasion falls on that this reminder was about. */
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('occasion_reminders_occurrence_idx').on(table.occasionId, table.occurrenceDate)],
);
