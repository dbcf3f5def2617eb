import { describe, expect, it } from 'vitest';
import { compressPage, type PageBody } from './prerendered-pages';
import { compressEachPageOnce } from './web-app';

describe('compressing the pages at start', () => {
  it('compresses each distinct page once, however many routes serve it', async () => {
    const compressed: string[] = [];
    const compress = compressEachPageOnce((html) => {
      compressed.push(html);
      return compressPage(html);
    });
    const shell = '<html><body><div id="root"></div></body></html>';
    const pages: PageBody[] = [];
    for (let route = 0; route < 30; route += 1) pages.push(await compress(shell));
    pages.push(await compress('<html><body><h1>Home</h1></body></html>', '</hero.webp>; rel=preload'));
    pages.push(await compress(shell, '</other.webp>; rel=preload'));
    expect(compressed).toHaveLength(2);
    // The same bytes as compressing each alone, and each route keeps its own Link header.
    expect(pages[0]).toEqual(await compressPage(shell));
    expect(pages[30]?.link).toBe('</hero.webp>; rel=preload');
    expect(pages[31]).toEqual(await compressPage(shell, '</other.webp>; rel=preload'));
    expect(pages[0]?.link).toBeUndefined();
  });
});
