import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emojiArtFile, emojiArtUrl } from '../../shared/card-layout/emoji-art.js';
import { emojiArtVersion } from '../../shared/card-layout/emoji-art.table.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

const artDir = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

describe('GET /card-emoji/<version>/<file>.svg', () => {
  let webRoot: string;
  let testApp: TestApp;

  beforeAll(async () => {
    // With the built app in place, so its catch-all file server and page fallback are there too.
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'keepsake-web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    testApp = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it("serves a table name's artwork as SVG, cached for good, not to be sniffed", async () => {
    const url = emojiArtUrl(emojiArtFile('👋🏽')!);
    expect(url).toBe(`/card-emoji/${emojiArtVersion}/1f44b-1f3fd.svg`);
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe(readFileSync(path.join(artDir, '1f44b-1f3fd.svg'), 'utf8'));
  });

  it('answers 404 for any other name, version or path', async () => {
    const base = `/card-emoji/${emojiArtVersion}`;
    for (const url of [
      `${base}/..%2Fpackage.json`,
      `${base}/..%2fpackage.svg`,
      `${base}/../package.json`,
      `/card-emoji/${emojiArtVersion}/%2e%2e/license`,
      `${base}/1f44b-1f3fd`,
      `${base}/1f44b-1f3fd.svg.gz`,
      `${base}/zzzz.svg`,
      `${base}/e50a.svg`,
      `${base}/1F44B.svg`,
      `/card-emoji/14.0.0/1f44b.svg`,
      `/card-emoji/${emojiArtVersion}/`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toMatch(/<svg|"name"|MIT/);
    }
  });
});
