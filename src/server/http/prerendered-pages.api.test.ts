import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noindexPaths } from '../../shared/routes';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { readPrerenderedPages, withPublicUrl } from './prerendered-pages';

/** The build's prerendered pages (scripts/build/prerender.mjs), served with this server's address. */
describe('prerendered pages', () => {
  let webRoot: string;
  let testApp: TestApp;
  let publicUrl: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'keepsake-web-'));
    await mkdir(path.join(webRoot, 'prerendered'));
    await writeFile(path.join(webRoot, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
    await writeFile(
      path.join(webRoot, 'prerendered/home.html'),
      '<html><head><link rel="canonical" href="%PUBLIC_URL%/"></head><body><div id="root"><h1>Home</h1></div></body></html>',
    );
    await writeFile(
      path.join(webRoot, 'prerendered/not-found.html'),
      '<html><head></head><body><div id="root"><h1>Page Not Found</h1></div></body></html>',
    );
    await writeFile(
      path.join(webRoot, 'prerendered-pages.json'),
      JSON.stringify({
        pages: { '/': 'prerendered/home.html', notFound: 'prerendered/not-found.html' },
        linkHeaders: { '/': '</hero.webp>; rel=preload; as=image' },
      }),
    );
    testApp = await createTestApp({ webRoot });
    publicUrl =
      (await testApp.app.inject({ method: 'GET', url: '/robots.txt' })).body.match(
        /Sitemap: (.*)\/sitemap\.xml/,
      )?.[1] ?? '';
  });
  afterAll(async () => {
    await testApp.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('sends the page with the public address filled in, compressed, with its Link header', async () => {
    const home = await testApp.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers.vary).toContain('accept-encoding');
    expect(home.headers.link).toBe('</hero.webp>; rel=preload; as=image');
    const html = brotliDecompressSync(home.rawPayload).toString('utf8');
    expect(publicUrl).toMatch(/^http/);
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/">`);
    expect(html).not.toContain('%PUBLIC_URL%');
  });

  it('answers an unknown page with the prerendered 404 page and status 404', async () => {
    const missing = await testApp.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Page Not Found');
    const shell = await testApp.app.inject({ method: 'GET', url: '/create' });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<div id="root"></div>');
  });

  it('lists the public pages in sitemap.xml and keeps private areas out of robots.txt', async () => {
    const robots = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /account');
    expect(robots.body).toContain('Disallow: /api/');
    const sitemap = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>${publicUrl}/</loc>`);
    expect(sitemap.body).not.toContain('/account');
    // A page that asks not to be listed is not offered for listing either.
    expect(noindexPaths.length).toBeGreaterThan(0);
    for (const page of noindexPaths) expect(sitemap.body).not.toContain(`<loc>${publicUrl}${page}</loc>`);
  });

  it('serves the build files behind the pages only through the pages', async () => {
    for (const url of ['/prerendered/home.html', '/prerendered-pages.json', '/landing.html']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('%PUBLIC_URL%');
    }
  });
});

describe('the public address in a prerendered page', () => {
  it('is escaped for the attribute or the structured data it stands in', () => {
    const page =
      '<link rel="canonical" href="%PUBLIC_URL%/"><script type="application/ld+json">{"url":"%PUBLIC_URL%/"}</script>';
    const filled = withPublicUrl(page, 'https://example.com/a&b');
    expect(filled).toContain('<link rel="canonical" href="https://example.com/a&amp;b/">');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(filled)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ url: 'https://example.com/a&b/' });
    expect(withPublicUrl(page, 'https://example.com/</script>')).not.toContain('</script><');
  });

  it('leaves a page the build lost to the app shell instead of stopping the server', async () => {
    const webRoot = await mkdtemp(path.join(os.tmpdir(), 'keepsake-web-'));
    try {
      await writeFile(
        path.join(webRoot, 'prerendered-pages.json'),
        JSON.stringify({ pages: { '/': 'gone.html' }, linkHeaders: {} }),
      );
      const pages = await readPrerenderedPages(webRoot, 'https://example.com');
      expect(pages.html.size).toBe(0);
    } finally {
      await rm(webRoot, { recursive: true, force: true });
    }
  });
});
