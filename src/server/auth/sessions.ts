import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Session } from '../../shared/api/auth.js';
import type { User } from '../../shared/api/user.js';
import { authRules } from '../../shared/auth-rules.js';
import { authServerMessages } from '../../shared/messages.js';
import type { Db } from '../db/database.js';
import { sessions, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { hashToken, newToken } from '../security/tokens.js';
import { addSeconds, type AuthContext } from './context.js';
import { toUser, type UserRow } from './users.js';

/** The product's own login token (e-mail code flow): one long-lived Bearer token. */
export async function createTokenSession(db: Db, now: Date, userId: string): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    accessTokenHash: hashToken(token),
    accessExpiresAt: addSeconds(now, authRules.sessionTtlDays * 86_400),
    createdAt: now,
  });
  return token;
}

function toSession(user: UserRow, accessToken: string, refreshToken: string, now: Date): Session {
  const expiresIn = authRules.accessTokenTtlSeconds;
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: expiresIn,
    expires_at: Math.floor(now.getTime() / 1000) + expiresIn,
    token_type: 'bearer',
    user: toUser(user),
  };
}

/** A provider-style session (password login, e-mail confirmation): short access token plus refresh token. */
export async function createRefreshableSession(db: Db, now: Date, user: UserRow): Promise<Session> {
  const accessToken = newToken();
  const refreshToken = newToken();
  await db.insert(sessions).values({
    userId: user.id,
    accessTokenHash: hashToken(accessToken),
    accessExpiresAt: addSeconds(now, authRules.accessTokenTtlSeconds),
    refreshTokenHash: hashToken(refreshToken),
    refreshExpiresAt: addSeconds(now, authRules.refreshTokenTtlDays * 86_400),
    createdAt: now,
  });
  return toSession(user, accessToken, refreshToken, now);
}

export interface Authenticated {
  user: User;
  sessionId: string;
}

/** The signed-in user for a Bearer token, or undefined when the token is unknown, expired or revoked. */
export async function authenticate(db: Db, now: Date, token: string): Promise<Authenticated | undefined> {
  const [row] = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.accessTokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.accessExpiresAt, now),
      ),
    );
  return row ? { user: toUser(row.user), sessionId: row.sessionId } : undefined;
}

export async function revokeSession(db: Db, now: Date, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: Db, now: Date, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * Trades a refresh token for a new access and refresh token (rotation). Presenting a refresh
 * token that was already traded means two parties hold it: the whole session is revoked.
 */
export async function refreshSession(ctx: Pick<AuthContext, 'db' | 'clock'>, refreshToken: string): Promise<Session> {
  const now = ctx.clock.now();
  const presented = hashToken(refreshToken);
  const accessToken = newToken();
  const nextRefreshToken = newToken();
  const [rotated] = await ctx.db
    .update(sessions)
    .set({
      accessTokenHash: hashToken(accessToken),
      accessExpiresAt: addSeconds(now, authRules.accessTokenTtlSeconds),
      refreshTokenHash: hashToken(nextRefreshToken),
      previousRefreshTokenHash: presented,
    })
    .where(
      and(eq(sessions.refreshTokenHash, presented), isNull(sessions.revokedAt), gt(sessions.refreshExpiresAt, now)),
    )
    .returning({ userId: sessions.userId });
  if (!rotated) {
    await ctx.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.previousRefreshTokenHash, presented), isNull(sessions.revokedAt)));
    throw new AppError('UNAUTHORIZED', authServerMessages.refreshInvalid);
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, rotated.userId));
  if (!user) throw new AppError('UNAUTHORIZED', authServerMessages.refreshInvalid);
  return toSession(user, accessToken, nextRefreshToken, now);
}
