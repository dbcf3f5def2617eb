import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@/test-support/memory-storage';
import { isRefreshDue, readSession, refreshSessionIfDue, saveSession } from './session';

const storage = new Map<string, string>();

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage(Infinity, storage));
});

afterEach(() => {
  storage.clear();
  vi.unstubAllGlobals();
});

const nowMs = 1_900_000_000_000;
const expiringIn = (seconds: number) => ({ refresh_token: 'r1', expires_at: nowMs / 1000 + seconds });

function sessionJson(refreshToken: string) {
  return JSON.stringify({
    access_token: `access-${refreshToken}`,
    refresh_token: refreshToken,
    expires_in: 3600,
    expires_at: nowMs / 1000 + 3600,
    token_type: 'bearer',
    user: { id: 'u', email: 'a@example.com', firstName: null, lastName: null, role: 'customer' },
  });
}

describe('isRefreshDue (under three 30 s ticks left)', () => {
  it('refreshes within 90 seconds of expiry, not before', () => {
    expect(isRefreshDue(expiringIn(91), nowMs)).toBe(false);
    expect(isRefreshDue(expiringIn(89), nowMs)).toBe(true);
    expect(isRefreshDue(expiringIn(-5), nowMs)).toBe(true);
  });
});

describe('refreshSessionIfDue', () => {
  it('does nothing without a session or far from expiry', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(refreshSessionIfDue(nowMs)).resolves.toBe('no-session');
    saveSession({ access_token: 'a0', refresh_token: 'r0', expires_at: nowMs / 1000 + 600 });
    await expect(refreshSessionIfDue(nowMs)).resolves.toBe('fresh');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the rotated tokens, and sends one request for concurrent callers', async () => {
    saveSession({ access_token: 'a0', refresh_token: 'r0', expires_at: nowMs / 1000 + 30 });
    const fetchMock = vi.fn(async () => new Response(sessionJson('r1'), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const outcomes = await Promise.all([refreshSessionIfDue(nowMs), refreshSessionIfDue(nowMs)]);
    expect(outcomes).toEqual(['refreshed', 'refreshed']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"refresh_token":"r0"}');
    expect(readSession()?.refresh_token).toBe('r1');
    expect(storage.get('keepsake.authToken')).toBe('access-r1');
  });

  it('forgets token and session when the refresh token is refused', async () => {
    saveSession({ access_token: 'a0', refresh_token: 'r0', expires_at: nowMs / 1000 + 30 });
    vi.stubGlobal('fetch', async () => new Response('{"error":"expired"}', { status: 401 }));
    await expect(refreshSessionIfDue(nowMs)).resolves.toBe('signed-out');
    expect(readSession()).toBeNull();
    expect(storage.get('keepsake.authToken')).toBeUndefined();
  });

  it('keeps the session on a passing failure (offline, 5xx) and tries again later', async () => {
    saveSession({ access_token: 'a0', refresh_token: 'r0', expires_at: nowMs / 1000 + 30 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', async () => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(refreshSessionIfDue(nowMs)).resolves.toBe('failed');
    expect(readSession()?.refresh_token).toBe('r0');
  });
});
