import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutePatterns } from '../../shared/routes';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { projectRoot } from '../paths';

describe('serving the web app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ webRoot: path.join(projectRoot, 'tests/fixtures/web') });
  });
  afterAll(() => testApp.close());

  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => testApp.app.inject({ method, url });

  it.each(appRoutePatterns)('serves %s with the app page and 200', async (route) => {
    const response = await get(route);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers any other page path with the app page and 404, so the app says Page Not Found', async () => {
    for (const url of ['/nope', '/create/upload/extra', '/account/orders/x/y']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('answers HEAD like GET', async () => {
    expect((await get('/create', 'HEAD')).statusCode).toBe(200);
    expect((await get('/nope', 'HEAD')).statusCode).toBe(404);
  });

  it('answers an unknown API path with a JSON 404, not the page', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: expect.any(String) });
  });

  it('answers a missing file with a plain 404, never the page in its place', async () => {
    const response = await get('/assets/app-old.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends security headers with the page', async () => {
    const response = await get('/');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
