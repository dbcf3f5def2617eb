import { useSyncExternalStore } from 'react';
import { getAuthToken } from '@/lib/auth-token';

/**
 * The key provider-session.ts stores a confirm-email session under. Read here directly because
 * importing that module would bring the API client onto the landing page's path; the unit
 * test checks the two agree.
 */
const sessionKey = 'keepsake.session';

/** Whether this browser holds a token or a session, i.e. whether there may be a user to load. */
export function hasStoredSignIn(): boolean {
  if (getAuthToken() !== null) return true;
  try {
    return window.localStorage.getItem(sessionKey) !== null;
  } catch {
    // Blocked storage holds no session.
    return false;
  }
}

function subscribe(onChange: () => void): () => void {
  // Only other tabs fire 'storage'; a sign-in in this tab happens on pages that load queries anyway.
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** hasStoredSignIn, followed across tabs. */
export function useStoredSignIn(): boolean {
  return useSyncExternalStore(subscribe, hasStoredSignIn);
}
