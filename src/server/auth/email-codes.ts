import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { authRules } from '../../shared/auth-rules.js';
import { authMessages, authServerMessages, resendWaitMessage } from '../../shared/messages.js';
import { emailCodes } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { hashCode, newNumericCode, sameHash } from '../security/tokens.js';
import { addMinutes } from '../time.js';
import type { AuthContext } from './context.js';

export type CodePurpose = (typeof emailCodes.$inferSelect)['purpose'];

/**
 * Refuses with 429 and the seconds left when a code for (email, purpose) went out less than the
 * resend wait ago. Callers check this before charging any rate limit: a refused resend does
 * nothing, so it must not spend the address's quota (or a burst of them would lock the owner out).
 */
export async function assertResendAllowed(
  ctx: Pick<AuthContext, 'db' | 'clock'>,
  email: string,
  purpose: CodePurpose,
): Promise<void> {
  const [latest] = await ctx.db
    .select({ sentAt: emailCodes.sentAt })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.sentAt))
    .limit(1);
  if (!latest) return;
  const waitMs = latest.sentAt.getTime() + authRules.resendCooldownSeconds * 1000 - ctx.clock.now().getTime();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError('TOO_MANY_REQUESTS', resendWaitMessage(seconds), { 'retry-after': String(seconds) });
  }
}

/**
 * Issues a fresh code for (email, purpose), replacing any earlier one, unless one was sent
 * less than a minute ago (the resend wait). Returns the code for the e-mail; only its HMAC is stored.
 */
export async function issueCode(
  ctx: Pick<AuthContext, 'db' | 'clock' | 'secret'>,
  email: string,
  purpose: CodePurpose,
  options: { userId?: string; ttlMinutes?: number } = {},
): Promise<string> {
  await assertResendAllowed(ctx, email, purpose);
  const now = ctx.clock.now();
  const code = newNumericCode(authRules.codeLength);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(emailCodes).where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)));
    await tx.insert(emailCodes).values({
      email,
      purpose,
      userId: options.userId,
      codeHash: hashCode(ctx.secret, email, code),
      sentAt: now,
      expiresAt: addMinutes(now, options.ttlMinutes ?? authRules.codeTtlMinutes),
    });
  });
  return code;
}

/** Takes back a code whose e-mail could not be sent, so the resend wait does not punish the user. */
export async function withdrawCode(ctx: Pick<AuthContext, 'db'>, email: string, purpose: CodePurpose): Promise<void> {
  await ctx.db.delete(emailCodes).where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)));
}

interface CheckedCode {
  purpose: CodePurpose;
  userId: string | null;
}

/**
 * Checks a code against the newest live code for the address among `purposes`. A code dies
 * after `codeMaxWrongAttempts` wrong tries, even if the right one comes next, and is used up
 * by the right one. Both changes are single conditional UPDATEs, so parallel guesses cannot
 * slip past the count.
 */
export async function consumeCode(
  ctx: Pick<AuthContext, 'db' | 'clock' | 'secret'>,
  email: string,
  code: string,
  purposes: CodePurpose[],
): Promise<CheckedCode> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), inArray(emailCodes.purpose, purposes), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.sentAt))
    .limit(1);
  if (!row) throw new AppError('BAD_REQUEST', authServerMessages.noCodeRequested);
  if (row.wrongAttempts >= authRules.codeMaxWrongAttempts) {
    throw new AppError('BAD_REQUEST', authServerMessages.codeExhausted);
  }
  if (row.expiresAt <= now) throw new AppError('BAD_REQUEST', authServerMessages.codeExpired);

  if (!sameHash(row.codeHash, hashCode(ctx.secret, email, code))) {
    const [counted] = await ctx.db
      .update(emailCodes)
      .set({ wrongAttempts: sql`${emailCodes.wrongAttempts} + 1` })
      .where(and(eq(emailCodes.id, row.id), lt(emailCodes.wrongAttempts, authRules.codeMaxWrongAttempts)))
      .returning({ wrongAttempts: emailCodes.wrongAttempts });
    const exhausted = !counted || counted.wrongAttempts >= authRules.codeMaxWrongAttempts;
    throw new AppError('BAD_REQUEST', exhausted ? authServerMessages.codeExhausted : authMessages.invalidCode);
  }

  const [used] = await ctx.db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(emailCodes.id, row.id),
        isNull(emailCodes.consumedAt),
        lt(emailCodes.wrongAttempts, authRules.codeMaxWrongAttempts),
        gt(emailCodes.expiresAt, now),
      ),
    )
    .returning({ id: emailCodes.id });
  if (!used) throw new AppError('BAD_REQUEST', authServerMessages.codeExhausted);
  return { purpose: row.purpose, userId: row.userId };
}
