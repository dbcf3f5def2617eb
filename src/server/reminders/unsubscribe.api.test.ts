import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeTexts } from '../../shared/reminder-texts';
import { bearer, signUp, uniqueIp } from '../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { signToken } from '../security/signed-urls';
import { unsubscribeLink } from './unsubscribe';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A signed-up customer, their id and a way to read and flip their reminder switch. */
async function customer() {
  const { token } = await signUp(testApp.app, testApp.database);
  const auth = bearer(token);
  const me = await testApp.app.inject({ method: 'GET', url: '/api/auth/user', ...auth });
  const userId = me.json().user.id as string;
  return {
    userId,
    link: unsubscribeLink(testApp.config.authSecret!, testApp.config.publicUrl, userId),
    settings: () => testApp.app.inject({ method: 'GET', url: '/api/user/reminders', ...auth }),
    patch: (payload: Record<string, unknown>) =>
      testApp.app.inject({ method: 'PATCH', url: '/api/user/reminders', payload, ...auth }),
  };
}

/** What a mail client does for RFC 8058: POST `List-Unsubscribe=One-Click`, form-encoded, to the header's URL. */
function oneClick(url: string, remoteAddress = uniqueIp()) {
  const { pathname, search } = new URL(url);
  return testApp.app.inject({
    method: 'POST',
    url: pathname + search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
    remoteAddress,
  });
}

describe('the reminder switch on /account', () => {
  it('answers only the signed-in user', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/user/reminders' })).statusCode).toBe(401);
    const patch = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/user/reminders',
      payload: { remindersEnabled: false },
    });
    expect(patch.statusCode).toBe(401);
  });

  it('is on for a new account, turns off and on again, and refuses a value that is not on or off', async () => {
    const user = await customer();
    expect((await user.settings()).json()).toEqual({ remindersEnabled: true });

    const off = await user.patch({ remindersEnabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ remindersEnabled: false });
    expect((await user.settings()).json()).toEqual({ remindersEnabled: false });

    expect((await user.patch({ remindersEnabled: true })).json()).toEqual({ remindersEnabled: true });
    expect((await user.settings()).json()).toEqual({ remindersEnabled: true });

    const bad = await user.patch({ remindersEnabled: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('remindersEnabled');
    expect((await user.settings()).json()).toEqual({ remindersEnabled: true });
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it("turns the link's account's reminders off, and a second click answers the same", async () => {
    const user = await customer();
    const other = await customer();
    expect(user.link.headers['List-Unsubscribe']).toBe(`<${user.link.postUrl}>`);
    expect(user.link.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const first = await oneClick(user.link.postUrl);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: unsubscribeTexts.unsubscribed, remindersEnabled: false });
    expect((await user.settings()).json()).toEqual({ remindersEnabled: false });
    expect((await other.settings()).json()).toEqual({ remindersEnabled: true });

    const again = await oneClick(user.link.postUrl);
    expect(again.statusCode).toBe(200);
    expect((await user.settings()).json()).toEqual({ remindersEnabled: false });
  });

  it('takes the POST the unsubscribe page sends, with no body', async () => {
    const user = await customer();
    const { pathname, search } = new URL(user.link.postUrl);
    const response = await testApp.app.inject({ method: 'POST', url: pathname + search, remoteAddress: uniqueIp() });
    expect(response.statusCode).toBe(200);
    expect((await user.settings()).json()).toEqual({ remindersEnabled: false });
  });

  it('refuses a missing, forged or borrowed token with a clear 400 and changes nothing', async () => {
    const user = await customer();
    const token = new URL(user.link.postUrl).searchParams.get('token')!;
    const forgedSignature = `${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    const otherPurpose = signToken(testApp.config.authSecret!, 'review-link', user.userId);
    const otherKey = signToken('another-secret-that-is-at-least-32-characters', 'reminders-unsubscribe', user.userId);
    const urls = [
      '/api/reminders/unsubscribe',
      '/api/reminders/unsubscribe?token=',
      `/api/reminders/unsubscribe?token=${encodeURIComponent(forgedSignature)}`,
      `/api/reminders/unsubscribe?token=${encodeURIComponent(otherPurpose)}`,
      `/api/reminders/unsubscribe?token=${encodeURIComponent(otherKey)}`,
      `/api/reminders/unsubscribe?token=${encodeURIComponent(user.userId)}`,
    ];
    for (const url of urls) {
      const response = await oneClick(`http://keepsake.test${url}`);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ error: unsubscribeTexts.invalidLink, code: 'BAD_REQUEST' });
    }
    expect((await user.settings()).json()).toEqual({ remindersEnabled: true });
  });

  it('changes nothing on a GET, which link scanners send', async () => {
    const user = await customer();
    const { pathname, search } = new URL(user.link.postUrl);
    const response = await testApp.app.inject({ method: 'GET', url: pathname + search });
    expect(response.statusCode).toBe(404);
    const page = await testApp.app.inject({ method: 'GET', url: new URL(user.link.pageUrl).pathname + search });
    expect(page.statusCode).not.toBe(500);
    expect((await user.settings()).json()).toEqual({ remindersEnabled: true });
  });

  it('limits how often one client may fail, never a real unsubscribe from a shared mail server', async () => {
    const user = await customer();
    const ip = uniqueIp();
    const forged = `${user.link.postUrl.slice(0, user.link.postUrl.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) statuses.push((await oneClick(forged, ip)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Many people's one-click POSTs arrive from the one address of their mail provider.
    for (let attempt = 0; attempt < 35; attempt += 1)
      expect((await oneClick(user.link.postUrl, uniqueIp())).statusCode).toBe(200);
    const provider = uniqueIp();
    for (let attempt = 0; attempt < 35; attempt += 1)
      expect((await oneClick(user.link.postUrl, provider)).statusCode).toBe(200);
  });
});
