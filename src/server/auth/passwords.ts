import { and, eq, gt, isNull } from 'drizzle-orm';
import type { PasswordLoginResponse, Session } from '../../shared/api/auth.js';
import type { User } from '../../shared/api/user.js';
import { authRules, rateLimits } from '../../shared/auth-rules.js';
import { authServerMessages } from '../../shared/messages.js';
import { paths } from '../../shared/routes.js';
import type { Db } from '../db/database.js';
import { linkTokens, passwordResetMails, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { jobNames } from '../jobs/jobs.js';
import { emailConfirmationEmail } from '../mail/compose-auth-emails.js';
import { hashPassword, hashToken, verifyPassword } from '../security/tokens.js';
import { proveAddress } from './address-proof.js';
import { enforceRateLimits } from '../security/rate-limiter.js';
import type { AuthContext } from './context.js';
import { consumeLinkToken, issueLinkToken } from './link-tokens.js';
import { resetMailJob } from './reset-mail.js';
import { createRefreshableSession, revokeAllSessions } from './sessions.js';
import { findUserByEmail, toUser } from './users.js';

/** POST /api/auth/signup: an account with a password, usable once its address is confirmed by link. */
export async function passwordSignup(
  ctx: AuthContext,
  input: { email: string; password: string; firstName: string; lastName: string },
  clientIp: string,
): Promise<{ user: User; message: string }> {
  await enforceRateLimits(ctx, [{ key: `signup:ip:${clientIp}`, rule: rateLimits.signupPerClient }]);
  const now = ctx.clock.now();
  const [created] = await ctx.db
    .insert(users)
    .values({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      // Nobody is an admin before the address is proven (proveAddress grants the role).
      role: 'customer',
      passwordHash: await hashPassword(input.password),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!created) throw new AppError('ACCOUNT_EXISTS', authServerMessages.accountExists);
  const token = await issueLinkToken(ctx, created.id, 'email_confirmation', authRules.confirmationTokenTtlHours * 60);
  const url = `${ctx.publicUrl}${confirmationPagePath(token)}`;
  await ctx.mailer.send(await emailConfirmationEmail(created.email, url));
  return { user: toUser(created), message: authServerMessages.signupEmailSent };
}

/**
 * The e-mailed confirmation link opens the /confirm-email page, which confirms only when the
 * person clicks (a POST). Mail scanners fetch links: a GET must never use the token up.
 */
export function confirmationPagePath(token: string | undefined): string {
  if (!token) {
    const error = new URLSearchParams({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: authServerMessages.confirmationInvalid,
    });
    return `${paths.confirmEmail}#${error}`;
  }
  return `${paths.confirmEmail}?token=${encodeURIComponent(token)}`;
}

/**
 * POST /api/auth/confirm, sent by the /confirm-email page when the person clicks: uses the link
 * up, proves the address, and returns the session (the page hands it on in the URL fragment).
 */
export async function confirmEmail(ctx: AuthContext, token: string): Promise<Session> {
  const now = ctx.clock.now();
  const session = await ctx.db.transaction(async (tx): Promise<Session | undefined> => {
    const userId = await consumeLinkToken({ db: tx, clock: ctx.clock }, token, 'email_confirmation');
    const user = userId ? await proveAddress(tx, ctx, now, { id: userId }, { keepSignupChoices: true }) : undefined;
    return user ? createRefreshableSession(tx, ctx.secret, now, user) : undefined;
  });
  if (!session) throw new AppError('BAD_REQUEST', authServerMessages.confirmationInvalid);
  return session;
}

/** POST /api/auth/login with a password. The same message for an unknown address and a wrong password. */
export async function passwordLogin(
  ctx: AuthContext,
  input: { email: string; password: string },
  clientIp: string,
): Promise<PasswordLoginResponse> {
  await enforceRateLimits(ctx, [
    { key: `password-login:email:${input.email}`, rule: rateLimits.passwordLoginPerEmail },
    { key: `password-login:ip:${clientIp}`, rule: rateLimits.passwordLoginPerClient },
  ]);
  const user = await findUserByEmail(ctx.db, input.email);
  // Checked even when there is no account or no password, so the time taken tells nothing.
  const valid = await verifyPassword(input.password, user?.passwordHash);
  if (!user || !valid) throw new AppError('UNAUTHORIZED', authServerMessages.wrongPassword);
  if (!user.emailVerifiedAt) throw new AppError('FORBIDDEN', authServerMessages.emailNotConfirmed);
  const session = await createRefreshableSession(ctx.db, ctx.secret, ctx.clock.now(), user);
  return { ...session, token: session.access_token };
}

/**
 * POST /api/auth/forgot-password: always the same answer, so it cannot tell who has an account.
 * The request only queues the mail job, the same for every address; looking the address up and
 * mailing happen off the request path, so the time taken tells nothing either.
 */
export async function requestPasswordReset(ctx: AuthContext, email: string, clientIp: string): Promise<string> {
  await enforceRateLimits(ctx, [
    { key: `reset:email:${email}`, rule: rateLimits.passwordResetPerEmail },
    { key: `reset:ip:${clientIp}`, rule: rateLimits.passwordResetPerClient },
  ]);
  await ctx.jobs.send(jobNames.passwordResetMail, resetMailJob(email));
  return authServerMessages.resetEmailQueued;
}

/**
 * POST /api/auth/reset-password/check: the reset page asks when it opens, so a used or expired
 * link sends the person to /login at once rather than after they typed a new password twice.
 */
export async function checkResetLink(ctx: AuthContext, token: string): Promise<void> {
  const now = ctx.clock.now();
  const [live] = await ctx.db
    .select({ id: linkTokens.id })
    .from(linkTokens)
    .where(
      and(
        eq(linkTokens.tokenHash, hashToken(token)),
        eq(linkTokens.purpose, 'password_reset'),
        isNull(linkTokens.consumedAt),
        gt(linkTokens.expiresAt, now),
      ),
    );
  if (!live) throw new AppError('RESET_LINK_INVALID', authServerMessages.resetTokenInvalid);
}

/**
 * POST /api/auth/reset-password. The token arrives from the link's query string or, in the
 * provider style, as the fragment's access_token (isSupabaseToken); both are the same token.
 * A new password ends every session of the account.
 */
export async function resetPassword(ctx: AuthContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeLinkToken({ db: tx, clock: ctx.clock }, token, 'password_reset');
    if (!userId) throw new AppError('RESET_LINK_INVALID', authServerMessages.resetTokenInvalid);
    // Following the e-mailed link proves the address too.
    await proveAddress(tx, ctx, now, { id: userId }, { set: { passwordHash } });
    await afterPasswordChange(tx, now, userId);
  });
}

/**
 * A new password ends everything the old one stood behind: every session, and every reset link
 * still outstanding (one of them may have been read by whoever the change is meant to lock out),
 * sent or still owed: a reset e-mail whose sending died counts as sent, so neither the job's retry
 * nor the sweep mails a fresh link after the change.
 * Every place that changes a password calls this in the same transaction.
 */
async function afterPasswordChange(tx: Db, now: Date, userId: string): Promise<void> {
  await revokeAllSessions(tx, now, userId);
  await tx
    .update(linkTokens)
    .set({ consumedAt: now })
    .where(and(eq(linkTokens.userId, userId), eq(linkTokens.purpose, 'password_reset'), isNull(linkTokens.consumedAt)));
  await tx
    .update(passwordResetMails)
    .set({ sentAt: now })
    .where(and(eq(passwordResetMails.userId, userId), isNull(passwordResetMails.sentAt)));
}
