import { and, eq, inArray, isNotNull, isNull, not, or } from 'drizzle-orm';
import type { User } from '../../shared/api/user.js';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName, role: row.role };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export function roleFor(email: string, adminEmails: ReadonlySet<string>): UserRow['role'] {
  return adminEmails.has(email) ? 'admin' : 'customer';
}

/**
 * ADMIN_EMAILS is the source of truth: at start, listed addresses become admins and everyone
 * else loses the role, so removing an address from the list takes effect on restart. Only a
 * proven address is promoted: a row from an unconfirmed sign-up could be anyone's.
 */
export async function syncAdminRoles(db: Db, adminEmails: ReadonlySet<string>): Promise<void> {
  const admins = [...adminEmails];
  if (admins.length > 0) {
    await db
      .update(users)
      .set({ role: 'admin' })
      .where(and(inArray(users.email, admins), isNotNull(users.emailVerifiedAt)));
    await db
      .update(users)
      .set({ role: 'customer' })
      .where(and(eq(users.role, 'admin'), or(not(inArray(users.email, admins)), isNull(users.emailVerifiedAt))));
  } else {
    await db.update(users).set({ role: 'customer' }).where(eq(users.role, 'admin'));
  }
}
