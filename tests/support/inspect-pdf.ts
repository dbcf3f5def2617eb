import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  type PDFNumber,
  PDFRawStream,
  PDFRef,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';

interface PlacedImage {
  name: string;
  pixelWidth: number;
  pixelHeight: number;
  /** Size on the page, in points. */
  width: number;
  height: number;
  x: number;
  y: number;
}

interface EmbeddedFont {
  baseFont: string;
  embedded: boolean;
}

function streamText(stream: PDFRawStream): string {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const bytes = filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : Buffer.from(stream.contents);
  return bytes.toString('latin1');
}

function contentText(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const streams: PDFObject[] = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return streams
    .map((entry) => (entry instanceof PDFRef ? doc.context.lookup(entry) : entry))
    .filter((entry): entry is PDFRawStream => entry instanceof PDFRawStream)
    .map(streamText)
    .join('\n');
}

function lookupDict(doc: PDFDocument, value: PDFObject | undefined): PDFDict | undefined {
  const resolved = value instanceof PDFRef ? doc.context.lookup(value) : value;
  return resolved instanceof PDFDict ? resolved : undefined;
}

const numberOf = (dict: PDFDict, key: string) => (dict.get(PDFName.of(key)) as PDFNumber).asNumber();

/** Every image drawn on `page`, with the size it is drawn at (from the `cm` operators before its `Do`). */
export function placedImages(doc: PDFDocument, page: PDFPage): PlacedImage[] {
  const xObjects = lookupDict(doc, page.node.Resources()?.get(PDFName.of('XObject')));
  const sizes = new Map<string, { w: number; h: number }>();
  for (const [name, ref] of xObjects?.entries() ?? []) {
    const stream = doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    if (stream.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    sizes.set(name.asString().slice(1), { w: numberOf(stream.dict, 'Width'), h: numberOf(stream.dict, 'Height') });
  }
  const placed: PlacedImage[] = [];
  const stack: number[][] = [];
  let matrix = [1, 0, 0, 1, 0, 0];
  const tokens = contentText(doc, page).split(/\s+/).filter(Boolean);
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token === 'q') stack.push(matrix);
    else if (token === 'Q') matrix = stack.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (token === 'cm') {
      const [a, b, c, d, e, f] = tokens.slice(index - 6, index).map(Number) as [
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      const [A, B, C, D, E, F] = matrix as [number, number, number, number, number, number];
      matrix = [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
    } else if (token === 'Do') {
      const name = tokens[index - 1]!.slice(1);
      const size = sizes.get(name);
      if (size) {
        placed.push({
          name,
          pixelWidth: size.w,
          pixelHeight: size.h,
          width: matrix[0]!,
          height: matrix[3]!,
          x: matrix[4]!,
          y: matrix[5]!,
        });
      }
    }
  }
  return placed;
}

/** The fonts a page uses, and whether each carries its font program (FontFile, FontFile2 or FontFile3). */
export function pageFonts(doc: PDFDocument, page: PDFPage): EmbeddedFont[] {
  const fonts = lookupDict(doc, page.node.Resources()?.get(PDFName.of('Font')));
  const result: EmbeddedFont[] = [];
  for (const [, ref] of fonts?.entries() ?? []) {
    const font = lookupDict(doc, ref)!;
    const baseFont = String(font.get(PDFName.of('BaseFont')));
    const descendants = font.get(PDFName.of('DescendantFonts'));
    const descendantArray = descendants instanceof PDFRef ? doc.context.lookup(descendants) : descendants;
    const descendant = descendantArray instanceof PDFArray ? lookupDict(doc, descendantArray.get(0)) : font;
    const descriptor = lookupDict(doc, descendant?.get(PDFName.of('FontDescriptor')));
    const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some(
      (key) => descriptor?.get(PDFName.of(key)) !== undefined,
    );
    result.push({ baseFont, embedded });
  }
  return result;
}

/** Where `page` shows each glyph: the x, y of every text matrix (`1 0 0 1 x y Tm`) set before a `Tj`. */
export function glyphPlacements(doc: PDFDocument, page: PDFPage): { x: number; y: number }[] {
  const text = contentText(doc, page);
  return [...text.matchAll(/1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm\s*<[0-9A-Fa-f]+> Tj/g)].map((match) => ({
    x: Number(match[1]),
    y: Number(match[2]),
  }));
}
