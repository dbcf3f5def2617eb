import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../shared/auth-rules';
import { authServerMessages, tooManyRequestsMessage } from '../../shared/messages';
import { latestCode, latestLink, postJson, uniqueEmail, uniqueIp } from '../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { users } from '../db/schema';
import { listOutbox } from '../mail/outbox-mailer';

/**
 * The limits of src/shared/auth-rules.ts as an attacker meets them: past the limit the answer is
 * 429 with the wait in words and in Retry-After, and the request does nothing, even when it
 * carries the right password or code.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** Tests that hash many passwords; slow when the whole suite runs at once. */
const slowTimeout = 120_000;

const post = (url: string, payload: unknown, ip = uniqueIp()) =>
  postJson(testApp.app, url, payload, { remoteAddress: ip });

type Injected = Awaited<ReturnType<typeof post>>;

/** A refusal by a rate limit: 429, the spec-style wait message, and a Retry-After that matches it. */
function expectTooMany(response: Injected, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  const wait = Number(response.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
  expect(response.json()).toEqual({ error: tooManyRequestsMessage(wait), code: expect.any(String) });
  // The window began during this test, so most of it is left, and the wait reads in minutes.
  expect(wait).toBeGreaterThan(windowSeconds / 2);
  expect(response.json().error).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
}

/** A password account whose address is confirmed, so the right password logs in. */
async function confirmedPasswordAccount(password = 'correct horse') {
  const email = uniqueEmail('pw');
  const signup = await post('/api/auth/signup', { email, password, firstName: 'Pat', lastName: 'Doe' });
  expect(signup.statusCode).toBe(201);
  const link = await latestLink(testApp.database, email);
  await post('/api/auth/confirm', { token: link.searchParams.get('token') });
  expect((await post('/api/auth/login', { email, password })).statusCode).toBe(200);
  return { email, password };
}

describe('password login', () => {
  it(
    `allows ${rateLimits.passwordLoginPerEmail.max} tries per address, then refuses even the right password`,
    async () => {
      const { email, password } = await confirmedPasswordAccount();
      // One success above; the rest are a guesser spread over many client addresses.
      for (let attempt = 1; attempt < rateLimits.passwordLoginPerEmail.max; attempt += 1) {
        expect((await post('/api/auth/login', { email, password: `guess-${attempt}` })).statusCode).toBe(401);
      }
      const refused = await post('/api/auth/login', { email, password });
      expectTooMany(refused, rateLimits.passwordLoginPerEmail.windowSeconds);
      expect(refused.body).not.toContain('access_token');
    },
    slowTimeout,
  );

  it(
    `allows ${rateLimits.passwordLoginPerClient.max} tries per client address, whatever the addresses`,
    async () => {
      const { email, password } = await confirmedPasswordAccount();
      const ip = uniqueIp();
      // All at once, as a guesser would send them: each costs a password check, and the checks
      // share the hashing slots, so one after another would take minutes on a busy machine.
      const wrong = await Promise.all(
        Array.from({ length: rateLimits.passwordLoginPerClient.max }, () =>
          post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'whatever1' }, ip),
        ),
      );
      for (const answer of wrong) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual({ error: authServerMessages.wrongPassword, code: expect.any(String) });
      }
      const refused = await post('/api/auth/login', { email, password }, ip);
      expectTooMany(refused, rateLimits.passwordLoginPerClient.windowSeconds);
      // Another client address still logs the account in.
      expect((await post('/api/auth/login', { email, password })).statusCode).toBe(200);
    },
    slowTimeout,
  );
});

describe('password reset request', () => {
  it(`mails at most ${rateLimits.passwordResetPerEmail.max} links an hour to one address`, async () => {
    const { email } = await confirmedPasswordAccount();
    for (let sent = 0; sent < rateLimits.passwordResetPerEmail.max; sent += 1) {
      expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    }
    await testApp.jobs.runAll(testApp.jobRegistry);
    const mailed = await listOutbox(testApp.database.db, { to: email, limit: 50 });
    const refused = await post('/api/auth/forgot-password', { email });
    expectTooMany(refused, rateLimits.passwordResetPerEmail.windowSeconds);
    await testApp.jobs.runAll(testApp.jobRegistry);
    expect(await listOutbox(testApp.database.db, { to: email, limit: 50 })).toHaveLength(mailed.length);
  });

  it(`answers at most ${rateLimits.passwordResetPerClient.max} requests an hour from one client address`, async () => {
    const ip = uniqueIp();
    for (let sent = 0; sent < rateLimits.passwordResetPerClient.max; sent += 1) {
      expect((await post('/api/auth/forgot-password', { email: uniqueEmail('any') }, ip)).statusCode).toBe(200);
    }
    const { email } = await confirmedPasswordAccount();
    const mailed = await listOutbox(testApp.database.db, { to: email, limit: 50 });
    expectTooMany(
      await post('/api/auth/forgot-password', { email }, ip),
      rateLimits.passwordResetPerClient.windowSeconds,
    );
    await testApp.jobs.runAll(testApp.jobRegistry);
    expect(await listOutbox(testApp.database.db, { to: email, limit: 50 })).toHaveLength(mailed.length);
  });
});

describe('password sign-up', () => {
  it(
    `creates at most ${rateLimits.signupPerClient.max} accounts an hour from one client address`,
    async () => {
      const ip = uniqueIp();
      const account = (email: string) => ({ email, password: 'correct horse', firstName: 'Pat', lastName: 'Doe' });
      for (let created = 0; created < rateLimits.signupPerClient.max; created += 1) {
        expect((await post('/api/auth/signup', account(uniqueEmail('bulk')), ip)).statusCode).toBe(201);
      }
      const email = uniqueEmail('one-too-many');
      expectTooMany(await post('/api/auth/signup', account(email), ip), rateLimits.signupPerClient.windowSeconds);
      expect(await testApp.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      expect(await listOutbox(testApp.database.db, { to: email, limit: 5 })).toEqual([]);
    },
    slowTimeout,
  );
});

describe('code check', () => {
  it(`allows ${rateLimits.verifyPerClient.max} checks per client address, then refuses even the right code`, async () => {
    const ip = uniqueIp();
    // A guesser trying codes for many addresses from one client address.
    for (let attempt = 0; attempt < rateLimits.verifyPerClient.max; attempt += 1) {
      const guess = await post('/api/auth/verify-code', { email: uniqueEmail('guess'), code: '123456' }, ip);
      expect(guess.statusCode).toBe(400);
    }
    const email = uniqueEmail('victim');
    expect((await post('/api/auth/send-verification', { email })).statusCode).toBe(200);
    const code = await latestCode(testApp.database, email);

    const refused = await post('/api/auth/verify-code', { email, code }, ip);
    expectTooMany(refused, rateLimits.verifyPerClient.windowSeconds);
    expect(refused.cookies.find((cookie) => cookie.name === 'keepsake_proof')).toBeUndefined();
    // The code was not used up by the refused check: from another client address it still works.
    expect((await post('/api/auth/verify-code', { email, code })).statusCode).toBe(200);
  });
});
