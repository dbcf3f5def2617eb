import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRules, rateLimits } from '../../shared/auth-rules';
import { resendWaitMessage } from '../../shared/messages';
import { latestCode, postJson, signUp, uniqueEmail, uniqueIp } from '../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { listOutbox } from '../mail/outbox-mailer';

/**
 * Requests refused by the resend wait do nothing, so they must not spend the address's hourly
 * quota either: otherwise a burst of them locks the owner out of codes for an hour.
 */
let now = new Date('2026-11-23T10:00:00Z').getTime();
const clock = { now: () => new Date(now) };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

const sendLoginCode = (email: string) =>
  postJson(testApp.app, '/api/auth/send-login-code', { email }, { remoteAddress: uniqueIp() });

describe('the resend wait and the hourly quota per address', () => {
  it('a burst refused by the resend wait does not lock the owner out', async () => {
    const { email } = await signUp(testApp.app, testApp.database, uniqueEmail('lockme'));
    const burst = [];
    for (let attempt = 0; attempt <= rateLimits.sendCodePerEmail.max; attempt += 1) {
      burst.push(await sendLoginCode(email));
    }
    expect(burst.map((response) => response.statusCode)).toEqual([200, 429, 429, 429, 429, 429]);
    for (const refused of burst.slice(1)) {
      expect(refused.json().error).toBe(resendWaitMessage(authRules.resendCooldownSeconds));
    }
    const mailed = await listOutbox(testApp.database.db, { to: email, limit: 50 });

    now += authRules.resendCooldownSeconds * 1000;
    const owner = await sendLoginCode(email);
    expect(owner.statusCode).toBe(200);
    expect(await listOutbox(testApp.database.db, { to: email, limit: 50 })).toHaveLength(mailed.length + 1);
    expect(await latestCode(testApp.database, email)).toMatch(/^\d{6}$/);
  });
});
