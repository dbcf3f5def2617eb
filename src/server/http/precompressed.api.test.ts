import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

/** The build writes .br and .gz beside each script (scripts/build/precompress.ts); a phone gets the small one. */
describe('serving precompressed files', () => {
  const script = `console.log(${JSON.stringify('keepsake '.repeat(500))});`;
  let webRoot: string;
  let testApp: TestApp;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'keepsake-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(webRoot, 'assets/app-abc.js'), script);
    await writeFile(path.join(webRoot, 'assets/app-abc.js.br'), brotliCompressSync(script));
    await writeFile(path.join(webRoot, 'assets/app-abc.js.gz'), gzipSync(script));
    await writeFile(path.join(webRoot, 'assets/plain-abc.js'), script);
    testApp = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    testApp.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends brotli to a browser that accepts it, with the long cache and Vary', async () => {
    const response = await get('/assets/app-abc.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip when that is all the browser accepts', async () => {
    const response = await get('/assets/app-abc.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no encoding, or when no compressed copy exists', async () => {
    for (const [url, encoding] of [
      ['/assets/app-abc.js', undefined],
      ['/assets/plain-abc.js', 'br'],
    ] as const) {
      const response = await get(url, encoding);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(response.body, url).toBe(script);
    }
  });
});
