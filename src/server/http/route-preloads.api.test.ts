import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

/** The build lists each page's own code (scripts/build/route-preloads.mjs); that page's HTML names it. */
describe('naming a page’s code in its HTML', () => {
  let webRoot: string;
  let testApp: TestApp;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'keepsake-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><title>K</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(
      path.join(webRoot, 'route-preloads.json'),
      JSON.stringify({
        '/': {
          modules: ['/assets/home-abc.js', '/assets/icons-def.js'],
          images: [
            {
              srcset: '/assets/hero-1.webp 480w, /assets/hero-2.webp 640w',
              sizes: '90vw',
              media: '(max-width: 767px)',
            },
          ],
        },
      }),
    );
    testApp = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('preloads the landing page’s chunks and hero photo on / only', async () => {
    const home = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/assets/hero-1.webp 480w, /assets/hero-2.webp 640w" imagesizes="90vw" media="(max-width: 767px)">',
    );
    expect(home.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-abc.js"><link rel="modulepreload" crossorigin href="/assets/icons-def.js"></head>',
    );
    expect(home.headers['cache-control']).toBe('no-cache');

    const other = await testApp.app.inject({ method: 'GET', url: '/create' });
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('preload');
    expect(other.body).toContain('<div id="root">');
  });
});
