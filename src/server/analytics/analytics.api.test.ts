import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../../shared/auth-rules';
import { uniqueIp } from '../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { pageViews } from '../db/schema';

describe('POST /api/analytics/pageview', () => {
  let testApp: TestApp;
  const at = new Date('2026-11-23T10:00:00Z');
  beforeAll(async () => {
    testApp = await createTestApp({ clock: { now: () => at } });
  });
  afterAll(() => testApp.close());
  beforeEach(() => testApp.database.db.delete(pageViews));

  const post = (payload: unknown, contentType = 'application/json') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('stores the path, the referrer and the time', async () => {
    const response = await post({ path: '/create/upload', referrer: '/' });
    expect(response.statusCode).toBe(204);
    const rows = await testApp.database.db.select().from(pageViews);
    expect(rows).toEqual([expect.objectContaining({ path: '/create/upload', referrer: '/', createdAt: at })]);
  });

  it('keeps no query string or fragment, where tokens travel', async () => {
    await post({
      path: '/reset-password?token=secret#frag',
      referrer: 'https://mail.example.com/inbox?msg=42&token=secret',
    });
    const [row] = await testApp.database.db.select().from(pageViews);
    expect(row?.path).toBe('/reset-password');
    expect(row?.referrer).toBe('https://mail.example.com/inbox');
  });

  it("keeps an ask-them link's page without its token, as path and as referrer", async () => {
    await post({ path: '/address-for/tok_secret123', referrer: 'http://localhost:3000/address-for/tok_secret123' });
    await post({ path: '/', referrer: '/address-for/tok_secret123/' });
    const rows = await testApp.database.db.select().from(pageViews);
    expect(JSON.stringify(rows)).not.toContain('tok_secret123');
    expect(rows.map((row) => [row.path, row.referrer])).toEqual(
      expect.arrayContaining([
        ['/address-for/:token', 'http://localhost:3000/address-for/:token'],
        ['/', '/address-for/:token'],
      ]),
    );
  });

  it('accepts a visit with no referrer', async () => {
    expect((await post({ path: '/' })).statusCode).toBe(204);
    expect((await post({ path: '/', referrer: null })).statusCode).toBe(204);
    const rows = await testApp.database.db.select().from(pageViews);
    expect(rows.map((row) => row.referrer)).toEqual([null, null]);
  });

  it.each([
    ['no path', { referrer: '/' }],
    ['a path that is not a site path', { path: 'https://evil.example/' }],
    ['a protocol-relative path', { path: '//evil.example/' }],
    ['a path that is not text', { path: 42 }],
    ['an overlong path', { path: `/${'a'.repeat(3000)}` }],
    ['an overlong referrer', { path: '/', referrer: `https://x.example/${'a'.repeat(3000)}` }],
  ])('refuses %s with 400 and stores nothing', async (_case, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^Invalid request: /);
    expect(await testApp.database.db.select().from(pageViews)).toEqual([]);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await post('{"path": "/"', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
  });

  it('refuses a body of the wrong type with 415', async () => {
    const response = await post('path=/', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty('error');
  });
});

describe('page views are rate limited per client', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const view = (path: string, remoteAddress: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ path }),
      remoteAddress,
    });

  it(`stores ${rateLimits.pageViewsPerClient.max} views per window from one client, then answers 429 and stores nothing`, async () => {
    const flooder = uniqueIp();
    for (let n = 0; n < rateLimits.pageViewsPerClient.max; n += 1) {
      expect((await view(`/flood/${n}`, flooder)).statusCode).toBe(204);
    }
    const refused = await view('/flood/over', flooder);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await testApp.database.db.select().from(pageViews);
    expect(stored).toHaveLength(rateLimits.pageViewsPerClient.max);
    // Another visitor is counted as usual.
    expect((await view('/', uniqueIp())).statusCode).toBe(204);
  }, 120_000);
});
