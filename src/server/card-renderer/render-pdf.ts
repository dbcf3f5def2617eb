import { woff2SafeFontkit } from '../pdf/woff2-safe-fontkit.js';
import { PDFDocument, type PDFFont, type PDFPage, type PDFRef, degrees, drawImage, rgb } from 'pdf-lib';
import sharp, { type JpegOptions } from 'sharp';
import { cardGeometry, isLeftPage, spreads, type Box, type PageName } from '../../shared/card-layout/card-geometry.js';
import { fontFeatures, type CardFont } from './card-fonts.js';
import { backgroundBox, type CardLayout, type PageElement } from './card-layout.js';
import { PdfEmojiImages } from './emoji-art.js';
import { showGlyphs } from './pdf-glyphs.js';
import { deflateNatively, embedJpeg } from './pdf-streams.js';
import type { RawPicture } from './raw-picture.js';

function colour(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** Maps a page's own top-down points onto its half of the spread (PDF points, bottom-up). */
function placer(page: PageName) {
  const { bleed, trim, spread } = cardGeometry;
  const offsetX = bleed + (isLeftPage(page) ? 0 : trim.width);
  return {
    x: (x: number) => offsetX + x,
    /** The PDF y of the bottom edge of `box`. */
    bottom: (box: Box) => spread.height - (bleed + box.y + box.height),
    y: (y: number) => spread.height - (bleed + y),
  };
}

interface DrawContext {
  pdfPage: PDFPage;
  fonts: Map<CardFont, PDFFont>;
  emoji: PdfEmojiImages;
  /** Where the picture's image object will be, or null without a picture. */
  picture: PDFRef | null;
}

function drawElement(context: DrawContext, page: PageName, element: PageElement): void {
  const { pdfPage } = context;
  const at = placer(page);
  switch (element.kind) {
    case 'rect':
      pdfPage.drawRectangle({
        x: at.x(element.box.x),
        y: at.bottom(element.box),
        width: element.box.width,
        height: element.box.height,
        color: colour(element.color),
        opacity: element.opacity ?? 1,
      });
      return;
    case 'outline': {
      const half = element.width / 2;
      pdfPage.drawRectangle({
        x: at.x(element.box.x) + half,
        y: at.bottom(element.box) + half,
        width: element.box.width - element.width,
        height: element.box.height - element.width,
        borderColor: colour(element.color),
        borderWidth: element.width,
      });
      return;
    }
    case 'picture':
      if (context.picture) {
        // As pdfPage.drawImage draws it, by reference: the image itself may still be on its way.
        const name = pdfPage.node.newXObject('Image', context.picture);
        pdfPage.pushOperators(
          ...drawImage(name, {
            x: at.x(element.box.x),
            y: at.bottom(element.box),
            width: element.box.width,
            height: element.box.height,
            rotate: degrees(0),
            xSkew: degrees(0),
            ySkew: degrees(0),
          }),
        );
      }
      return;
    case 'path':
      pdfPage.drawSvgPath(element.d, {
        x: at.x(element.box.x),
        y: at.y(element.box.y),
        scale: element.box.width / 24,
        color: colour(element.color),
        opacity: element.opacity ?? 1,
        borderWidth: 0,
      });
      return;
    case 'text': {
      const { block } = element;
      for (const line of block.lines) {
        for (const run of line.runs) {
          if (run.kind === 'emoji') {
            const { box } = run;
            context.emoji.draw(pdfPage, run.file, {
              x: at.x(box.x),
              y: at.bottom(box),
              width: box.width,
              height: box.height,
            });
            continue;
          }
          showGlyphs(
            pdfPage,
            context.fonts.get(run.font)!,
            block.size,
            colour(block.style.color),
            run.glyphs.map((glyph) => ({ glyph, x: at.x(glyph.x), y: at.y(glyph.y) })),
          );
        }
      }
    }
  }
}

/**
 * The picture's JPEG in the print file: quality 90 without chroma subsampling (colour edges
 * stay sharp). Huffman tables are the standard ones: sharp's default of optimising them takes
 * a second pass over the coefficients, 83 against 27 ms for a realistic print (1538x2175), for
 * a file 5% (the bench photo) to 20% (a grainy one) smaller, with the same pixels. The renderFloor benchmark's floor encodes with these.
 */
export const printJpegOptions = {
  quality: 90,
  chromaSubsampling: '4:4:4',
  mozjpeg: false,
  optimiseCoding: false,
} as const satisfies JpegOptions;

/**
 * The print file: two 10.25x7.25 in spreads (outside: back | front; inside: inside left |
 * inside right) with trim and bleed boxes set, the picture embedded as a 300 dpi JPEG and every
 * face the texts use (style typefaces and fallbacks) embedded as a subset. `picture` must be
 * rendered for the layout's picture box at 300 dpi (card-picture.ts). While it is still being
 * made, the pages are drawn with a reference to it and the font subsets written (the slow part
 * of saving, ~40 ms), so only its JPEG and the document's bytes are left once it comes.
 */
export async function renderPrintPdf(
  layout: CardLayout,
  picturePending: RawPicture | null | Promise<RawPicture>,
  title: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(woff2SafeFontkit);
  deflateNatively(doc);
  doc.setTitle(title);
  doc.setCreator('Keepsake');
  doc.setProducer('Keepsake card renderer (pdf-lib)');

  // One subset font per face file a run uses: a face no text needed is not embedded. Each
  // distinct emoji is one image, drawn at every use.
  const fonts = new Map<CardFont, PDFFont>();
  const emoji = new PdfEmojiImages(doc);
  const emojiUses: { file: string; size: number }[] = [];
  for (const block of Object.values(layout.texts)) {
    for (const run of block.lines.flatMap((line) => line.runs)) {
      if (run.kind === 'emoji') {
        emojiUses.push({ file: run.file, size: run.box.height });
        continue;
      }
      const font = run.font;
      if (!fonts.has(font)) fonts.set(font, await doc.embedFont(font.bytes, { subset: true, features: fontFeatures }));
    }
  }
  await emoji.embed(emojiUses);
  const image = picturePending ? doc.context.nextRef() : null;

  const { spread, bleed, trim } = cardGeometry;
  for (const { left, right } of spreads) {
    const pdfPage = doc.addPage([spread.width, spread.height]);
    pdfPage.setBleedBox(0, 0, spread.width, spread.height);
    pdfPage.setTrimBox(bleed, bleed, trim.width * 2, trim.height);
    const context: DrawContext = { pdfPage, fonts, emoji, picture: image };
    for (const name of [left, right]) {
      const page = layout.pages[name];
      drawElement(context, name, { kind: 'rect', box: backgroundBox(name), color: page.background });
      for (const element of page.elements) drawElement(context, name, element);
    }
  }
  if (image) {
    await doc.flush();
    const picture = await picturePending!;
    const jpeg = await sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: 3 } })
      .jpeg(printJpegOptions)
      .toBuffer();
    await embedJpeg(doc, jpeg, image);
  }
  return doc.save();
}
