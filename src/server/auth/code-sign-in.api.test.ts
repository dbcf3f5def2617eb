import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRules } from '../../shared/auth-rules';
import { authMessages, authServerMessages } from '../../shared/messages';
import { bearer, latestCode, postJson, proofCookie, signUp, uniqueEmail, uniqueIp } from '../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { emailCodes, sessions, users } from '../db/schema';
import { listOutbox } from '../mail/outbox-mailer';

let now = new Date('2026-11-23T10:00:00Z').getTime();
const clock = { now: () => new Date(now) };
const advanceSeconds = (seconds: number) => {
  now += seconds * 1000;
};

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock, env: { ADMIN_EMAILS: 'Boss@Example.com' } });
});
afterAll(() => testApp.close());

/** One visitor: one client address, one inbox. */
function visitor(email = uniqueEmail()) {
  const ip = uniqueIp();
  const post = (url: string, payload: unknown, cookies?: Record<string, string>) =>
    postJson(testApp.app, url, payload, { remoteAddress: ip, ...(cookies ? { cookies } : {}) });
  return {
    email,
    post,
    sendSignupCode: () => post('/api/auth/send-verification', { email }),
    sendLoginCode: () => post('/api/auth/send-login-code', { email }),
    verify: (code: string) => post('/api/auth/verify-code', { email, code }),
    code: () => latestCode(testApp.database, email),
  };
}

describe('sign-up by e-mail code', () => {
  it('mails a six-digit code to a new address and keeps only its hash', async () => {
    const user = visitor();
    const response = await user.sendSignupCode();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isExistingUser: false, message: 'Verification code sent' });
    const code = await user.code();
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await testApp.database.db.select().from(emailCodes).where(eq(emailCodes.email, user.email));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.expiresAt.getTime()).toBe(now + authRules.codeTtlMinutes * 60_000);
  });

  it('tells an existing address it has an account and mails nothing', async () => {
    const { email } = await signUp(testApp.app, testApp.database);
    const before = await listOutbox(testApp.database.db, { to: email, limit: 50 });
    const response = await visitor(email).sendSignupCode();
    expect(response.json()).toMatchObject({ isExistingUser: true });
    expect(await listOutbox(testApp.database.db, { to: email, limit: 50 })).toHaveLength(before.length);
  });

  it('signs up: code, proof cookie, name, token, and the token reads the user', async () => {
    const user = visitor(`  Mixed.Case-${Date.now()}@Example.COM `);
    const email = user.email.trim().toLowerCase();
    await user.sendSignupCode();
    const verified = await postJson(
      testApp.app,
      '/api/auth/verify-code',
      { email, code: await latestCode(testApp.database, email) },
      { remoteAddress: uniqueIp() },
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ verified: true, isExistingUser: false });
    const cookie = verified.cookies.find((c) => c.name === 'keepsake_proof');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

    const completed = await user.post(
      '/api/auth/complete-signup',
      { email, firstName: ' Grace ', lastName: 'Hopper' },
      { keepsake_proof: cookie!.value },
    );
    expect(completed.statusCode).toBe(200);
    const { token, user: created } = completed.json();
    expect(created).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper', role: 'customer' });

    const me = await testApp.app.inject({ method: 'GET', url: '/api/auth/user', ...bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(email);
    const stored = await testApp.database.db.select().from(sessions);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('accepts a one-word name (the /signup name field) with no last name', async () => {
    const { token } = await signUp(testApp.app, testApp.database, uniqueEmail(), { firstName: 'Cher', lastName: '' });
    const me = await testApp.app.inject({ method: 'GET', url: '/api/auth/user', ...bearer(token) });
    expect(me.json().user).toMatchObject({ firstName: 'Cher', lastName: null });
  });

  it('makes the addresses in ADMIN_EMAILS admins', async () => {
    const { token } = await signUp(testApp.app, testApp.database, 'boss@example.com');
    const me = await testApp.app.inject({ method: 'GET', url: '/api/auth/user', ...bearer(token) });
    expect(me.json().user.role).toBe('admin');
  });
});

describe('nobody is signed in from an e-mail address alone', () => {
  it('refuses complete-login and complete-signup without a proof', async () => {
    const { email } = await signUp(testApp.app, testApp.database);
    const login = await visitor(email).post('/api/auth/complete-login', { email });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ error: authServerMessages.proofMissing, code: expect.any(String) });
    const signup = await visitor().post('/api/auth/complete-signup', { email: uniqueEmail(), firstName: 'A' });
    expect(signup.statusCode).toBe(401);
  });

  it('refuses a proof replayed after it was used', async () => {
    const user = visitor();
    await user.sendSignupCode();
    const proof = proofCookie(await user.verify(await user.code()));
    const first = await user.post(
      '/api/auth/complete-signup',
      { email: user.email, firstName: 'A' },
      { keepsake_proof: proof },
    );
    expect(first.statusCode).toBe(200);
    const replay = await user.post('/api/auth/complete-login', { email: user.email }, { keepsake_proof: proof });
    expect(replay.statusCode).toBe(401);
  });

  it("refuses one address's proof for another address", async () => {
    const user = visitor();
    await user.sendSignupCode();
    const proof = proofCookie(await user.verify(await user.code()));
    const other = uniqueEmail();
    const response = await user.post(
      '/api/auth/complete-signup',
      { email: other, firstName: 'A' },
      { keepsake_proof: proof },
    );
    expect(response.statusCode).toBe(401);
    expect(await testApp.database.db.select().from(users).where(eq(users.email, other))).toEqual([]);
  });

  it('refuses a proof older than its lifetime', async () => {
    const user = visitor();
    await user.sendSignupCode();
    const proof = proofCookie(await user.verify(await user.code()));
    advanceSeconds(authRules.proofTtlMinutes * 60 + 1);
    const response = await user.post(
      '/api/auth/complete-signup',
      { email: user.email, firstName: 'A' },
      { keepsake_proof: proof },
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('checking codes', () => {
  it('says Invalid verification code for a wrong code', async () => {
    const user = visitor();
    await user.sendSignupCode();
    const code = await user.code();
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await user.verify(wrong);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: authMessages.invalidCode, code: expect.any(String) });
  });

  it('refuses the sixth try even with the right code', async () => {
    const user = visitor();
    await user.sendSignupCode();
    const code = await user.code();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= authRules.codeMaxWrongAttempts; attempt += 1) {
      expect((await user.verify(wrong)).statusCode).toBe(400);
    }
    const sixth = await user.verify(code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({ error: authServerMessages.codeExhausted, code: expect.any(String) });
    expect(sixth.cookies).toEqual([]);
  });

  it('refuses an expired code', async () => {
    const user = visitor();
    await user.sendSignupCode();
    const code = await user.code();
    advanceSeconds(authRules.codeTtlMinutes * 60);
    const response = await user.verify(code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: authServerMessages.codeExpired, code: expect.any(String) });
  });

  it('uses a code up: the same code cannot verify twice', async () => {
    const user = visitor();
    await user.sendSignupCode();
    const code = await user.code();
    expect((await user.verify(code)).statusCode).toBe(200);
    expect((await user.verify(code)).statusCode).toBe(400);
  });

  it('validates the code and the address with the spec messages', async () => {
    const user = visitor();
    const letters = await user.post('/api/auth/verify-code', { email: user.email, code: '12ab56' });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().error).toContain('Code must contain only numbers');
    const short = await user.post('/api/auth/verify-code', { email: user.email, code: '123' });
    expect(short.json().error).toContain('Code must be 6 digits');
    const badEmail = await user.post('/api/auth/send-verification', { email: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error).toContain('Please enter a valid email address');
  });
});

describe('resending and rate limits', () => {
  it('waits 60 s between codes for one address, then replaces the old code', async () => {
    const user = visitor();
    await user.sendSignupCode();
    const first = await user.code();
    advanceSeconds(20);
    const early = await user.sendSignupCode();
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      error: 'Please wait 40 seconds before requesting another code.',
      code: expect.any(String),
    });
    expect(early.headers['retry-after']).toBe('40');
    advanceSeconds(40);
    expect((await user.sendSignupCode()).statusCode).toBe(200);
    const second = await user.code();
    if (second !== first) expect((await user.verify(first)).statusCode).toBe(400);
    expect((await user.verify(second)).statusCode).toBe(200);
  });

  it('limits codes per address to 5 an hour', async () => {
    const user = visitor();
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await user.sendSignupCode()).statusCode).toBe(200);
      advanceSeconds(authRules.resendCooldownSeconds);
    }
    const sixth = await user.sendSignupCode();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });

  it('limits codes per client address to 20 an hour, whatever the addresses', async () => {
    const ip = uniqueIp();
    for (let sent = 0; sent < 20; sent += 1) {
      const response = await postJson(
        testApp.app,
        '/api/auth/send-verification',
        { email: uniqueEmail() },
        { remoteAddress: ip },
      );
      expect(response.statusCode).toBe(200);
    }
    const refused = await postJson(
      testApp.app,
      '/api/auth/send-verification',
      { email: uniqueEmail() },
      { remoteAddress: ip },
    );
    expect(refused.statusCode).toBe(429);
  });

  it('limits code checks per address, across client addresses', async () => {
    const user = visitor();
    await user.sendSignupCode();
    let last = 0;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      last = (
        await postJson(
          testApp.app,
          '/api/auth/verify-code',
          { email: user.email, code: '999999' },
          { remoteAddress: uniqueIp() },
        )
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('login by e-mail code', () => {
  it('sends a login code to an existing account and signs in with it', async () => {
    const { email } = await signUp(testApp.app, testApp.database);
    advanceSeconds(authRules.resendCooldownSeconds);
    const user = visitor(email);
    expect((await user.sendLoginCode()).statusCode).toBe(200);
    const verified = await user.verify(await user.code());
    expect(verified.json()).toEqual({ verified: true, isExistingUser: true });
    const completed = await user.post('/api/auth/complete-login', { email }, { keepsake_proof: proofCookie(verified) });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().user.email).toBe(email);
  });

  it('answers an unknown address with 404 and a way forward', async () => {
    const response = await visitor().sendLoginCode();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: authServerMessages.noAccount, code: expect.any(String) });
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const { token } = await signUp(testApp.app, testApp.database);
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', ...bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true });
    const me = await testApp.app.inject({ method: 'GET', url: '/api/auth/user', ...bearer(token) });
    expect(me.statusCode).toBe(401);
  });

  it('refuses unknown, malformed and missing tokens with 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: 'Basic abc' }]) {
      const me = await testApp.app.inject({ method: 'GET', url: '/api/auth/user', headers });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ error: authServerMessages.notSignedIn, code: expect.any(String) });
    }
  });

  it('expires a token after its lifetime', async () => {
    const { token } = await signUp(testApp.app, testApp.database);
    advanceSeconds(authRules.sessionTtlDays * 86_400);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/auth/user', ...bearer(token) });
    expect(me.statusCode).toBe(401);
  });
});
