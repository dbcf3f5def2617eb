import { and, eq, gt, isNull } from 'drizzle-orm';
import { authRules } from '../../shared/auth-rules.js';
import { authServerMessages } from '../../shared/messages.js';
import type { Db } from '../db/database.js';
import { authProofs } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { hashToken, newToken } from '../security/tokens.js';
import { addMinutes } from '../time.js';
import type { AuthContext } from './context.js';
import type { CodePurpose } from './email-codes.js';

/** The httpOnly cookie that carries the proof from verify-code to complete-signup/-login. */
export const PROOF_COOKIE = 'keepsake_proof';

/** A correct code earns this: nobody is signed in from an e-mail address alone. */
export async function grantProof(
  ctx: Pick<AuthContext, 'db' | 'clock'>,
  email: string,
  purpose: CodePurpose,
): Promise<string> {
  const token = newToken();
  await ctx.db.insert(authProofs).values({
    tokenHash: hashToken(token),
    email,
    purpose,
    expiresAt: addMinutes(ctx.clock.now(), authRules.proofTtlMinutes),
  });
  return token;
}

/**
 * Uses up a proof for this address and purpose, inside the caller's transaction so a failed
 * sign-up leaves the proof usable. A missing, expired, used or mismatched proof is a 401.
 */
export async function consumeProof(
  db: Db,
  now: Date,
  token: string | undefined,
  email: string,
  purpose: CodePurpose,
): Promise<void> {
  if (!token) throw new AppError('UNAUTHORIZED', authServerMessages.proofMissing);
  const [used] = await db
    .update(authProofs)
    .set({ consumedAt: now })
    .where(
      and(
        eq(authProofs.tokenHash, hashToken(token)),
        eq(authProofs.email, email),
        eq(authProofs.purpose, purpose),
        isNull(authProofs.consumedAt),
        gt(authProofs.expiresAt, now),
      ),
    )
    .returning({ id: authProofs.id });
  if (!used) throw new AppError('UNAUTHORIZED', authServerMessages.proofMissing);
}
