import { and, eq, gt, isNull } from 'drizzle-orm';
import { linkTokens } from '../db/schema.js';
import { hashToken, newToken } from '../security/tokens.js';
import { addMinutes } from '../time.js';
import type { AuthContext } from './context.js';

/** Single-use links (password reset, e-mail confirmation): the person gets the token, we keep its hash. */
type LinkPurpose = (typeof linkTokens.$inferSelect)['purpose'];

/** A new link token for `userId`, live for `ttlMinutes`; the token itself is returned once, to be mailed. */
export async function issueLinkToken(ctx: AuthContext, userId: string, purpose: LinkPurpose, ttlMinutes: number) {
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
export async function consumeLinkToken(
  ctx: Pick<AuthContext, 'db' | 'clock'>,
  token: string,
  purpose: LinkPurpose,
): Promise<string | undefined> {
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
