import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '@/features/auth/lib/provider-session';
import { clearAuthToken, setAuthToken } from '@/lib/auth-token';
import { hasStoredSignIn } from './stored-sign-in';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('hasStoredSignIn', () => {
  beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it('is false in a browser that holds nothing', () => {
    expect(hasStoredSignIn()).toBe(false);
  });

  it('is true with a login token', () => {
    setAuthToken('token');
    expect(hasStoredSignIn()).toBe(true);
    clearAuthToken();
    expect(hasStoredSignIn()).toBe(false);
  });

  it('is true with a confirm-email session, even once its access token is gone', () => {
    saveSession({ access_token: 'access', refresh_token: 'refresh', expires_at: 2_000_000_000 });
    clearAuthToken();
    expect(hasStoredSignIn()).toBe(true);
    clearSession();
    expect(hasStoredSignIn()).toBe(false);
  });
});
