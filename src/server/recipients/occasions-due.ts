import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';
import { recipientOccasions, recipients } from './schema.js';

export type OccasionRow = typeof recipientOccasions.$inferSelect;

/** An occasion with what its reminder e-mail needs: whose it is and where the owner reads mail. */
export interface OccasionToRemind {
  occasion: OccasionRow;
  recipientName: string;
  userId: string;
  email: string;
}

/**
 * Occasions falling in the given calendar months whose owner has reminders on (the /account
 * switch, or an unsubscribe link, turns users.reminders_enabled off). The months keep the
 * reminder sweep from reading every occasion there is.
 */
export async function occasionsToRemind(db: Db, months: number[]): Promise<OccasionToRemind[]> {
  return db
    .select({ occasion: recipientOccasions, recipientName: recipients.name, userId: users.id, email: users.email })
    .from(recipientOccasions)
    .innerJoin(recipients, eq(recipients.id, recipientOccasions.recipientId))
    .innerJoin(users, eq(users.id, recipients.userId))
    .where(and(eq(users.remindersEnabled, true), inArray(recipientOccasions.month, months)));
}
