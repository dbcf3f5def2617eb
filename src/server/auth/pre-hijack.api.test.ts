import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authServerMessages } from '../../shared/messages';
import { bearer, latestCode, logIn, postJson, proofCookie, uniqueEmail, uniqueIp } from '../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { users } from '../db/schema';
import { listOutbox } from '../mail/outbox-mailer';
import { syncAdminRoles } from './users';

/**
 * Pre-registration: an attacker signs up with a password on someone else's address and waits for
 * the owner to prove the address another way (a login code, a sign-up code, a reset link). No
 * credential or name set before the address was proven may survive that proof, and an address
 * in ADMIN_EMAILS is not an admin until it is proven.
 */
const adminEmail = `boss-${Date.now()}@example.com`;
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { ADMIN_EMAILS: adminEmail } });
});
afterAll(() => testApp.close());

const post = (url: string, payload: unknown, extra = {}) =>
  postJson(testApp.app, url, payload, { remoteAddress: uniqueIp(), ...extra });
const me = (token: string) => testApp.app.inject({ method: 'GET', url: '/api/auth/user', ...bearer(token) });
const row = async (email: string) => (await testApp.database.db.select().from(users).where(eq(users.email, email)))[0];

const attackerPassword = 'attackerpw1';
async function preRegister(email: string) {
  const signup = await post('/api/auth/signup', {
    email,
    password: attackerPassword,
    firstName: 'Eve',
    lastName: 'Attacker',
  });
  expect(signup.statusCode).toBe(201);
}

describe("an unconfirmed password sign-up on someone else's address", () => {
  it('does not survive the owner signing in by code', async () => {
    const email = uniqueEmail('victim');
    await preRegister(email);
    const token = await logIn(testApp.app, testApp.database, email);

    const attacker = await post('/api/auth/login', { email, password: attackerPassword });
    expect(attacker.statusCode).toBe(401);
    expect(attacker.json()).toEqual({ error: authServerMessages.wrongPassword, code: expect.any(String) });
    const { user } = (await me(token)).json();
    expect(user).toMatchObject({ email, firstName: null, lastName: null, role: 'customer' });
    expect((await row(email))?.passwordHash).toBeNull();
  });

  it("never makes an admin of an unproven row, and the admin's greeting is not the attacker's name", async () => {
    await preRegister(adminEmail);
    expect((await row(adminEmail))?.role).toBe('customer');
    // A restart re-reads ADMIN_EMAILS; an unproven row stays a customer.
    await syncAdminRoles(testApp.database.db, new Set([adminEmail]));
    expect((await row(adminEmail))?.role).toBe('customer');

    const token = await logIn(testApp.app, testApp.database, adminEmail);
    const { user } = (await me(token)).json();
    expect(user.role).toBe('admin');
    expect(user.firstName).not.toBe('Eve');
    const attacker = await post('/api/auth/login', { email: adminEmail, password: attackerPassword });
    expect(attacker.statusCode).toBe(401);
    expect((await row(adminEmail))?.passwordHash).toBeNull();
  });

  it('does not survive the owner finishing a code sign-up started before the attacker', async () => {
    const email = uniqueEmail('racer');
    const ip = uniqueIp();
    await post('/api/auth/send-verification', { email }, { remoteAddress: ip });
    const verified = await post(
      '/api/auth/verify-code',
      { email, code: await latestCode(testApp.database, email) },
      { remoteAddress: ip },
    );
    await preRegister(email);
    const completed = await post(
      '/api/auth/complete-signup',
      { email, firstName: 'Olive', lastName: 'Owner' },
      { remoteAddress: ip, cookies: { keepsake_proof: proofCookie(verified) } },
    );
    expect(completed.statusCode).toBe(200);
    expect(completed.json().user).toMatchObject({ email, firstName: 'Olive', lastName: 'Owner' });
    expect((await post('/api/auth/login', { email, password: attackerPassword })).statusCode).toBe(401);
  });

  it("does not keep the attacker's names after the owner resets the password by link", async () => {
    const email = uniqueEmail('resetter');
    await preRegister(email);
    await post('/api/auth/forgot-password', { email });
    await testApp.jobs.runAll(testApp.jobRegistry);
    const mailed = await listOutbox(testApp.database.db, { to: email, limit: 10 });
    const resetMail = mailed.find((message) => /reset/i.test(message.subject));
    const resetToken = new URL(resetMail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    expect((await post('/api/auth/reset-password', { token: resetToken, password: 'owner pass 1' })).statusCode).toBe(
      200,
    );
    expect((await post('/api/auth/login', { email, password: attackerPassword })).statusCode).toBe(401);
    const login = await post('/api/auth/login', { email, password: 'owner pass 1' });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ firstName: null, lastName: null });
  });
});
