import { localStore } from '@/lib/storage';
import { localKeys } from '@/lib/storage-keys';

/** The bearer token lives in local storage, under one key. */
export function getAuthToken(): string | null {
  return localStore.read(localKeys.authToken);
}

/** Throws when storage is blocked: a sign-in that cannot be kept must not look like one. */
export function setAuthToken(token: string): void {
  localStore.write(localKeys.authToken, token);
}

export function clearAuthToken(): void {
  localStore.remove(localKeys.authToken);
}
