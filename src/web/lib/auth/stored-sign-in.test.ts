import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@/test-support/memory-storage';
import { clearSession, saveSession } from './session';
import { clearAuthToken, setAuthToken } from './token';
import { hasStoredSignIn } from './stored-sign-in';

describe('hasStoredSignIn', () => {
  beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
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
