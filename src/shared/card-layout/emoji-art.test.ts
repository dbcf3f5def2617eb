import { describe, expect, it } from 'vitest';
import {
  emojiArtFile,
  emojiArtFiles,
  emojiArtParts,
  emojiBox,
  emojiGraphemes,
  isEmojiGrapheme,
  loadEmojiTable,
  needsEmojiTable,
} from './emoji-art.js';

describe('emoji artwork names (Twemoji)', () => {
  it('finds nothing before the table is loaded, then the file for each kind of emoji', async () => {
    expect(emojiArtFile('❤️')).toBeUndefined();
    await loadEmojiTable();
    const cases: [string, string][] = [
      ['👋🏽', '1f44b-1f3fd'],
      ['👨‍👩‍👧', '1f468-200d-1f469-200d-1f467'],
      ['❤️', '2764'],
      ['🇯🇵', '1f1ef-1f1f5'],
      ['1️⃣', '31-20e3'],
      ['#️⃣', '23-20e3'],
      ['🏳️‍🌈', '1f3f3-fe0f-200d-1f308'],
      // Typed without the U+FE0F the file name has.
      ['🏳‍🌈', '1f3f3-fe0f-200d-1f308'],
      ['❤️‍🔥', '2764-fe0f-200d-1f525'],
      // The file has no U+FE0F although the fully qualified sequence has two.
      ['👁️‍🗨️', '1f441-200d-1f5e8'],
      ['🏴󠁧󠁢󠁳󠁣󠁴󠁿', '1f3f4-e0067-e0062-e0073-e0063-e0074-e007f'],
      ['©️', 'a9'],
      ['😀', '1f600'],
    ];
    for (const [grapheme, file] of cases) expect(emojiArtFile(grapheme), grapheme).toBe(file);
  });

  it('leaves letters, digits, text-style symbols and private-use characters to the fonts', async () => {
    await loadEmojiTable();
    // © ® ™ ↔ are text unless U+FE0F asks for the emoji: "Acme™" keeps a letter-sized sign.
    // U+FE0E asks for the text look: '❤︎' and '👋︎' stay with the fonts.
    for (const text of [
      '1',
      '#',
      '*',
      'a',
      'é',
      '©',
      '®',
      '™',
      '↔',
      '❤',
      '❤\ufe0e',
      '👋\ufe0e',
      '\ue50a',
      '\u{f0000}',
      '',
    ]) {
      expect(emojiArtFile(text), JSON.stringify(text)).toBeUndefined();
      expect(isEmojiGrapheme(text), JSON.stringify(text)).toBe(false);
    }
    expect(isEmojiGrapheme('1️⃣')).toBe(true);
    expect(isEmojiGrapheme('1\u20e3')).toBe(true);
  });

  it('draws a sequence newer than the artwork from its parts', async () => {
    await loadEmojiTable();
    const phoenix = '🐦‍🔥';
    expect(isEmojiGrapheme(phoenix)).toBe(true);
    expect(emojiArtFile(phoenix)).toBeUndefined();
    expect(emojiArtParts(phoenix)).toEqual(['1f426', '1f525']);
    expect(emojiArtFiles(phoenix)).toEqual(['1f426', '1f525']);
    // A part that is text-style on its own (♀) is an emoji inside the sequence.
    expect(emojiArtParts('🐦‍♀')).toEqual(['1f426', '2640']);
    expect(emojiArtParts('😀')).toEqual([]);
    expect(emojiArtFiles('a')).toEqual([]);
  });

  it('lists the emoji of a text by grapheme, not by code point', async () => {
    await loadEmojiTable();
    const text = 'Hi 👋🏽 👨‍👩‍👧 ❤️ 🇯🇵 1️⃣ ok © 1';
    expect(needsEmojiTable('Hello, world 123 #1')).toBe(false);
    expect(needsEmojiTable(text)).toBe(true);
    expect(emojiGraphemes(text).map(({ grapheme, files }) => [grapheme, files])).toEqual([
      ['👋🏽', ['1f44b-1f3fd']],
      ['👨‍👩‍👧', ['1f468-200d-1f469-200d-1f467']],
      ['❤️', ['2764']],
      ['🇯🇵', ['1f1ef-1f1f5']],
      ['1️⃣', ['31-20e3']],
    ]);
    expect(emojiGraphemes(text)[0]!.index).toBe(3);
  });

  it('places the square 0.1 em right of the pen, from 0.9 em above the baseline to 0.1 em below', () => {
    expect(emojiBox(100, 200, 20)).toEqual({ x: 102, y: 182, width: 20, height: 20 });
  });
});
