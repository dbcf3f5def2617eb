import { describe, expect, it } from 'vitest';
import { fallbackFaces, hanFaceFor, loadHanTable, needsHanTable } from './font-ranges.js';

const keys = (text: string, typeface: Parameters<typeof fallbackFaces>[1], han = hanFaceFor(text)) =>
  fallbackFaces(text.codePointAt(0)!, typeface, han).map((face) => face.key);

describe('font ranges', () => {
  it("tries the style typeface's own subsets before Noto Sans", () => {
    expect(keys('Ж', 'caveat')[0]).toBe('@fontsource/caveat/files/caveat-cyrillic-400-normal.woff');
    expect(keys('Ж', 'caveat')).toContain('@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff');
    expect(keys('λ', 'inter')[0]).toBe('@fontsource-variable/inter/files/inter-greek-wght-normal.woff2');
    expect(keys('λ', 'specialElite')).toEqual(['@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff']);
  });

  it('offers nothing for private-use characters and the scripts that need shaping', () => {
    for (const char of ['\ue000', 'ש', 'م', 'न', 'ก']) expect(keys(char, 'lora')).toEqual([]);
  });

  it('picks one Han face per block, from its kana or Hangul', async () => {
    expect(needsHanTable('Happy birthday, Zoë')).toBe(false);
    expect(needsHanTable('お誕生日')).toBe(true);
    expect([hanFaceFor('お誕生日'), hanFaceFor('생일 축하해 日'), hanFaceFor('生日快乐')]).toEqual(['jp', 'kr', 'sc']);
    await loadHanTable();
    expect(keys('誕', 'lora', 'jp').find((key) => key.includes('noto-sans-'))).toMatch(
      /^@fontsource\/noto-sans-jp\/files\/noto-sans-jp-\d+-400-normal\.woff$/,
    );
    expect(keys('快', 'lora', 'sc').find((key) => key.includes('noto-sans-'))).toMatch(
      /noto-sans-sc-\d+-400-normal\.woff$/,
    );
    expect(keys('생', 'lora', 'kr').find((key) => key.includes('noto-sans-'))).toMatch(
      /noto-sans-kr-\d+-400-normal\.woff$/,
    );
  });
});
