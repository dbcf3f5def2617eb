/** The bearer token lives in local storage (spec section 3), under one key. */
const TOKEN_KEY = 'keepsake.authToken';

export function getAuthToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setAuthToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function clearAuthToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage can be blocked (private mode); there is nothing left to clear then.
  }
}
