import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, uniqueEmail, uniqueIp } from '../../../tests/support/auth';
import { startFakeSmtp, type ReceivedMail } from '../../../tests/support/fake-smtp';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

describe('mail through SMTP', () => {
  let received: ReceivedMail[] = [];
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    received = smtp.received;
    testApp = await createTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Keepsake <codes@keepsake.test>' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('delivers the verification code in an HTML and text message, and the code signs the user up', async () => {
    const email = uniqueEmail('smtp');
    const ip = uniqueIp();
    const sent = await postJson(testApp.app, '/api/auth/send-verification', { email }, { remoteAddress: ip });
    expect(sent.statusCode).toBe(200);

    const message = received.find((item) => item.to.includes(email));
    expect(message?.from).toBe('codes@keepsake.test');
    expect(message?.raw).toContain('Content-Type: text/plain');
    expect(message?.raw).toContain('Content-Type: text/html');
    const subject = message?.raw.match(/^Subject: (.*)$/m)?.[1] ?? '';
    const code = subject.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await postJson(testApp.app, '/api/auth/verify-code', { email, code }, { remoteAddress: ip });
    expect(verified.statusCode).toBe(200);
  });
});
