import { useSyncExternalStore } from 'react';
import { localStore } from '@/lib/storage';
import { signInStorageKeys } from '@shared/stored-sign-in';

/**
 * Whether this browser holds a token or a session, i.e. whether there may be a user to load.
 * Apart from session.ts because that one brings the API client, which the landing page's
 * header must not load.
 */
export function hasStoredSignIn(): boolean {
  // The same keys the script before the first paint reads (shared/stored-sign-in.ts).
  return Object.values(signInStorageKeys).some((key) => localStore.read(key) !== null);
}

function subscribe(onChange: () => void): () => void {
  // Only other tabs fire 'storage'; a sign-in in this tab happens on pages that load queries anyway.
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** hasStoredSignIn, followed across tabs. */
export function useStoredSignIn(): boolean {
  // The build prerenders pages for nobody: they hydrate signed out, then follow the browser.
  return useSyncExternalStore(subscribe, hasStoredSignIn, () => false);
}
