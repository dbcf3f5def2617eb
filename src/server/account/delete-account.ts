import { eq, or, sql } from 'drizzle-orm';
import { accountDeletionMessages as messages } from '../../shared/account-deletion-texts.js';
import type { AppServices } from '../app-services.js';
import { findLivePlan } from '../billing/billing.js';
import { selectRows, type Tx } from '../db/database.js';
import { authProofs, emailCodes, linkTokens, passwordResetMails, sessions, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';

type Deps = Pick<AppServices, 'db' | 'clock'>;

/**
 * What deleting an account does (the Privacy page says the same, in privacy-texts.ts):
 *
 * - refused while a plan is live (it has to be cancelled under Billing, which also stops the
 *   processor charging it) or while a paid order is still being made or shipped (it is finished
 *   first);
 * - an account with no orders and no invoices is deleted outright: the foreign keys take its
 *   recipients (and their occasions), address requests, sessions, codes, links, saved cards and
 *   plans with it;
 * - an account with orders or invoices cannot go (orders restrict it: they are kept for
 *   accounting, with the name, e-mail and address given at checkout, which live on the order),
 *   so it is emptied instead: everything above is deleted and the row keeps no name, no
 *   address that reaches anyone, no password and no reminders;
 * - uploads are handed to the media sweep (no owner, no browser key), which deletes them with
 *   their bytes within the hour.
 *
 * Tables of other rooms are named in SQL here rather than through their modules, because this is
 * the one place that must reach all of them in one transaction.
 */
export async function deleteAccount(deps: Deps, user: { id: string; email: string }, typedEmail: string) {
  if (typedEmail !== user.email) {
    throw new AppError('BAD_REQUEST', messages.emailMismatch);
  }
  // A plan that renews would charge an emptied account; one already cancelled (it runs out at
  // the end of its period and never renews) is no reason to keep the customer waiting.
  const plan = await findLivePlan(deps.db, user.id);
  if (plan && !plan.cancelAtPeriodEnd) throw new AppError('CONFLICT', messages.livePlan);
  const now = deps.clock.now();

  await deps.db.transaction(async (tx) => {
    // Locked, so an order placed at this moment waits and then finds no user to belong to.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [inProgress] = await selectRows<{ id: string }>(
      tx,
      sql`select id from orders where user_id = ${user.id} and payment_status = 'paid'
          and status in ('pending', 'processing') limit 1`,
    );
    if (inProgress) throw new AppError('CONFLICT', messages.orderInProgress);

    await handUploadsToSweep(tx, user.id);
    const [kept] = await selectRows<{ kept: boolean }>(
      tx,
      sql`select exists (select 1 from orders where user_id = ${user.id})
          or exists (select 1 from invoices where user_id = ${user.id}) as kept`,
    );
    // Codes and sign-in proofs are keyed by address as well as by account.
    await tx.delete(emailCodes).where(or(eq(emailCodes.userId, user.id), eq(emailCodes.email, user.email)));
    await tx.delete(authProofs).where(eq(authProofs.email, user.email));
    if (!kept?.kept) {
      await tx.delete(users).where(eq(users.id, user.id));
      return;
    }
    await forgetKeptAccount(tx, user.id, now);
  });
}

async function handUploadsToSweep(tx: Tx, userId: string): Promise<void> {
  await tx.execute(
    sql`update media_uploads set owner_user_id = null, client_key_hash = null, client_ip_hash = null,
        claimed_at = null where owner_user_id = ${userId}`,
  );
}

/** Empties an account whose orders must stay: what cascades would have removed is removed by hand. */
async function forgetKeptAccount(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx.execute(sql`delete from recipients where user_id = ${userId}`);
  await tx.execute(sql`delete from address_requests where user_id = ${userId}`);
  await tx.execute(sql`delete from payment_methods where user_id = ${userId}`);
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(linkTokens).where(eq(linkTokens.userId, userId));
  // Or the sweep would mail a reset link for this account to its blanked address.
  await tx.delete(passwordResetMails).where(eq(passwordResetMails.userId, userId));
  await tx
    .update(users)
    .set({
      // The address must stay unique and must reach no one: .invalid is reserved for that (RFC 2606).
      email: `deleted-${userId}@deleted.invalid`,
      firstName: null,
      lastName: null,
      passwordHash: null,
      emailVerifiedAt: null,
      role: 'customer',
      remindersEnabled: false,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
