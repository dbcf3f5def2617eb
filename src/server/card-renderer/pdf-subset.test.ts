import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { type PDFArray, type PDFDict, PDFDocument, PDFName, type PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { layoutCard } from './card-layout.js';
import { renderPrintPdf } from './render-pdf.js';

const resolve = (doc: PDFDocument, value: PDFObject | undefined) =>
  value instanceof PDFRef ? doc.context.lookup(value) : value;
const bytesOf = (stream: PDFRawStream) =>
  stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : stream.contents;

/** The embedded font program of each font the inside spread uses, by BaseFont name. */
function embeddedPrograms(doc: PDFDocument): Map<string, Uint8Array> {
  const programs = new Map<string, Uint8Array>();
  const fonts = resolve(doc, doc.getPages()[1]!.node.Resources()!.get(PDFName.of('Font'))) as PDFDict;
  for (const [, ref] of fonts.entries()) {
    const type0 = resolve(doc, ref) as PDFDict;
    const cid = resolve(doc, (resolve(doc, type0.get(PDFName.of('DescendantFonts'))) as PDFArray).get(0)) as PDFDict;
    const descriptor = resolve(doc, cid.get(PDFName.of('FontDescriptor'))) as PDFDict;
    const file = resolve(doc, descriptor.get(PDFName.of('FontFile2'))) as PDFRawStream;
    programs.set(String(type0.get(PDFName.of('BaseFont'))), bytesOf(file));
  }
  return programs;
}

describe('the print PDF embeds intact glyphs', () => {
  it('keeps every glyph of an Arabic and a symbol subset readable, as the preview draws it', async () => {
    const layout = layoutCard(
      { front: 'Hi', inside: 'مرحبا بالعالم ★ ⇒ ∞ ≈', back: 'Love', style: 'realistic' },
      { hasPicture: false },
    );
    const doc = await PDFDocument.load(await renderPrintPdf(layout, null, 'Subset'));
    const runs = layout.texts.inside.lines.flatMap((line) => line.runs);
    const programs = embeddedPrograms(doc);
    let checked = 0;
    for (const [baseFont, program] of programs) {
      const subset = fontkit.create(program);
      // Subset glyph n is the n-th distinct glyph the page showed in that face (pdf-glyphs.ts).
      // The fallback faces are used by the inside text alone; the style's typeface is on other pages too.
      if (!baseFont.includes('Noto')) continue;
      const face = runs.find((run) => run.kind === 'glyphs' && baseFont.includes(run.font.font.postscriptName));
      if (!face || face.kind !== 'glyphs') continue;
      const ids = [
        ...new Set(
          runs.flatMap((run) => (run.kind === 'glyphs' && run.font === face.font ? run.glyphs.map((g) => g.id) : [])),
        ),
      ];
      ids.forEach((id, index) => {
        expect(subset.getGlyph(index + 1).path.toSVG(), `${baseFont} glyph ${id}`).toBe(face.font.glyphPath(id));
        checked += 1;
      });
    }
    expect(checked).toBeGreaterThan(8);
  });
});
