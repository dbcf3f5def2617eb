import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authServerMessages } from '../../shared/messages';
import { postJson, signUp, uniqueEmail, uniqueIp } from '../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { listOutbox } from '../mail/outbox-mailer';
import { passwordHashing } from '../security/tokens';

/**
 * Whether an address has an account must not show in how long the password login or the
 * forgot-password request takes. Wall-clock timing is too noisy to test on a shared machine, so
 * these tests check the mechanism: the same work on the request path either way.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const post = (url: string, payload: unknown) => postJson(testApp.app, url, payload, { remoteAddress: uniqueIp() });

describe('password login', () => {
  it('checks a password for an unknown address and for an account without one, like for a wrong one', async () => {
    const { email: codeOnly } = await signUp(testApp.app, testApp.database);
    for (const email of [uniqueEmail('nobody'), codeOnly]) {
      const before = passwordHashing.stats().completed;
      const response = await post('/api/auth/login', { email, password: 'whatever1' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: authServerMessages.wrongPassword, code: expect.any(String) });
      expect(passwordHashing.stats().completed - before).toBe(1);
    }
  });
});

describe('forgot password', () => {
  it('answers known and unknown addresses alike and mails the link off the request path', async () => {
    const { email } = await signUp(testApp.app, testApp.database);
    const stranger = uniqueEmail('stranger');
    const before = (await listOutbox(testApp.database.db, { to: email, limit: 50 })).length;
    testApp.jobs.pending.splice(0);

    const known = await post('/api/auth/forgot-password', { email });
    const unknown = await post('/api/auth/forgot-password', { email: stranger });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    // Both requests only queued the same job; nothing was looked up or mailed yet.
    expect(testApp.jobs.pending.map((job) => job.name)).toEqual([
      testApp.jobs.pending[0]!.name,
      testApp.jobs.pending[0]!.name,
    ]);
    expect(testApp.jobs.pending).toHaveLength(2);
    expect(await listOutbox(testApp.database.db, { to: email, limit: 50 })).toHaveLength(before);

    await testApp.jobs.runAll(testApp.jobRegistry);
    expect(await listOutbox(testApp.database.db, { to: email, limit: 50 })).toHaveLength(before + 1);
    expect(await listOutbox(testApp.database.db, { to: stranger, limit: 5 })).toEqual([]);
  });
});
