import type { LayoutFont } from '@shared/card-layout/layout-font';
import type { CardPageFonts } from '@/lib/card-fonts';

/** jsdom cannot load font files: a typeface whose every character is half an em wide. */
export const evenFont: LayoutFont = {
  name: 'Even',
  unitsPerEm: 1000,
  ascent: 800,
  descent: -200,
  hasGlyph: () => true,
  advance: () => 0.5,
};

/** The card pages' fonts, every typeface the even one, drawn in a family named for tests. */
export const fakeFonts: CardPageFonts = { fontOf: () => evenFont, familyOf: () => 'Even Test Face' };
