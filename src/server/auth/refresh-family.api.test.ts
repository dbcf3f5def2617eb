import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRules } from '../../shared/auth-rules';
import { authServerMessages } from '../../shared/messages';
import { bearer, latestLink, postJson, uniqueEmail, uniqueIp } from '../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

/**
 * Refresh tokens rotate. Any earlier generation presented again means two parties hold the
 * session, so the whole session ends; but two tabs refreshing the same token at the same moment
 * are one party, and neither is logged out.
 */
let now = new Date('2026-11-23T10:00:00Z').getTime();
const clock = { now: () => new Date(now) };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

const post = (url: string, payload: unknown) => postJson(testApp.app, url, payload, { remoteAddress: uniqueIp() });
const me = (token: string) => testApp.app.inject({ method: 'GET', url: '/api/auth/user', ...bearer(token) });
const refresh = (token: string) => post('/api/auth/refresh', { refresh_token: token });

/** A password account, confirmed, logged in: the provider-style session with a refresh token. */
async function passwordSession(): Promise<{ access_token: string; refresh_token: string }> {
  const email = uniqueEmail('tabs');
  const password = 'correct horse';
  await post('/api/auth/signup', { email, password, firstName: 'Tab', lastName: 'Two' });
  const link = await latestLink(testApp.database, email);
  const token = link.searchParams.get('token')!;
  const confirmed = await post('/api/auth/confirm', { token });
  expect(confirmed.statusCode).toBe(200);
  const login = await post('/api/auth/login', { email, password });
  expect(login.statusCode).toBe(200);
  return login.json();
}

describe('refresh token reuse', () => {
  it('replaying any earlier generation ends the session', async () => {
    const first = await passwordSession();
    const second = (await refresh(first.refresh_token)).json();
    now += 60_000;
    const third = (await refresh(second.refresh_token)).json();
    expect((await me(third.access_token)).statusCode).toBe(200);
    now += 60_000;

    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: authServerMessages.refreshInvalid, code: expect.any(String) });
    expect((await me(third.access_token)).statusCode).toBe(401);
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
  });

  it('replaying the token just traded, after the grace window, ends the session', async () => {
    const first = await passwordSession();
    const second = (await refresh(first.refresh_token)).json();
    now += (authRules.refreshReuseGraceSeconds + 1) * 1000;
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await me(second.access_token)).statusCode).toBe(401);
  });

  it('eight tabs refreshing one token at once all stay signed in', async () => {
    const session = await passwordSession();
    const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(session.refresh_token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const pairs = new Set(answers.map((answer) => `${answer.json().access_token} ${answer.json().refresh_token}`));
    expect(pairs.size).toBe(1);
    const next = answers[0]!.json();
    expect((await me(next.access_token)).statusCode).toBe(200);
    // The session goes on rotating normally afterwards.
    now += 60_000;
    const later = await refresh(next.refresh_token);
    expect(later.statusCode).toBe(200);
    expect((await me(later.json().access_token)).statusCode).toBe(200);
  });
});
