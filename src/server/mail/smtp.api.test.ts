import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, uniqueEmail, uniqueIp } from '../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('mail through SMTP', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    testApp = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Keepsake <codes@keepsake.test>' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
