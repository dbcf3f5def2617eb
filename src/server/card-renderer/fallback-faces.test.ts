import { describe, expect, it } from 'vitest';
import { facesNeeded, type CardTexts } from '../../shared/card-layout/layout-card-texts.js';
import { cardPrintChecks } from '../../shared/card-layout/print-checks.js';
import type { CardStyleId } from '../../shared/creation-rules.js';
import { cardFace, cardFont } from './card-fonts.js';
import { layoutCard } from './card-layout.js';

const card = (inside: string, front = 'Happy birthday', back = 'With love'): CardTexts => ({ front, inside, back });

/** Each run's face file (its key; the style typeface by family name) and text, over the inside text. */
function insideRuns(texts: CardTexts, style: CardStyleId = 'realistic') {
  const { inside } = layoutCard({ ...texts, style }, { hasPicture: true }).texts;
  return {
    block: inside,
    runs: inside.lines.flatMap((line) =>
      line.runs.map((run) => [run.kind === 'glyphs' ? run.font.name : 'emoji', run.text]),
    ),
  };
}

async function loadedFor(texts: CardTexts, style: CardStyleId) {
  const loaded: string[] = [];
  const used = await facesNeeded(texts, style, cardFont, async (file) => {
    loaded.push(file.key);
    return cardFace(file);
  });
  return { loaded, used: used.map((file) => file.key) };
}

describe('fallback faces, character by character', () => {
  it('open no fallback file for an English card', async () => {
    expect(await loadedFor(card('Dear Sam, thank you — for everything! “Cheers”…'), 'realistic')).toEqual({
      loaded: [],
      used: [],
    });
  });

  it("draw accented Latin, Cyrillic and Greek from the style's own subsets, then Noto Sans", () => {
    // Realistic sets its inside text in Lora, whose package has latin-ext and cyrillic but no Greek.
    const { block, runs } = insideRuns(card('Łódź Привет Γειά'));
    expect(block.missingCharacters).toEqual([]);
    expect(block.lines.map((line) => line.text).join(' ')).toBe('Łódź Привет Γειά');
    expect(runs).toEqual([
      ['@fontsource/lora/files/lora-latin-ext-400-normal.woff', 'Ł'],
      ['Lora', 'ód'],
      ['@fontsource/lora/files/lora-latin-ext-400-normal.woff', 'ź'],
      ['Lora', ' '],
      ['@fontsource/lora/files/lora-cyrillic-400-normal.woff', 'Привет'],
      ['Lora', ' '],
      ['@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff', 'Γειά'],
    ]);
  });

  it.each([
    ['Japanese', 'お誕生日おめでとう、大好き', /noto-sans-jp-\d+/],
    ['Korean', '생일 축하해요 사랑해', /noto-sans-kr-\d+/],
    ['Simplified Chinese', '生日快乐，永远爱你', /noto-sans-sc-\d+/],
  ])('draw %s from one Noto Han face, with nothing left out', (_, text, face) => {
    const { block, runs } = insideRuns(card(text));
    expect(block.missingCharacters).toEqual([]);
    const faces = runs.filter(([, run]) => run !== ' ').map(([name]) => name);
    expect(faces.every((name) => face.test(name!))).toBe(true);
  });

  it('draw Traditional Chinese from Noto Sans TC, opening no Japanese or Korean file', async () => {
    const text = '聖誕快樂，生日快樂，永遠愛你們';
    const { block, runs } = insideRuns(card(text));
    expect(block.missingCharacters).toEqual([]);
    const faces = new Map(runs.flatMap(([face, run]) => [...run!].map((char) => [char, face!])));
    // TC's most common slice (119: ，生日的我個…) is a WOFF whose tables fontkit's own inflate
    // fails on; both sides unpack it with zlib first (shared/card-layout/woff.ts), so it draws.
    for (const char of text) expect(faces.get(char), char).toMatch(/noto-sans-tc-\d+-/);
    const { loaded } = await loadedFor(card(text, '聖誕快樂', '愛你的'), 'realistic');
    expect(loaded.some((key) => /noto-sans-(jp|kr)/.test(key))).toBe(false);
    const opened = (inside: string) =>
      loadedFor(card(inside, '', ''), 'realistic').then((files) =>
        [...new Set(files.loaded)].filter((key) => key.includes('noto-sans-tc')),
      );
    console.info(`Noto Sans TC files opened for 聖誕快樂，生日快樂: ${(await opened('聖誕快樂，生日快樂')).length}`);
  });

  it('draw Hangul and simplified ideographs in a Japanese block from the other Han faces', () => {
    const { block, runs } = insideRuns(card('お誕生日 생일 乐'));
    expect(block.missingCharacters).toEqual([]);
    // Each character's face: a Han text's characters come from several slices of one face.
    const faces = new Map(runs.flatMap(([face, run]) => [...run!].map((char) => [char, face!])));
    for (const char of 'お誕生日') expect(faces.get(char)).toMatch(/noto-sans-jp-/);
    for (const char of '생일') expect(faces.get(char)).toMatch(/noto-sans-kr-/);
    expect(faces.get('乐')).toMatch(/noto-sans-sc-/);
  });

  it('leave out and name only what no face draws: private-use characters', () => {
    const { block } = insideRuns(card('Hi \ue000 there \uf8ff שלום مرحبا'));
    expect(block.missingCharacters).toEqual(['\ue000', '\uf8ff']);
    const checks = cardPrintChecks({
      texts: layoutCard({ ...card('Hi \ue000'), style: 'realistic' }, { hasPicture: true }).texts,
      picture: null,
      pictureBox: null,
      crop: null,
    });
    expect(checks.map((check) => check.message)).toContain(
      'Some characters in the inside text cannot be printed and were left out: U+E000.',
    );
  });

  it('load, for a Japanese card, only the slices its characters are in', async () => {
    const { used } = await loadedFor(card('お誕生日おめでとう'), 'realistic');
    expect(used.length).toBeGreaterThan(0);
    expect(used.every((key) => /noto-sans-jp-\d+-400-normal\.woff$/.test(key))).toBe(true);
  });

  it('lay out hearts and symbols in every style without failing, the same faces the browser would load', async () => {
    // Noto SC slice 101 (which covers ❤ and U+FE0F) has a character map fontkit cannot read.
    for (const style of ['realistic', 'watercolor', 'sketch', 'vintage'] as const) {
      for (const inside of ['I ❤ you', 'Love you ❤️', 'Thanks ✌️', 'お誕生日 ❤️', '生日快乐 凄', '我爱你 ◇']) {
        const texts = card(inside);
        const laid = layoutCard({ ...texts, style }, { hasPicture: true }).texts.inside;
        expect(laid.lines.length, `${style}: ${inside}`).toBeGreaterThan(0);
        // Every face layout used is one the browser's loader would have fetched for it.
        const { used } = await loadedFor(texts, style);
        const drawnFrom = new Set(
          laid.lines
            .flatMap((line) => line.runs.flatMap((run) => (run.kind === 'glyphs' ? [run.font.name] : [])))
            .filter((name) => name.includes('/')),
        );
        for (const face of drawnFrom) expect(used, `${style}: ${inside}`).toContain(face);
      }
    }
  });

  it('draw symbols from the Noto symbol faces, no Han slice, in a block without Han, kana or Hangul', () => {
    const { block, runs } = insideRuns(card('Love ♥ you → ★ ✓ ♪ ∞ ≈ ⇒'));
    expect(runs.every(([face]) => !face!.includes('noto-sans-sc') && !face!.includes('noto-sans-jp'))).toBe(true);
    expect(block.missingCharacters).toEqual([]);
    const symbolFaces = new Set(runs.filter(([, text]) => text!.trim() && !/[a-z]/i.test(text!)).map(([face]) => face));
    expect([...symbolFaces].every((face) => /noto-sans-(symbols|symbols-2|math)\//.test(face!))).toBe(true);
  });

  it('drop invisible characters before choosing a face: no fallback file for a soft hyphen or a zero-width space', async () => {
    const texts = card('Geburts\u00adtag\u200b mit dir\ufeff');
    expect(await loadedFor(texts, 'realistic')).toEqual({ loaded: [], used: [] });
    const { block } = insideRuns(texts);
    expect(block.missingCharacters).toEqual([]);
    expect(block.lines.map((line) => line.text).join(' ')).toBe('Geburtstag mit dir');
  });
});
