import { PDFDocument, PDFName, PDFRawStream, type PDFNumber } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Box } from '../../shared/card-layout/card-geometry.js';
import { emojiArtFile } from '../../shared/card-layout/emoji-art.js';
import { emojiPng, emojiPrintPixels, emojiSvgBody, emojiSvgElement, PdfEmojiImages } from './emoji-art.js';

/** A white page `width` x `height` points drawn at `scale` px/pt, as the preview renderer does, as raw RGB. */
async function drawPage(elements: string[], width: number, height: number, scale: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width * scale}" height="${height * scale}"><rect width="100%" height="100%" fill="#fff"/>${elements.join('')}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => {
    const at = (y * info.width + x) * 3;
    return [data[at]!, data[at + 1]!, data[at + 2]!] as const;
  };
  return { data, info, pixel };
}

describe('emoji artwork on the server', () => {
  it('draws ❤️ in its square of the page SVG, in red', async () => {
    const file = emojiArtFile('❤️')!;
    const box: Box = { x: 10, y: 10, width: 20, height: 20 };
    const page = await drawPage([emojiSvgElement(file, box, 2)], 40, 40, 2);
    let red = 0;
    let outsideInk = 0;
    for (let y = 0; y < 80; y++) {
      for (let x = 0; x < 80; x++) {
        const [r, g, b] = page.pixel(x, y);
        const inside = x >= 20 && x < 60 && y >= 20 && y < 60;
        if (inside && r > 180 && g < 90 && b < 110) red++;
        if (!inside && r + g + b < 750) outsideInk++;
      }
    }
    // The heart fills most of its 40x40 px square; nothing is drawn outside it.
    expect(red).toBeGreaterThan(0.5 * 40 * 40);
    expect(outsideInk).toBe(0);
  });

  it('keeps two emoji with clipPaths on one page apart (each clips with its own path)', async () => {
    // Maracas and the shaking face both name a clipPath "a"; unprefixed, the face would clip
    // with the maracas' path and lose most of its drawing.
    const maracas = emojiSvgElement('1fa87', { x: 0, y: 0, width: 36, height: 36 }, 2);
    const face = emojiSvgElement('1fae8', { x: 40, y: 0, width: 36, height: 36 }, 2);
    const together = await drawPage([maracas, face], 80, 36, 2);
    const alone = await drawPage([face], 80, 36, 2);
    let differing = 0;
    let faceInk = 0;
    for (let y = 0; y < 72; y++) {
      for (let x = 80; x < 160; x++) {
        const a = together.pixel(x, y);
        const b = alone.pixel(x, y);
        if (a.some((value, channel) => Math.abs(value - b[channel]!) > 8)) differing++;
        if (b[0] + b[1] + b[2] < 700) faceInk++;
      }
    }
    expect(faceInk).toBeGreaterThan(1000);
    expect(differing).toBe(0);
    const ids = [...`${maracas}${face}`.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('drops an XML prolog and refuses names outside the table', () => {
    expect(emojiSvgBody('2764')).not.toMatch(/<\?xml|<svg/);
    expect(() => emojiSvgBody('../package')).toThrow(/No Twemoji artwork/);
    expect(() => emojiSvgBody('e50a')).toThrow(/No Twemoji artwork/);
  });

  it('rasterises to a square PNG of the asked size with a transparent background', async () => {
    const png = await emojiPng('1f600', 134);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 134, 134, true]);
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
    expect(await emojiPng('1f600', 134)).toBe(png);
    expect(emojiPrintPixels(16)).toBe(134);
  });

  it('embeds each distinct emoji once per PDF, at 600 dpi for its largest use', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([200, 100]);
    const images = new PdfEmojiImages(doc);
    await images.embed([
      { file: '2764', size: 16 },
      { file: '2764', size: 24 },
      { file: '1f600', size: 12 },
    ]);
    images.draw(page, '2764', { x: 10, y: 10, width: 16, height: 16 });
    images.draw(page, '2764', { x: 40, y: 10, width: 24, height: 24 });
    images.draw(page, '1f600', { x: 80, y: 10, width: 12, height: 12 });
    expect(() => images.draw(page, '1f44d', { x: 0, y: 0, width: 1, height: 1 })).toThrow(/before it was embedded/);
    const saved = await PDFDocument.load(await doc.save());
    const widths = saved.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFRawStream => object instanceof PDFRawStream)
      .filter((stream) => stream.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
      .filter((stream) => stream.dict.get(PDFName.of('SMask')) !== undefined)
      .map((stream) => (stream.dict.get(PDFName.of('Width')) as PDFNumber).asNumber())
      .sort((a, b) => a - b);
    expect(widths).toEqual([emojiPrintPixels(12), emojiPrintPixels(24)]);
  });
});
