import { randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Session } from '../../shared/api/auth.js';
import type { User } from '../../shared/api/user.js';
import { authRules } from '../../shared/auth-rules.js';
import { authServerMessages } from '../../shared/messages.js';
import type { Db } from '../db/database.js';
import { sessions, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { deriveToken, hashToken, newToken } from '../security/tokens.js';
import { addSeconds } from '../time.js';
import type { AuthContext } from './context.js';
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

function toSession(user: UserRow, accessToken: string, refreshToken: string, issuedAt: Date): Session {
  const expiresIn = authRules.accessTokenTtlSeconds;
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: expiresIn,
    expires_at: Math.floor(issuedAt.getTime() / 1000) + expiresIn,
    token_type: 'bearer',
    user: toUser(user),
  };
}

/*
 * Refresh tokens read `<session id>.<family tag>.<secret part>`. The tag (keyed with AUTH_SECRET)
 * shows the token was issued for that session, so a token of any earlier generation still names
 * its session, and presenting one revokes it: reuse is detected for the whole family, not only
 * the generation just traded. The next pair is derived from the token traded, so two tabs that
 * trade the same token at once get the same pair.
 */
const tokenPart = /^[A-Za-z0-9_-]+$/;

function familyTag(secret: string, sessionId: string): string {
  return deriveToken(secret, 'refresh-family', sessionId).slice(0, 22);
}

function familyOf(secret: string, refreshToken: string): string | undefined {
  const [sessionId, tag, rest, extra] = refreshToken.split('.');
  if (!sessionId || !tag || !rest || extra !== undefined) return undefined;
  if (!z.uuid().safeParse(sessionId).success || !tokenPart.test(tag)) return undefined;
  return sameText(tag, familyTag(secret, sessionId)) ? sessionId : undefined;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function nextPair(secret: string, sessionId: string, traded: string) {
  return {
    accessToken: deriveToken(secret, 'refresh-next-access', traded),
    refreshToken: `${sessionId}.${familyTag(secret, sessionId)}.${deriveToken(secret, 'refresh-next', traded)}`,
  };
}

/** A provider-style session (password login, e-mail confirmation): short access token plus refresh token. */
export async function createRefreshableSession(db: Db, secret: string, now: Date, user: UserRow): Promise<Session> {
  const sessionId = randomUUID();
  const accessToken = newToken();
  const refreshToken = `${sessionId}.${familyTag(secret, sessionId)}.${newToken()}`;
  await db.insert(sessions).values({
    id: sessionId,
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

type SessionRow = typeof sessions.$inferSelect;

/** When the session's current pair was issued: its access token lives a fixed time from then. */
function pairIssuedAt(session: SessionRow): Date {
  return addSeconds(session.accessExpiresAt, -authRules.accessTokenTtlSeconds);
}

/**
 * Trades a refresh token for a new access and refresh token (rotation). Presenting a refresh
 * token of any earlier generation means two parties hold the session: it is revoked. The one
 * exception is the token just traded, within a few seconds of the trade and before any later
 * one: that is a second tab refreshing at the same moment, and it gets the same new pair.
 */
export async function refreshSession(
  ctx: Pick<AuthContext, 'db' | 'clock' | 'secret'>,
  refreshToken: string,
): Promise<Session> {
  const refused = () => new AppError('UNAUTHORIZED', authServerMessages.refreshInvalid);
  const now = ctx.clock.now();
  const presented = hashToken(refreshToken);
  const family = familyOf(ctx.secret, refreshToken);
  const load = () =>
    ctx.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        family
          ? eq(sessions.id, family)
          : // Tokens issued before they named their session: only the last two generations are known.
            or(eq(sessions.refreshTokenHash, presented), eq(sessions.previousRefreshTokenHash, presented)),
      );
  let [found] = await load();
  if (!found || found.session.revokedAt || !found.session.refreshExpiresAt || found.session.refreshExpiresAt <= now) {
    throw refused();
  }
  const next = nextPair(ctx.secret, found.session.id, refreshToken);
  if (found.session.refreshTokenHash === presented) {
    const [rotated] = await ctx.db
      .update(sessions)
      .set({
        accessTokenHash: hashToken(next.accessToken),
        accessExpiresAt: addSeconds(now, authRules.accessTokenTtlSeconds),
        refreshTokenHash: hashToken(next.refreshToken),
        previousRefreshTokenHash: presented,
      })
      .where(
        and(eq(sessions.id, found.session.id), eq(sessions.refreshTokenHash, presented), isNull(sessions.revokedAt)),
      )
      .returning({ id: sessions.id });
    if (rotated) return toSession(found.user, next.accessToken, next.refreshToken, now);
    // Another request traded the same token a moment ago; judge this one against its result.
    [found] = await load();
    if (!found) throw refused();
  }
  const { session } = found;
  const sameMoment =
    session.previousRefreshTokenHash === presented &&
    session.refreshTokenHash === hashToken(next.refreshToken) &&
    !session.revokedAt &&
    now.getTime() - pairIssuedAt(session).getTime() <= authRules.refreshReuseGraceSeconds * 1000;
  if (sameMoment) return toSession(found.user, next.accessToken, next.refreshToken, pairIssuedAt(session));
  await revokeSession(ctx.db, now, session.id);
  throw refused();
}
