import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PasswordLoginResponse, Session } from '../../shared/api/auth.js';
import type { User } from '../../shared/api/user.js';
import { authRules, rateLimits } from '../../shared/auth-rules.js';
import { authServerMessages } from '../../shared/messages.js';
import { paths } from '../../shared/routes.js';
import { linkTokens, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { emailConfirmationEmail, passwordResetEmail } from '../mail/compose-auth-emails.js';
import { hashPassword, hashToken, newToken, verifyPassword } from '../security/tokens.js';
import { addMinutes, type AuthContext } from './context.js';
import { enforceRateLimits } from './rate-limit.js';
import { createRefreshableSession, revokeAllSessions } from './sessions.js';
import { findUserByEmail, roleFor, toUser } from './users.js';

type LinkPurpose = (typeof linkTokens.$inferSelect)['purpose'];

async function issueLinkToken(ctx: AuthContext, userId: string, purpose: LinkPurpose, ttlMinutes: number) {
  const token = newToken();
  await ctx.db.insert(linkTokens).values({
    tokenHash: hashToken(token),
    purpose,
    userId,
    expiresAt: addMinutes(ctx.clock.now(), ttlMinutes),
  });
  return token;
}

/** Uses up a link token; returns its user id, or undefined when it is unknown, used or expired. */
async function consumeLinkToken(ctx: AuthContext, token: string, purpose: LinkPurpose): Promise<string | undefined> {
  const now = ctx.clock.now();
  const [used] = await ctx.db
    .update(linkTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(linkTokens.tokenHash, hashToken(token)),
        eq(linkTokens.purpose, purpose),
        isNull(linkTokens.consumedAt),
        gt(linkTokens.expiresAt, now),
      ),
    )
    .returning({ userId: linkTokens.userId });
  return used?.userId;
}

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
      role: roleFor(input.email, ctx.adminEmails),
      passwordHash: await hashPassword(input.password),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!created) throw new AppError('CONFLICT', authServerMessages.accountExists);
  const token = await issueLinkToken(ctx, created.id, 'email_confirmation', authRules.confirmationTokenTtlHours * 60);
  const url = `${ctx.publicUrl}/api/auth/confirm?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send(await emailConfirmationEmail(created.email, url));
  return { user: toUser(created), message: authServerMessages.signupEmailSent };
}

/**
 * GET /api/auth/confirm: the link in the confirmation e-mail. The session is minted now, at
 * click time, and handed to /confirm-email in the URL fragment (never sent to a server again).
 */
export async function confirmEmailLink(ctx: AuthContext, token: string | undefined): Promise<string> {
  const userId = token ? await consumeLinkToken(ctx, token, 'email_confirmation') : undefined;
  if (!userId) {
    const error = new URLSearchParams({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: authServerMessages.confirmationInvalid,
    });
    return `${paths.confirmEmail}#${error}`;
  }
  const now = ctx.clock.now();
  const [user] = await ctx.db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError('NOT_FOUND', authServerMessages.confirmationInvalid);
  const session: Session = await createRefreshableSession(ctx.db, now, user);
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    expires_in: String(session.expires_in),
    expires_at: String(session.expires_at),
    token_type: session.token_type,
    type: 'signup',
  });
  return `${paths.confirmEmail}#${fragment}`;
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
  const valid = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : false;
  if (!user || !valid) throw new AppError('UNAUTHORIZED', authServerMessages.wrongPassword);
  if (!user.emailVerifiedAt) throw new AppError('FORBIDDEN', authServerMessages.emailNotConfirmed);
  const session = await createRefreshableSession(ctx.db, ctx.clock.now(), user);
  return { ...session, token: session.access_token };
}

/** POST /api/auth/forgot-password: always the same answer, so it cannot tell who has an account. */
export async function requestPasswordReset(ctx: AuthContext, email: string, clientIp: string): Promise<string> {
  await enforceRateLimits(ctx, [
    { key: `reset:email:${email}`, rule: rateLimits.passwordResetPerEmail },
    { key: `reset:ip:${clientIp}`, rule: rateLimits.passwordResetPerClient },
  ]);
  const user = await findUserByEmail(ctx.db, email);
  if (user) {
    const token = await issueLinkToken(ctx, user.id, 'password_reset', authRules.resetTokenTtlMinutes);
    const url = `${ctx.publicUrl}${paths.resetPassword}?token=${encodeURIComponent(token)}`;
    await ctx.mailer.send(await passwordResetEmail(user.email, url));
  }
  return authServerMessages.resetEmailQueued;
}

/**
 * POST /api/auth/reset-password. The token arrives from the link's query string or, in the
 * provider style, as the fragment's access_token (isSupabaseToken); both are the same token.
 * A new password ends every session of the account.
 */
export async function resetPassword(ctx: AuthContext, token: string, password: string): Promise<void> {
  const userId = await consumeLinkToken(ctx, token, 'password_reset');
  if (!userId) throw new AppError('BAD_REQUEST', authServerMessages.resetTokenInvalid);
  const now = ctx.clock.now();
  await ctx.db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      // Following the e-mailed link proves the address too.
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await revokeAllSessions(ctx.db, now, userId);
}
