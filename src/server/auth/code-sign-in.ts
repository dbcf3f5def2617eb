import type { SendVerificationResponse, TokenResponse, VerifyCodeResponse } from '../../shared/api/auth.js';
import { rateLimits } from '../../shared/auth-rules.js';
import { authServerMessages } from '../../shared/messages.js';
import { users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { loginCodeEmail, signupCodeEmail } from '../mail/compose-auth-emails.js';
import type { MailMessage } from '../mail/mailer.js';
import { proveAddress } from './address-proof.js';
import type { AuthContext } from './context.js';
import { assertResendAllowed, consumeCode, issueCode, withdrawCode, type CodePurpose } from './email-codes.js';
import { consumeProof, grantProof } from './proofs.js';
import { enforceRateLimits } from '../security/rate-limiter.js';
import { createTokenSession } from './sessions.js';
import { findUserByEmail, roleFor, toUser } from './users.js';

async function sendCode(
  ctx: AuthContext,
  email: string,
  clientIp: string,
  purpose: CodePurpose,
  compose: (to: string, code: string) => Promise<MailMessage>,
): Promise<void> {
  await assertResendAllowed(ctx, email, purpose);
  await enforceRateLimits(ctx, [
    { key: `send-code:email:${email}`, rule: rateLimits.sendCodePerEmail },
    { key: `send-code:ip:${clientIp}`, rule: rateLimits.sendCodePerClient },
  ]);
  const code = await issueCode(ctx, email, purpose);
  try {
    await ctx.mailer.send(await compose(email, code));
  } catch (error) {
    await withdrawCode(ctx, email, purpose);
    throw error;
  }
}

/**
 * POST /api/auth/send-verification. A new address gets a sign-up code; an existing one is
 * told so (the spec's isExistingUser) and gets nothing: the client moves to the login path,
 * which sends the login code.
 */
export async function sendSignupCode(
  ctx: AuthContext,
  email: string,
  clientIp: string,
): Promise<SendVerificationResponse> {
  if (await findUserByEmail(ctx.db, email)) {
    return { isExistingUser: true, message: authServerMessages.accountExists };
  }
  await sendCode(ctx, email, clientIp, 'signup', signupCodeEmail);
  return { isExistingUser: false, message: 'Verification code sent' };
}

/** POST /api/auth/send-login-code: only for an account that exists. */
export async function sendLoginCode(ctx: AuthContext, email: string, clientIp: string): Promise<void> {
  if (!(await findUserByEmail(ctx.db, email))) throw new AppError('NOT_FOUND', authServerMessages.noAccount);
  await sendCode(ctx, email, clientIp, 'login', loginCodeEmail);
}

/** POST /api/auth/verify-code: a right code earns a proof (returned for the cookie), nothing more. */
export async function verifyCode(
  ctx: AuthContext,
  email: string,
  code: string,
  clientIp: string,
): Promise<VerifyCodeResponse & { proof: string }> {
  await enforceRateLimits(ctx, [
    { key: `verify:email:${email}`, rule: rateLimits.verifyPerEmail },
    { key: `verify:ip:${clientIp}`, rule: rateLimits.verifyPerClient },
  ]);
  const { purpose } = await consumeCode(ctx, email, code, ['signup', 'login']);
  const proof = await grantProof(ctx, email, purpose);
  return { verified: true, isExistingUser: purpose === 'login', proof };
}

/**
 * POST /api/auth/complete-signup: needs the sign-up proof for this address; creates the account,
 * or takes over a row that a password sign-up left unproven (the proof is the owner's).
 */
export async function completeSignup(
  ctx: AuthContext,
  proof: string | undefined,
  input: { email: string; firstName: string; lastName: string },
): Promise<TokenResponse> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await consumeProof(tx, now, proof, input.email, 'signup');
    const names = { firstName: input.firstName, lastName: input.lastName || null };
    const existing = await findUserByEmail(tx, input.email);
    if (existing?.emailVerifiedAt) throw new AppError('ACCOUNT_EXISTS', authServerMessages.accountExists);
    const [user] = existing
      ? [await proveAddress(tx, ctx, now, { id: existing.id }, { set: names })]
      : await tx
          .insert(users)
          .values({
            email: input.email,
            ...names,
            role: roleFor(input.email, ctx.adminEmails),
            emailVerifiedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: users.email })
          .returning();
    if (!user) throw new AppError('ACCOUNT_EXISTS', authServerMessages.accountExists);
    return { token: await createTokenSession(tx, now, user.id), user: toUser(user) };
  });
}

/** POST /api/auth/complete-login: needs the login proof for this address. */
export async function completeLogin(
  ctx: AuthContext,
  proof: string | undefined,
  email: string,
): Promise<TokenResponse> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await consumeProof(tx, now, proof, email, 'login');
    const user = await proveAddress(tx, ctx, now, { email });
    if (!user) throw new AppError('NOT_FOUND', authServerMessages.noAccount);
    return { token: await createTokenSession(tx, now, user.id), user: toUser(user) };
  });
}
