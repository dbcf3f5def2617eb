import { sessionStore } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';

/**
 * Where a signed-out visitor was headed (e.g. /account/billing) before being sent to sign up:
 * the sign-up and login flows go there once they finish, instead of the card flow's default.
 * Kept in this tab's session storage with a time limit, so a stale wish cannot hijack a later
 * login that started from somewhere else.
 */
const RETURN_TO_TTL_MS = 30 * 60 * 1000;

interface StoredReturnTo {
  path: string;
  at: number;
}

/** Only a path on this site: '/x', never '//host' or 'https://…', which would leave it. */
export function isSafeReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function rememberReturnTo(path: string, now: number = Date.now()): void {
  if (!isSafeReturnPath(path)) return;
  try {
    sessionStore.write(sessionKeys.returnTo, JSON.stringify({ path, at: now } satisfies StoredReturnTo));
  } catch {
    // Blocked storage: the visitor lands on the flow's default page instead.
  }
}

/** Reads the remembered path, if still fresh and safe, and forgets it: it is used once. */
export function takeReturnTo(now: number = Date.now()): string | null {
  const value = sessionStore.readJson(sessionKeys.returnTo);
  sessionStore.remove(sessionKeys.returnTo);
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Partial<StoredReturnTo>;
  if (typeof stored.path !== 'string' || typeof stored.at !== 'number') return null;
  if (now - stored.at > RETURN_TO_TTL_MS || now < stored.at) return null;
  return isSafeReturnPath(stored.path) ? stored.path : null;
}
