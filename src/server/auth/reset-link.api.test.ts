import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authServerMessages } from '../../shared/messages';
import { paths } from '../../shared/routes';
import { bearer, latestLink, postJson, signUp, uniqueIp } from '../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

/**
 * A reset link in the provider style carries the token in the URL fragment
 * (/reset-password#access_token=…&type=recovery); the browser reads it there and posts it with
 * isSupabaseToken: true. The server must accept it like the ?token= link.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const post = (url: string, payload: unknown) => postJson(testApp.app, url, payload, { remoteAddress: uniqueIp() });
const me = (token: string) => testApp.app.inject({ method: 'GET', url: '/api/auth/user', ...bearer(token) });

/**
 * The mailed token moved into a provider-style fragment, then read back from the page address as
 * /reset-password does (src/web/features/auth/lib/link-tokens.ts): the fragment's access_token,
 * flagged isSupabaseToken.
 */
async function fragmentLinkToken(email: string): Promise<{ token: string; isSupabaseToken: true }> {
  expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
  await testApp.jobs.runAll(testApp.jobRegistry);
  const mailed = (await latestLink(testApp.database, email)).searchParams.get('token');
  expect(mailed).toBeTruthy();
  const fragment = new URLSearchParams({ access_token: mailed!, type: 'recovery' });
  const page = new URL(`${paths.resetPassword}#${fragment}`, testApp.config.publicUrl);
  expect(page.search).toBe('');
  const token = new URLSearchParams(page.hash.slice(1)).get('access_token');
  expect(token).toBe(mailed);
  return { token: token!, isSupabaseToken: true };
}

describe('reset password with the token from the URL fragment', () => {
  it('sets the new password, ends the old sessions, and the link works once', async () => {
    const { email, token: oldSession } = await signUp(testApp.app, testApp.database);
    const link = await fragmentLinkToken(email);

    const reset = await post('/api/auth/reset-password', { ...link, password: 'fragment pass 1' });
    expect(reset.statusCode).toBe(200);
    expect((await me(oldSession)).statusCode).toBe(401);
    const login = await post('/api/auth/login', { email, password: 'fragment pass 1' });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ user: { email } });

    const again = await post('/api/auth/reset-password', { ...link, password: 'fragment pass 2' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: authServerMessages.resetTokenInvalid, code: expect.any(String) });
    expect((await post('/api/auth/login', { email, password: 'fragment pass 2' })).statusCode).toBe(401);
  });

  it('refuses a fragment token the server never issued, and changes nothing', async () => {
    const { email } = await signUp(testApp.app, testApp.database);
    const link = await fragmentLinkToken(email);
    const forged = await post('/api/auth/reset-password', {
      token: `${link.token}x`,
      isSupabaseToken: true,
      password: 'forged pass 1',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: authServerMessages.resetTokenInvalid, code: expect.any(String) });
    expect((await post('/api/auth/login', { email, password: 'forged pass 1' })).statusCode).toBe(401);
  });
});

describe('using one reset link', () => {
  async function mailedResetToken(email: string): Promise<string> {
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    await testApp.jobs.runAll(testApp.jobRegistry);
    return (await latestLink(testApp.database, email)).searchParams.get('token')!;
  }

  it('ends every other outstanding reset link of the account', async () => {
    const { email } = await signUp(testApp.app, testApp.database);
    const first = await mailedResetToken(email);
    const second = await mailedResetToken(email);
    expect(second).not.toBe(first);

    expect((await post('/api/auth/reset-password', { token: second, password: 'second pass 1' })).statusCode).toBe(200);
    const stale = await post('/api/auth/reset-password', { token: first, password: 'first pass 1' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ error: authServerMessages.resetTokenInvalid, code: expect.any(String) });
    expect((await post('/api/auth/login', { email, password: 'first pass 1' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'second pass 1' })).statusCode).toBe(200);
  });
});

describe('checking a reset link when its page opens', () => {
  it('says whether the link still works, without using it up', async () => {
    const { email } = await signUp(testApp.app, testApp.database);
    const { token } = await fragmentLinkToken(email);
    for (let look = 0; look < 2; look += 1) {
      const live = await post('/api/auth/reset-password/check', { token });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ valid: true });
    }
    expect((await post('/api/auth/reset-password', { token, password: 'checked pass 1' })).statusCode).toBe(200);
    const used = await post('/api/auth/reset-password/check', { token });
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({ error: authServerMessages.resetTokenInvalid, code: expect.any(String) });
    const unknown = await post('/api/auth/reset-password/check', { token: 'never-issued' });
    expect(unknown.statusCode).toBe(400);
  });
});
