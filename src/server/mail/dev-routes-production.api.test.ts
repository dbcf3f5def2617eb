import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { mailOutbox } from '../db/schema';
import { projectRoot } from '../paths';

/**
 * The development mailbox shows every e-mail's code and link, and the page-view list shows
 * where visitors went: with NODE_ENV=production neither may answer, whatever the database holds,
 * and outside production they answer this machine only.
 */
const secretCode = '731904';
/** Only the pathname is kept: it is listed as /create. */
const visitedPath = `/create?from=dev-routes-${Date.now()}`;

/** What a database that once ran in development might hold: a mailed code and a page view. */
async function seed(testApp: TestApp): Promise<string> {
  const [message] = await testApp.database.db
    .insert(mailOutbox)
    .values({
      to: 'someone@example.com',
      subject: `${secretCode} is your Keepsake login code`,
      html: `<p>${secretCode}</p>`,
      text: secretCode,
    })
    .returning({ id: mailOutbox.id });
  const view = await testApp.app.inject({
    method: 'POST',
    url: '/api/analytics/pageview',
    payload: { path: visitedPath, referrer: null },
  });
  expect(view.statusCode).toBe(204);
  return message!.id;
}

const devUrls = (messageId: string) => [
  '/dev/mailbox',
  `/dev/mailbox/${messageId}`,
  '/api/dev/mailbox',
  '/api/dev/mailbox?to=someone@example.com',
  '/api/dev/page-views',
];

describe('the development routes', () => {
  let development: TestApp;
  let production: TestApp;
  const webRoot = path.join(projectRoot, 'tests/fixtures/web');

  beforeAll(async () => {
    development = await createTestApp({ webRoot });
    production = await createTestApp({
      webRoot,
      // Production insists on SMTP; nothing is mailed here, so nothing listens on it.
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' },
    });
  });
  afterAll(async () => {
    await development.close();
    await production.close();
  });

  it('answer outside production, showing the code and the page view', async () => {
    const messageId = await seed(development);
    const responses = await Promise.all(
      devUrls(messageId).map((url) => development.app.inject({ method: 'GET', url })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(responses[0]!.body).toContain(secretCode);
    expect(responses[1]!.body).toContain(secretCode);
    expect(responses[2]!.body).toContain(secretCode);
    expect(responses[4]!.json().pageViews).toContainEqual(expect.objectContaining({ path: '/create' }));
  });

  it('answer every loopback address of this machine', async () => {
    const messageId = await seed(development);
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      for (const url of devUrls(messageId)) {
        const response = await development.app.inject({ method: 'GET', url, remoteAddress });
        expect(response.statusCode, `${remoteAddress} ${url}`).toBe(200);
      }
    }
  });

  it('answer 404 to another machine, whatever it claims in X-Forwarded-For', async () => {
    const messageId = await seed(development);
    const strangers = [
      { remoteAddress: '192.168.1.20' },
      { remoteAddress: '10.0.0.7' },
      { remoteAddress: '::ffff:192.168.1.20' },
      { remoteAddress: '2001:db8::7' },
      // A forged header grants nothing: the socket's address decides.
      { remoteAddress: '192.168.1.20', headers: { 'x-forwarded-for': '127.0.0.1' } },
      { remoteAddress: '10.0.0.7', headers: { forwarded: 'for=127.0.0.1', 'x-real-ip': '127.0.0.1' } },
    ];
    for (const stranger of strangers) {
      for (const url of devUrls(messageId)) {
        const response = await development.app.inject({ method: 'GET', url, ...stranger });
        const label = `${JSON.stringify(stranger)} ${url}`;
        expect(response.statusCode, label).toBe(404);
        expect(response.body, label).not.toContain(secretCode);
        expect(response.body, label).not.toContain('pageViews');
        expect(response.body, label).not.toContain('Development mailbox');
      }
    }
    const api = await development.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: '10.0.0.7' });
    expect(api.json()).toEqual({ error: 'Not found', code: expect.any(String) });
    const page = await development.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '10.0.0.7' });
    expect(page.body).toContain('<div id="root">');
  });

  it('answer 404 with NODE_ENV=production and show nothing of what is stored', async () => {
    expect(production.config.nodeEnv).toBe('production');
    const messageId = await seed(production);
    for (const url of devUrls(messageId)) {
      const response = await production.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain(secretCode);
      expect(response.body, url).not.toContain('pageViews');
      expect(response.body, url).not.toContain('Development mailbox');
    }
    // The API paths answer the JSON 404; the page path gets the app, which says Page Not Found.
    expect((await production.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).json()).toEqual({
      error: 'Not found',
      code: 'NOT_FOUND',
    });
    expect((await production.app.inject({ method: 'GET', url: '/dev/mailbox' })).body).toContain('<div id="root">');
  });
});
