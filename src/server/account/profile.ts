import { and, eq, ne } from 'drizzle-orm';
import type { User } from '../../shared/api/user.js';
import { authRules, rateLimits } from '../../shared/auth-rules.js';
import { accountServerMessages } from '../../shared/account-messages.js';
import { authMessages } from '../../shared/messages.js';
import {
  assertResendAllowed,
  consumeCode,
  findUserByEmail,
  issueCode,
  roleFor,
  toUser,
  withdrawCode,
  type AuthContext,
} from '../auth/auth.js';
import { users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { enforceRateLimits } from '../security/rate-limiter.js';
import { emailChangeCodeEmail } from '../mail/compose-auth-emails.js';

/** PATCH /api/user/profile: first and last name. */
export async function updateProfile(
  ctx: Pick<AuthContext, 'db' | 'clock'>,
  userId: string,
  names: { firstName: string; lastName: string },
): Promise<User> {
  const [row] = await ctx.db
    .update(users)
    .set({ ...names, updatedAt: ctx.clock.now() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Account not found');
  return toUser(row);
}

/**
 * POST /api/user/email/request: a new address takes effect only once a code sent to it comes
 * back, so nobody can move an account to an address they do not control.
 */
export async function requestEmailChange(ctx: AuthContext, user: User, newEmail: string, clientIp: string) {
  if (newEmail === user.email) throw new AppError('BAD_REQUEST', accountServerMessages.emailUnchanged);
  if (await findUserByEmail(ctx.db, newEmail)) throw new AppError('CONFLICT', accountServerMessages.emailTaken);
  await assertResendAllowed(ctx, newEmail, 'email_change');
  await enforceRateLimits(ctx, [
    { key: `send-code:email:${newEmail}`, rule: rateLimits.sendCodePerEmail },
    { key: `send-code:ip:${clientIp}`, rule: rateLimits.sendCodePerClient },
  ]);
  const code = await issueCode(ctx, newEmail, 'email_change', {
    userId: user.id,
    ttlMinutes: authRules.emailChangeCodeTtlMinutes,
  });
  try {
    await ctx.mailer.send(await emailChangeCodeEmail(newEmail, code));
  } catch (error) {
    await withdrawCode(ctx, newEmail, 'email_change');
    throw error;
  }
  return { message: accountServerMessages.emailCodeSent };
}

/** POST /api/user/email/confirm: the code proves the new address; it then replaces the old one. */
export async function confirmEmailChange(
  ctx: AuthContext,
  user: User,
  newEmail: string,
  code: string,
  clientIp: string,
) {
  await enforceRateLimits(ctx, [
    { key: `verify:email:${newEmail}`, rule: rateLimits.verifyPerEmail },
    { key: `verify:ip:${clientIp}`, rule: rateLimits.verifyPerClient },
  ]);
  const checked = await consumeCode(ctx, newEmail, code, ['email_change']);
  // A code sent for someone else's change request proves nothing about this account.
  if (checked.userId !== user.id) throw new AppError('BAD_REQUEST', authMessages.invalidCode);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(users)
    .set({ email: newEmail, role: roleFor(newEmail, ctx.adminEmails), emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, user.id), ne(users.email, newEmail)))
    .returning()
    .catch((error: unknown) => {
      // The unique index: someone took the address between the request and the code.
      if (
        String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === '23505'
      ) {
        throw new AppError('CONFLICT', accountServerMessages.emailTaken);
      }
      throw error;
    });
  if (!row) throw new AppError('BAD_REQUEST', accountServerMessages.emailUnchanged);
  return { message: accountServerMessages.emailChanged, user: toUser(row) };
}
