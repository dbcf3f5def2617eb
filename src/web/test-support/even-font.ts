import type { LayoutFont } from '@shared/card-layout/layout-font';
import type { CardPageFonts } from '@/lib/card-fonts';

/**
 * jsdom cannot load font files: a typeface whose every character is one glyph (numbered by its
 * code point) half an em wide, drawn as a box.
 */
export function evenTestFont(name: string, has: (codePoint: number) => boolean = () => true): LayoutFont {
  return {
    name,
    unitsPerEm: 1000,
    ascent: 800,
    descent: -200,
    hasGlyph: has,
    shape(text, rtl) {
      const glyphs = Array.from(text, (char) => {
        const codePoint = char.codePointAt(0)!;
        return { id: codePoint, advance: 0.5, xOffset: 0, yOffset: 0, codePoints: [codePoint] };
      });
      return rtl ? glyphs.reverse() : glyphs;
    },
    glyphPath: (id) => (id === 0x20 ? '' : 'M50 0L450 0L450 700L50 700Z'),
  };
}

export const evenFont = evenTestFont('Even');

/** The card pages' fonts, every typeface the even one. */
export const fakeFonts: CardPageFonts = { fontOf: () => evenFont };
