import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import type { Db } from '../db/database.js';
import type { Clock } from '../clock.js';
import { AppError } from '../http/app-error.js';

/** Whether the account still wants reminder e-mails; false for an account that is gone. */
export async function remindersEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ remindersEnabled: users.remindersEnabled }).from(users).where(eq(users.id, userId));
  return row?.remindersEnabled ?? false;
}

/**
 * The /account switch and the unsubscribe link both end here. Setting the value it already has
 * is no error, so a second click (or a mail client's retry) answers as the first did.
 */
export async function setRemindersEnabled(
  deps: { db: Db; clock: Clock },
  userId: string,
  enabled: boolean,
): Promise<{ remindersEnabled: boolean }> {
  const [row] = await deps.db
    .update(users)
    .set({ remindersEnabled: enabled, updatedAt: deps.clock.now() })
    .where(eq(users.id, userId))
    .returning({ remindersEnabled: users.remindersEnabled });
  if (!row) throw new AppError('NOT_FOUND', 'Account not found');
  return row;
}
