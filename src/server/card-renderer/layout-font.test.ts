import { describe, expect, it } from 'vitest';
import { fontSources, type CardFontName } from '../../shared/card-layout/font-files';
import { needsFullShaping } from '../../shared/card-layout/layout-font';
import { cardFont } from './card-fonts';

describe('the shared layout font', () => {
  // The layout measures a character by the width the PDF and the previews then advance by; a
  // difference would put text past its box or break lines the print does not break.
  it.each(Object.keys(fontSources) as CardFontName[])(
    'measures every %s character as wide as the glyph the renderer draws',
    (name) => {
      const font = cardFont(name);
      const drawn = font.font as unknown as { characterSet: number[] };
      expect(drawn.characterSet.length).toBeGreaterThan(100);
      // Marks and the scripts that need shaping change with their neighbours (text-shaping.test.ts).
      const alone = drawn.characterSet.filter((codePoint) => !needsFullShaping(String.fromCodePoint(codePoint)));
      expect(alone.length).toBeGreaterThan(100);
      const mismatched = alone.filter((codePoint) => {
        const [glyph, ...more] = font.shape(String.fromCodePoint(codePoint), false);
        const printed = font.font.glyphForCodePoint(codePoint);
        return (
          more.length > 0 ||
          glyph?.id !== printed.id ||
          glyph.advance !== printed.advanceWidth / font.font.unitsPerEm ||
          font.hasGlyph(codePoint) !== font.font.hasGlyphForCodePoint(codePoint)
        );
      });
      expect(mismatched).toEqual([]);
      expect([font.unitsPerEm, font.ascent, font.descent]).toEqual([
        font.font.unitsPerEm,
        font.font.ascent,
        font.font.descent,
      ]);
    },
  );
});
