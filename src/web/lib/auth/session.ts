import { authEndpoints, type Session } from '@shared/api/auth';
import { timings } from '@/config/timings';
import { ApiError, request } from '@/lib/api';
import { clearAuthToken, setAuthToken } from './token';
import { localStore } from '@/lib/storage';
import { localKeys } from '@/lib/storage-keys';

/**
 * The provider-style session from e-mail confirmation. Its access token is the bearer token;
 * the refresh token and expiry sit beside it so the access token can be renewed before it lapses.
 */
interface StoredSession {
  refresh_token: string;
  /** Unix seconds. */
  expires_at: number;
}

/** Refresh when fewer than three checks remain before expiry (about 90 s at one check per 30 s). */
const refreshMarginMs = 3 * timings.sessionRefreshCheckMs;

export function saveSession(session: Pick<Session, 'access_token' | 'refresh_token' | 'expires_at'>): void {
  setAuthToken(session.access_token);
  const stored: StoredSession = { refresh_token: session.refresh_token, expires_at: session.expires_at };
  localStore.write(localKeys.session, JSON.stringify(stored));
}

export function readSession(): StoredSession | null {
  const value = localStore.readJson(localKeys.session);
  if (typeof value !== 'object' || value === null) return null;
  const { refresh_token, expires_at } = value as Partial<StoredSession>;
  if (typeof refresh_token !== 'string' || typeof expires_at !== 'number') return null;
  return { refresh_token, expires_at };
}

export function clearSession(): void {
  localStore.remove(localKeys.session);
}

export function isRefreshDue(session: StoredSession, nowMs: number): boolean {
  return session.expires_at * 1000 - nowMs < refreshMarginMs;
}

type RefreshOutcome = 'no-session' | 'fresh' | 'refreshed' | 'signed-out' | 'failed';

let inFlight: Promise<RefreshOutcome> | null = null;

async function refresh(session: StoredSession): Promise<RefreshOutcome> {
  try {
    saveSession(await request(authEndpoints.refresh, { body: { refresh_token: session.refresh_token } }));
    return 'refreshed';
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
      // Refresh tokens rotate: another tab may have used this one a moment ago and stored its successor.
      if (readSession()?.refresh_token !== session.refresh_token) return 'refreshed';
      clearSession();
      clearAuthToken();
      return 'signed-out';
    }
    console.error('Refreshing the session failed:', error);
    return 'failed';
  }
}

/**
 * Renews the session when it is close to expiry. Concurrent callers share one request, because
 * a rotated refresh token works once: a second request with it would end the session.
 */
export function refreshSessionIfDue(nowMs: number = Date.now()): Promise<RefreshOutcome> {
  if (inFlight) return inFlight;
  const session = readSession();
  if (!session) return Promise.resolve('no-session');
  if (!isRefreshDue(session, nowMs)) return Promise.resolve('fresh');
  inFlight = refresh(session).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
