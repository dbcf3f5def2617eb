import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCustomer } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { listOutbox } from '../mail/outbox-mailer';

/**
 * The preview e-mail's pictures must show in every mail client: JPEG or PNG (Outlook shows no
 * WebP), at absolute PUBLIC_URL addresses, with no Cross-Origin-Resource-Policy that keeps them
 * to our own pages; and the development mailbox must show them whatever host it is browsed at.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
});
afterAll(() => testApp.close());

const imageSources = (html: string) =>
  [...html.replace(/&amp;/g, '&').matchAll(/<img[^>]+src="([^"]+)"/g)].map((match) => match[1]!);

async function previewMail() {
  const customer = await testCustomer(testApp);
  await customer.buyCard();
  await testApp.jobs.runAll(testApp.jobRegistry);
  const messages = await listOutbox(testApp.database.db, { to: customer.email, limit: 10 });
  const mail = messages.find((message) => message.subject.includes('ready for your approval'));
  if (!mail) throw new Error('no preview e-mail');
  return mail;
}

const jpegOrPng = (bytes: Buffer) =>
  bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) ||
  bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

/** The sources a CSP directive allows, e.g. img-src. */
function directive(policy: string | undefined, name: string): string[] {
  const found = (policy ?? '').split(';').map((part) => part.trim().split(/\s+/));
  return found.find(([key]) => key === name)?.slice(1) ?? [];
}

describe('the pictures in the preview e-mail', () => {
  it('are JPEG or PNG at absolute PUBLIC_URL links any mail client may load', async () => {
    const mail = await previewMail();
    const sources = imageSources(mail.html);
    expect(sources).toHaveLength(4);
    for (const src of sources) {
      expect(src.startsWith('http://localhost:3000/'), src).toBe(true);
      const url = new URL(src);
      const image = await testApp.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(image.statusCode, src).toBe(200);
      expect(['image/jpeg', 'image/png'], src).toContain(image.headers['content-type']);
      expect(jpegOrPng(image.rawPayload), src).toBe(true);
      expect(image.headers['cross-origin-resource-policy'], src).toBe('cross-origin');
    }
  });

  it('refuse a link whose signature does not match', async () => {
    const mail = await previewMail();
    const url = new URL(imageSources(mail.html)[0]!);
    const other = `${url.pathname.replace(/\/\d+\/(\w+)\.(jpg|png)$/, '/1/back.$2')}${url.search}`;
    expect(other).not.toBe(`${url.pathname}${url.search}`);
    expect((await testApp.app.inject({ method: 'GET', url: other })).statusCode).toBe(403);
    url.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 86400));
    expect((await testApp.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(403);
  });

  it('show in the development mailbox whether it is browsed at localhost or 127.0.0.1', async () => {
    const mail = await previewMail();
    for (const host of ['localhost:3000', '127.0.0.1:3000']) {
      const page = await testApp.app.inject({ method: 'GET', url: `/dev/mailbox/${mail.id}`, headers: { host } });
      expect(page.statusCode).toBe(200);
      const allowed = directive(page.headers['content-security-policy'] as string, 'img-src');
      for (const src of imageSources(page.body)) {
        const origin = new URL(src).origin;
        const pageOrigin = `http://${host}`;
        expect(
          allowed.includes(origin) || (allowed.includes("'self'") && origin === pageOrigin),
          `${host} ${src}`,
        ).toBe(true);
      }
      expect(directive(page.headers['content-security-policy'] as string, 'script-src')).not.toContain(
        "'unsafe-inline'",
      );
    }
  });
});
