import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@/test-support/memory-storage';
import { appShellTexts } from '@shared/messages';
import { ApiError, apiRequest, errorMessageFrom, getQueryFn } from './api';

describe('errorMessageFrom (the generic request failure message)', () => {
  it('prefers the error field, then the message field, then the text, then the status text', () => {
    expect(errorMessageFrom({ error: 'E', message: 'M' }, 'T', 'S')).toBe('E');
    expect(errorMessageFrom({ message: 'M' }, 'T', 'S')).toBe('M');
    expect(errorMessageFrom(undefined, 'plain text', 'S')).toBe('plain text');
    expect(errorMessageFrom(undefined, '', 'Bad Gateway')).toBe('Bad Gateway');
    expect(errorMessageFrom(undefined, '', '')).toBe(appShellTexts.requestFailed);
  });
});

describe('apiRequest', () => {
  const storage = new Map<string, string>();
  vi.stubGlobal('localStorage', new MemoryStorage(Infinity, storage));
  afterEach(() => {
    storage.clear();
    vi.unstubAllGlobals();
  });

  it('sends the stored token as a Bearer header with credentials and a JSON body', async () => {
    storage.set('keepsake.authToken', 'tok123');
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('POST', '/api/thing', { a: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/thing');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok123', 'content-type': 'application/json' });
    expect(init.body).toBe('{"a":1}');
  });

  it('fails on a non-OK answer with the server message', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"error":"Nope"}', { status: 400, statusText: 'Bad Request' }));
    await expect(apiRequest('GET', '/api/thing')).rejects.toEqual(new ApiError(400, 'Nope', { error: 'Nope' }));
  });

  it('lets the default query yield null on 401 when configured to', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/x'] })).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/x'] })).rejects.toThrow('Unauthorized');
  });
});
