import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pageFonts } from '../../../tests/support/inspect-pdf';
import { cardStyleIds } from '../../shared/creation-rules';
import { fontSources, type CardFontName } from '../../shared/card-layout/font-files';
import { cardFont } from './card-fonts';
import { layoutCard } from './card-layout';
import { renderCard } from './render-card';
import { isWoff, woffToSfnt } from '../pdf/woff-to-sfnt';

const design = { front: 'Happy birthday, Ana', inside: 'With love from all of us.', back: 'Love, Sam' };

describe('the card typefaces', () => {
  it('loads every font from its own npm package, none of them a fallback', () => {
    for (const name of Object.keys(fontSources) as CardFontName[]) {
      const font = cardFont(name);
      expect(font.font.familyName, name).toBe(fontSources[name].name);
      expect(font.bytes.length).toBeGreaterThan(10_000);
    }
  });

  it('gives each style its own family for the front and the inside text', () => {
    const families = cardStyleIds.map((style) => {
      const { texts } = layoutCard({ ...design, style }, { hasPicture: true });
      return { front: texts.front.style.font.font.familyName, inside: texts.inside.style.font.font.familyName };
    });
    expect(new Set(families.map((family) => family.front)).size).toBe(cardStyleIds.length);
    expect(new Set(families.map((family) => family.inside)).size).toBe(cardStyleIds.length);
    // Inter is the app's own face and the small back mark; no style's words are set in it.
    expect(families.flatMap((family) => [family.front, family.inside])).not.toContain('Inter');
  });

  it.each(cardStyleIds)(
    'embeds the %s style typefaces in the print PDF',
    async (style) => {
      const card = await renderCard({ ...design, style }, null, 'Font test');
      const doc = await PDFDocument.load(card.pdf);
      const fonts = doc.getPages().flatMap((page) => pageFonts(doc, page));
      expect(fonts.every((font) => font.embedded)).toBe(true);
      // pdf-lib names an embedded font by its PostScript name and a random number.
      const embedded = new Set(fonts.map((font) => font.baseFont.replace(/^\//, '').replace(/-\d+$/, '')));
      for (const part of ['front', 'inside', 'back', 'mark'] as const) {
        expect(embedded, part).toContain(card.layout.texts[part].style.font.font.postscriptName);
      }
    },
    30_000,
  );

  it('unpacks a WOFF file into the same font, glyph for glyph', () => {
    const woff = readFileSync(
      createRequire(import.meta.url).resolve('@fontsource/caveat/files/caveat-latin-400-normal.woff'),
    );
    expect(isWoff(woff)).toBe(true);
    const packed = fontkit.create(woff);
    const sfnt = woffToSfnt(woff);
    expect(isWoff(sfnt)).toBe(false);
    const unpacked = fontkit.create(sfnt);
    expect(unpacked.numGlyphs).toBe(packed.numGlyphs);
    for (const char of 'Aa&?é') {
      const [before, after] = [packed, unpacked].map((font) => font.glyphForCodePoint(char.codePointAt(0)!));
      expect(after!.advanceWidth).toBe(before!.advanceWidth);
      expect(after!.path.toSVG()).toBe(before!.path.toSVG());
    }
  });
});
