import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRules } from '../../shared/auth-rules';
import { authServerMessages } from '../../shared/messages';
import { paths } from '../../shared/routes';
import { bearer, latestLink, postJson, signUp, uniqueEmail, uniqueIp } from '../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { listOutbox } from '../mail/outbox-mailer';

let now = new Date('2026-11-23T10:00:00Z').getTime();
const clock = { now: () => new Date(now) };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

const post = (url: string, payload: unknown) => postJson(testApp.app, url, payload, { remoteAddress: uniqueIp() });
const me = (token: string) => testApp.app.inject({ method: 'GET', url: '/api/auth/user', ...bearer(token) });

async function passwordSignup(email = uniqueEmail(), password = 'correct horse') {
  const response = await post('/api/auth/signup', {
    email,
    password,
    firstName: 'Pat',
    lastName: 'Doe',
    username: email,
  });
  return { response, email, password };
}

/**
 * The mailed link opens the /confirm-email page; nothing is confirmed until the person there
 * clicks the button, which posts the link's token.
 */
async function confirm(email: string) {
  const link = await latestLink(testApp.database, email);
  expect(link.pathname).toBe(paths.confirmEmail);
  const token = link.searchParams.get('token')!;
  return { token, response: await post('/api/auth/confirm', { token }) };
}

describe('password sign-up and e-mail confirmation', () => {
  it('creates the account, mails a confirmation link, and refuses login until it is followed', async () => {
    const { response, email, password } = await passwordSignup();
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      user: { email, firstName: 'Pat' },
      message: authServerMessages.signupEmailSent,
    });
    const early = await post('/api/auth/login', { email, password });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ error: authServerMessages.emailNotConfirmed, code: expect.any(String) });

    const { response: confirmed } = await confirm(email);
    expect(confirmed.statusCode).toBe(200);
    const session = confirmed.json();
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: authRules.accessTokenTtlSeconds });
    expect((await me(session.access_token)).json().user.email).toBe(email);

    const login = await post('/api/auth/login', { email, password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ token_type: 'bearer', user: { email } });
    expect(login.json().token).toBe(login.json().access_token);
  });

  it('confirms by the click once only', async () => {
    const { email } = await passwordSignup();
    const { token } = await confirm(email);
    const again = await post('/api/auth/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: authServerMessages.confirmationInvalid, code: expect.any(String) });
  });

  it('a GET of the link (a mail scanner, a link sent before) confirms nothing and mints no session', async () => {
    const { email, password } = await passwordSignup();
    const link = await latestLink(testApp.database, email);
    const token = link.searchParams.get('token')!;
    for (const url of [`${link.pathname}${link.search}`, `/api/auth/confirm?token=${encodeURIComponent(token)}`]) {
      const fetched = await testApp.app.inject({ method: 'GET', url });
      expect(fetched.body).not.toContain('access_token');
      expect(String(fetched.headers.location ?? '')).not.toContain('access_token');
    }
    // The old API link now leads to the page that asks for the click.
    const old = await testApp.app.inject({
      method: 'GET',
      url: `/api/auth/confirm?token=${encodeURIComponent(token)}`,
    });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(`${paths.confirmEmail}?token=${encodeURIComponent(token)}`);
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(403);
    // The person's own click still works.
    expect((await post('/api/auth/confirm', { token })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(200);
  });

  it('refuses an address that already has an account with 409', async () => {
    const { email } = await signUp(testApp.app, testApp.database);
    const { response } = await passwordSignup(email);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: authServerMessages.accountExists, code: expect.any(String) });
  });

  it('refuses a short password with the spec message', async () => {
    const { response } = await passwordSignup(uniqueEmail(), '12345');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('Password must be at least 6 characters long.');
  });
});

describe('password login and refresh', () => {
  async function confirmedAccount() {
    const { email, password } = await passwordSignup();
    await confirm(email);
    return { email, password };
  }

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const { email } = await confirmedAccount();
    const wrong = await post('/api/auth/login', { email, password: 'not it at all' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail(), password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('rotates refresh tokens, and a replayed one ends the session', async () => {
    const { email, password } = await confirmedAccount();
    const session = (await post('/api/auth/login', { email, password })).json();
    const refreshed = await post('/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json();
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect((await me(next.access_token)).statusCode).toBe(200);
    expect((await me(session.access_token)).statusCode).toBe(401);

    // Past the moment two tabs may refresh together, the traded token is a stolen one.
    now += (authRules.refreshReuseGraceSeconds + 1) * 1000;
    const replay = await post('/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: authServerMessages.refreshInvalid, code: expect.any(String) });
    // Someone else held the old token: the current one is revoked too.
    expect((await me(next.access_token)).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refresh_token: next.refresh_token })).statusCode).toBe(401);
  });

  it('expires the access token after an hour', async () => {
    const { email, password } = await confirmedAccount();
    const session = (await post('/api/auth/login', { email, password })).json();
    now += authRules.accessTokenTtlSeconds * 1000;
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refresh_token: session.refresh_token })).statusCode).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for unknown and known addresses, and mails only the known one', async () => {
    const { email } = await signUp(testApp.app, testApp.database);
    const stranger = uniqueEmail();
    const known = await post('/api/auth/forgot-password', { email });
    const unknown = await post('/api/auth/forgot-password', { email: stranger });
    await testApp.jobs.runAll(testApp.jobRegistry);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await listOutbox(testApp.database.db, { to: stranger, limit: 5 })).toEqual([]);
    const link = await latestLink(testApp.database, email);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('token')).toBeTruthy();
  });

  it('sets the new password, ends every session, and works once', async () => {
    const { email, token: oldSession } = await signUp(testApp.app, testApp.database);
    await post('/api/auth/forgot-password', { email });
    await testApp.jobs.runAll(testApp.jobRegistry);
    const token = (await latestLink(testApp.database, email)).searchParams.get('token')!;
    const reset = await post('/api/auth/reset-password', { token, password: 'brand new pass', isSupabaseToken: false });
    expect(reset.statusCode).toBe(200);
    expect((await me(oldSession)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'brand new pass' })).statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', { token, password: 'another pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: authServerMessages.resetTokenInvalid, code: expect.any(String) });
  });

  it('refuses a reset link older than an hour', async () => {
    const { email } = await signUp(testApp.app, testApp.database);
    await post('/api/auth/forgot-password', { email });
    await testApp.jobs.runAll(testApp.jobRegistry);
    const token = (await latestLink(testApp.database, email)).searchParams.get('token')!;
    now += authRules.resetTokenTtlMinutes * 60_000;
    const response = await post('/api/auth/reset-password', { token, password: 'too late now' });
    expect(response.statusCode).toBe(400);
  });
});
