import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sessions, users } from '../db/schema.js';
import type { AuthContext } from './context.js';
import { roleFor, type UserRow } from './users.js';

/**
 * What may be set on an account in the same step as the proof (the owner's own choices).
 * Anything else an unproven row held is forgotten.
 */
type ProvenChoices = Partial<Pick<UserRow, 'firstName' | 'lastName' | 'passwordHash'>>;

/**
 * The owner of an address just proved it: a code or a link mailed to it came back. Call inside
 * the transaction that uses up the proof.
 *
 * A password sign-up creates its row before the address is proven, so whoever typed the
 * address chose that password and those names, and they may not be the owner. The first proof by
 * another channel therefore forgets them and ends the row's sessions; only the confirmation link
 * of that very sign-up (`keepSignupChoices`) keeps them, since clicking it is the owner accepting
 * them. This was preferred over holding password sign-ups in a pending table: one rule at the
 * four places an address is proven, no second home for accounts, and rows and links already
 * issued keep working. The admin role from ADMIN_EMAILS is granted here and nowhere earlier.
 *
 * Returns the updated row, or undefined when there is no such account.
 */
export async function proveAddress(
  tx: Db,
  ctx: Pick<AuthContext, 'adminEmails'>,
  now: Date,
  match: { email: string } | { id: string },
  options: { set?: ProvenChoices; keepSignupChoices?: boolean } = {},
): Promise<UserRow | undefined> {
  const where = 'email' in match ? eq(users.email, match.email) : eq(users.id, match.id);
  const [current] = await tx.select().from(users).where(where).for('update');
  if (!current) return undefined;
  const firstProof = current.emailVerifiedAt === null;
  const forgotten: ProvenChoices =
    firstProof && !options.keepSignupChoices ? { passwordHash: null, firstName: null, lastName: null } : {};
  if (firstProof && !options.keepSignupChoices) {
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, current.id), isNull(sessions.revokedAt)));
  }
  const [proven] = await tx
    .update(users)
    .set({
      ...forgotten,
      ...options.set,
      role: roleFor(current.email, ctx.adminEmails),
      emailVerifiedAt: current.emailVerifiedAt ?? now,
      updatedAt: now,
    })
    .where(eq(users.id, current.id))
    .returning();
  return proven;
}
