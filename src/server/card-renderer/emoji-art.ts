import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocument, PDFImage, PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import type { Box } from '../../shared/card-layout/card-geometry.js';
import { emojiArtVersion, emojiFileNames, textDefaultNames } from '../../shared/card-layout/emoji-art.table.js';
import { hasEmojiArt, registerEmojiTable } from '../../shared/card-layout/emoji-art.js';

// The server lays out and draws every card, so it takes the table at start (the browser
// loads it only for a text with an emoji in it).
registerEmojiTable({ emojiArtVersion, emojiFileNames, textDefaultNames });

const artDir = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

/** Twemoji's artboard: every file draws in a 36x36 viewBox. */
const artboard = '0 0 36 36';

/** The file's path on disk; only a name in the table, so a request can never pick another file. */
export function emojiArtPath(file: string): string {
  if (!hasEmojiArt(file)) throw new Error(`No Twemoji artwork named '${file}'`);
  return path.join(artDir, `${file}.svg`);
}

const bodies = new Map<string, string>();

/**
 * The drawing inside a file's root <svg>, ready to nest in another SVG. The files are the
 * package's own, but nested in one page they share one id space: the few with a clipPath all
 * call it "a", so each id (and each reference to it) takes the file's name as a prefix. Two
 * uses of one file keep equal ids for equal definitions, which draws the same.
 */
export function emojiSvgBody(file: string): string {
  let body = bodies.get(file);
  if (body !== undefined) return body;
  const text = readFileSync(emojiArtPath(file), 'utf8')
    .replace(/^\uFEFF?\s*<\?xml[\s\S]*?\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!DOCTYPE[^>]*>/i, '');
  const root = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(text);
  if (!root || !root[1]!.includes(`viewBox="${artboard}"`)) {
    throw new Error(`Twemoji artwork '${file}' is not a ${artboard} SVG`);
  }
  const prefix = `twemoji-${file}-`;
  body = root[2]!
    .replace(/\bid="([^"]+)"/g, (_match, id: string) => `id="${prefix}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_match, id: string) => `url(#${prefix}${id})`)
    .replace(
      /\b((?:xlink:)?href)="#([^"]+)"/g,
      (_match, attribute: string, id: string) => `${attribute}="#${prefix}${id}"`,
    );
  bodies.set(file, body);
  return body;
}

/** The emoji as a nested <svg> in `box` (page points) for a page SVG drawn at `scale` pixels per point. */
export function emojiSvgElement(file: string, box: Box, scale: number): string {
  const at = (value: number) => (value * scale).toFixed(2);
  return `<svg x="${at(box.x)}" y="${at(box.y)}" width="${at(box.width)}" height="${at(box.height)}" viewBox="${artboard}">${emojiSvgBody(file)}</svg>`;
}

const pngs = new Map<string, Promise<Buffer>>();
/** Enough for every distinct emoji of many cards at their print sizes; the oldest go first. */
const pngCacheSize = 400;

/** The artwork as a square PNG with transparency, `pixels` wide. */
export function emojiPng(file: string, pixels: number): Promise<Buffer> {
  const side = Math.round(pixels);
  const key = `${file}@${side}`;
  let png = pngs.get(key);
  if (!png) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="${artboard}">${emojiSvgBody(file)}</svg>`;
    png = sharp(Buffer.from(svg)).png().toBuffer();
    pngs.set(key, png);
    png.catch(() => pngs.delete(key));
    if (pngs.size > pngCacheSize) pngs.delete(pngs.keys().next().value!);
  }
  return png;
}

/** Print resolution for emoji: twice the picture's 300 dpi, as the art's edges are sharp. */
export const emojiPrintDpi = 600;

/** Pixels across for an emoji `size` points wide at emojiPrintDpi (16 pt: 134 px). */
export function emojiPrintPixels(size: number): number {
  return Math.min(2048, Math.max(16, Math.ceil((size / 72) * emojiPrintDpi)));
}

/**
 * Each distinct emoji of one PDF embedded once, as a PNG at 600 dpi for the largest size the
 * document draws it at, and drawn at every use. Embedding is asynchronous and drawing is not:
 * call `embed` with every use before drawing the pages.
 */
export class PdfEmojiImages {
  private readonly images = new Map<string, { image: PDFImage; pixels: number }>();

  constructor(private readonly doc: PDFDocument) {}

  async embed(uses: Iterable<{ file: string; size: number }>): Promise<void> {
    const largest = new Map<string, number>();
    for (const { file, size } of uses) largest.set(file, Math.max(largest.get(file) ?? 0, size));
    await Promise.all(
      [...largest].map(async ([file, size]) => {
        const pixels = emojiPrintPixels(size);
        if ((this.images.get(file)?.pixels ?? 0) >= pixels) return;
        const image = await this.doc.embedPng(await emojiPng(file, pixels));
        this.images.set(file, { image, pixels });
      }),
    );
  }

  /** Draws `file` in `rect`, PDF points (x, y is the bottom-left corner). */
  draw(page: PDFPage, file: string, rect: { x: number; y: number; width: number; height: number }): void {
    const embedded = this.images.get(file);
    if (!embedded) throw new Error(`Emoji '${file}' was drawn before it was embedded`);
    page.drawImage(embedded.image, rect);
  }
}
