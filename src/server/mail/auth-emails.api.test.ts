import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../shared/routes';
import { postJson, proofCookie, uniqueEmail, uniqueIp } from '../../../tests/support/auth';
import { mimeParts, startFakeSmtp, type MimePart } from '../../../tests/support/fake-smtp';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

/**
 * The login-code, password-reset and confirmation e-mails as a mail client receives them over
 * SMTP: an HTML part and a plain-text part, each carrying the same code or link, and that code
 * or link does what it says.
 */
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let testApp: TestApp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  testApp = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Keepsake <codes@keepsake.test>' } });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const post = (url: string, payload: unknown, extra: Parameters<typeof postJson>[3] = {}) =>
  postJson(testApp.app, url, payload, { remoteAddress: uniqueIp(), ...extra });

/** The newest message to `email` whose subject matches, split into its text and HTML parts. */
function lastMail(email: string, subject: RegExp): { text: string; html: string } {
  const message = smtp.received.filter((mail) => mail.to.includes(email) && subject.test(mail.raw)).at(-1);
  expect(message, `a mail to ${email} matching ${subject}`).toBeDefined();
  const parts: MimePart[] = mimeParts(message!.raw);
  const text = parts.filter((part) => part.type === 'text/plain');
  const html = parts.filter((part) => part.type === 'text/html');
  expect(text).toHaveLength(1);
  expect(html).toHaveLength(1);
  return { text: text[0]!.body, html: html[0]!.body };
}

/** The one link of a plain-text part, and a check that the HTML part links to the same address. */
function sameLinkInBoth(mail: { text: string; html: string }): URL {
  const found = mail.text.match(/https?:\/\/[^\s\])>]+/g) ?? [];
  const links = [...new Set(found.map((link) => link.replace(/[.,]+$/, '')))];
  expect(links).toHaveLength(1);
  const link = links[0]!;
  expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  return new URL(link);
}

describe('auth e-mails over SMTP', () => {
  const email = uniqueEmail('mail');
  const password = 'correct horse';

  it('the confirmation e-mail has its link in both parts, and the link confirms the account', async () => {
    const signup = await post('/api/auth/signup', { email, password, firstName: 'Pat', lastName: 'Doe' });
    expect(signup.statusCode).toBe(201);
    const link = sameLinkInBoth(lastMail(email, /Subject: Confirm your Keepsake account/));
    expect(link.origin).toBe(testApp.config.publicUrl);
    expect(link.pathname).toBe(paths.confirmEmail);

    // The page confirms when the person clicks: it posts the link's token.
    const confirmed = await post('/api/auth/confirm', { token: link.searchParams.get('token') });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().access_token).toBeTruthy();
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(200);
  });

  it('the login-code e-mail has the code in both parts, and the code logs in', async () => {
    const ip = uniqueIp();
    expect((await post('/api/auth/send-login-code', { email }, { remoteAddress: ip })).statusCode).toBe(200);
    const mail = lastMail(email, /Subject: \d{6} is your Keepsake login code/);
    const code = mail.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toMatch(new RegExp(`>\\s*${code}\\s*<`));

    const verified = await post('/api/auth/verify-code', { email, code }, { remoteAddress: ip });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ verified: true, isExistingUser: true });
    const completed = await post(
      '/api/auth/complete-login',
      { email },
      { remoteAddress: ip, cookies: { keepsake_proof: proofCookie(verified) } },
    );
    expect(completed.statusCode).toBe(200);
    expect(completed.json().user.email).toBe(email);
  });

  it('the password-reset e-mail has its link in both parts, and the link sets a new password', async () => {
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    // The reset mail is sent by a job, off the request path.
    await testApp.jobs.runAll(testApp.jobRegistry);
    const link = sameLinkInBoth(lastMail(email, /Subject: Reset your Keepsake password/));
    expect(link.origin).toBe(testApp.config.publicUrl);
    expect(link.pathname).toBe(paths.resetPassword);
    const token = link.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await post('/api/auth/reset-password', { token, password: 'a new password' });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'a new password' })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(401);
  });
});
