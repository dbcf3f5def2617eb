import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@/test-support/memory-storage';
import { isSafeReturnPath, rememberReturnTo, takeReturnTo } from './return-to';

const storage = new Map<string, string>();

beforeEach(() => {
  vi.stubGlobal('sessionStorage', new MemoryStorage(Infinity, storage));
});

afterEach(() => {
  storage.clear();
  vi.unstubAllGlobals();
});

const now = 1_900_000_000_000;

describe('the page a signed-out visitor asked for', () => {
  it('is given back once, after sign-in', () => {
    rememberReturnTo('/account/billing?x=1', now);
    expect(takeReturnTo(now + 60_000)).toBe('/account/billing?x=1');
    expect(takeReturnTo(now + 60_000)).toBeNull();
  });

  it('is forgotten after half an hour, so a later login goes where it normally would', () => {
    rememberReturnTo('/account', now);
    expect(takeReturnTo(now + 31 * 60_000)).toBeNull();
  });

  it('never leads off the site', () => {
    for (const path of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'account']) {
      expect(isSafeReturnPath(path), path).toBe(false);
      rememberReturnTo(path, now);
      expect(takeReturnTo(now), path).toBeNull();
    }
    storage.set('returnTo', JSON.stringify({ path: '//evil.example', at: now }));
    expect(takeReturnTo(now)).toBeNull();
  });

  it('ignores a damaged entry', () => {
    storage.set('returnTo', '{not json');
    expect(takeReturnTo(now)).toBeNull();
    storage.set('returnTo', JSON.stringify({ path: 5, at: now }));
    expect(takeReturnTo(now)).toBeNull();
  });
});
