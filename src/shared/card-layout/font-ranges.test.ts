import { describe, expect, it } from 'vitest';
import { fallbackFaces, hanFaceFor, loadHanTable, needsHanTable } from './font-ranges.js';

const keys = (text: string, typeface: Parameters<typeof fallbackFaces>[1], han = hanFaceFor(text)) =>
  fallbackFaces(text.codePointAt(0)!, typeface, han).map((face) => face.key);

describe('font ranges', () => {
  it("tries the style typeface's own subsets before Noto Sans", () => {
    expect(keys('Ж', 'caveat')[0]).toBe('@fontsource/caveat/files/caveat-cyrillic-400-normal.woff');
    expect(keys('Ж', 'caveat')).toContain('@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff');
    expect(keys('λ', 'inter')[0]).toBe('@fontsource-variable/inter/files/inter-greek-wght-normal.woff2');
    expect(keys('λ', 'specialElite')[0]).toBe('@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff');
  });

  it('offers nothing for private-use characters, and each script that needs shaping its Noto face', () => {
    expect(keys('\ue000', 'lora')).toEqual([]);
    const faces = ['ש', 'م', 'न', 'ก'].map((char) => keys(char, 'lora').find((key) => !key.includes('/noto-sans/')));
    expect(faces).toEqual([
      '@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff',
      '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
      '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
      '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff',
    ]);
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

  it('tells Traditional from Simplified Chinese by the characters only one of them writes', async () => {
    await loadHanTable();
    expect(['聖誕快樂', '生日快樂，我愛你', '祝你生日快樂，天天開心', '台灣', '這裡'].map(hanFaceFor)).toEqual([
      'tc',
      'tc',
      'tc',
      'tc',
      'tc',
    ]);
    // 干 后 里 台 are Simplified forms but also Traditional words of their own: they decide nothing.
    expect(['圣诞快乐', '生日快乐', '我想你', '干杯', '皇后', '台北'].map(hanFaceFor)).toEqual([
      'sc',
      'sc',
      'sc',
      'sc',
      'sc',
      'sc',
    ]);
    // The majority decides, a tie is Simplified; kana and Hangul still come first.
    expect([hanFaceFor('爱你們們'), hanFaceFor('爱爱你們'), hanFaceFor('爱你們')]).toEqual(['tc', 'sc', 'sc']);
    expect([hanFaceFor('誕生日おめでとう'), hanFaceFor('생일 축하해 愛')]).toEqual(['jp', 'kr']);
    expect(keys('樂', 'lora', 'tc').find((key) => key.includes('noto-sans-'))).toMatch(
      /^@fontsource\/noto-sans-tc\/files\/noto-sans-tc-\d+-400-normal\.woff$/,
    );
  });
});
