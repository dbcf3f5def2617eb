import sharp from 'sharp';
import { cardGeometry, inset, pageNames, type Box, type PageName } from '../../shared/card-layout/card-geometry.js';
import type { CardLayout, PageElement, PageLayout } from './card-layout.js';
import { emojiSvg, textCoverage, type PixelArea } from './draw-text.js';
import { blendCoverage, blendOver, drawOpaque, paperCanvas, parseHex, releaseCanvas } from './page-canvas.js';
import type { RawPicture } from './raw-picture.js';

interface PreviewOptions {
  widthPx?: number;
  /** WebP quality, 1-100. */
  quality?: number;
}

type Vector = Exclude<PageElement, { kind: 'picture' | 'text' }>;
type Text = Extract<PageElement, { kind: 'text' }>;
interface PageSize {
  width: number;
  height: number;
}

function vectorSvg(element: Vector, scale: number): string {
  const box = (b: Box) =>
    `x="${(b.x * scale).toFixed(2)}" y="${(b.y * scale).toFixed(2)}" width="${(b.width * scale).toFixed(2)}" height="${(b.height * scale).toFixed(2)}"`;
  switch (element.kind) {
    case 'rect':
      return `<rect ${box(element.box)} fill="${element.color}" fill-opacity="${element.opacity ?? 1}"/>`;
    case 'outline': {
      const w = element.width * scale;
      const b = element.box;
      return `<rect x="${b.x * scale + w / 2}" y="${b.y * scale + w / 2}" width="${b.width * scale - w}" height="${b.height * scale - w}" fill="none" stroke="${element.color}" stroke-width="${w}"/>`;
    }
    case 'path': {
      const s = (element.box.width / 24) * scale;
      return `<path d="${element.d}" transform="translate(${element.box.x * scale} ${element.box.y * scale}) scale(${s})" fill="${element.color}" fill-opacity="${element.opacity ?? 1}"/>`;
    }
  }
}

/**
 * A raster to draw on the page: opaque RGB (the picture), RGBA (drawn vectors) or one colour's
 * coverage (a text's glyphs).
 */
type Layer = PixelArea & ({ channels: 3 | 4; data: Buffer } | { channels: 1; data: Uint8Array; colour: string });

/** The part of the picture that falls on the trimmed page, scaled to the preview. */
async function pictureLayer(picture: RawPicture, box: Box, scale: number, page: PageSize): Promise<Layer | null> {
  const width = Math.round(box.width * scale);
  const height = Math.round(box.height * scale);
  const left = Math.round(box.x * scale);
  const top = Math.round(box.y * scale);
  const cropLeft = Math.max(0, -left);
  const cropTop = Math.max(0, -top);
  const cropWidth = Math.min(width - cropLeft, page.width - Math.max(0, left));
  const cropHeight = Math.min(height - cropTop, page.height - Math.max(0, top));
  if (cropWidth <= 0 || cropHeight <= 0) return null;
  const data = await sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: 3 } })
    .resize(width, height, { fit: 'fill' })
    .extract({ left: cropLeft, top: cropTop, width: cropWidth, height: cropHeight })
    .raw()
    .toBuffer();
  return { data, width: cropWidth, height: cropHeight, channels: 3, left: Math.max(0, left), top: Math.max(0, top) };
}

/**
 * Where an element's ink can fall, in pixels. A glyph may reach past its advance box (a script
 * face's swashes, an accent above a capital), so text gets a margin of its own size around its
 * laid-out bounds.
 */
function inkBounds(element: Vector | Text, scale: number): Box {
  const box = element.kind === 'text' ? inset(element.block.bounds, -element.block.size) : element.box;
  return { x: box.x * scale, y: box.y * scale, width: box.width * scale, height: box.height * scale };
}

/** The whole pixels of the page that the ink of `elements` can fall on, or null if none. */
function inkArea(elements: (Vector | Text)[], scale: number, page: PageSize): PixelArea | null {
  const boxes = elements.map((element) => inkBounds(element, scale));
  const left = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.x))));
  const top = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.y))));
  const right = Math.min(page.width, Math.ceil(Math.max(...boxes.map((box) => box.x + box.width))));
  const bottom = Math.min(page.height, Math.ceil(Math.max(...boxes.map((box) => box.y + box.height))));
  return right > left && bottom > top ? { left, top, width: right - left, height: bottom - top } : null;
}

/** SVG drawn by librsvg over `area` of the page, as an RGBA layer. */
async function svgLayer(body: string, area: PixelArea): Promise<Layer> {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${area.width}" height="${area.height}"><g transform="translate(${-area.left} ${-area.top})">${body}</g></svg>`,
  );
  const data = await sharp(svg).ensureAlpha().raw().toBuffer();
  return { ...area, data, channels: 4 };
}

/**
 * Consecutive vector elements drawn as one SVG the size of their ink, not of the page:
 * librsvg's cost grows with the area, and most of a page is bare paper.
 */
async function vectorLayer(elements: Vector[], scale: number, page: PageSize): Promise<Layer | null> {
  const area = inkArea(elements, scale, page);
  return area && svgLayer(elements.map((element) => vectorSvg(element, scale)).join(''), area);
}

/**
 * A text's glyphs as their coverage in its colour (glyph-coverage.ts), then its emoji, if it
 * has any, drawn by librsvg over them.
 */
function textLayers(element: Text, scale: number, page: PageSize): Promise<Layer | null>[] {
  const area = inkArea([element], scale, page);
  if (!area) return [];
  const glyphs: Layer = {
    ...area,
    channels: 1,
    data: textCoverage(element.block, scale, area),
    colour: element.block.style.color,
  };
  const emoji = emojiSvg(element.block, scale);
  return [Promise.resolve(glyphs), ...(emoji ? [svgLayer(emoji, area)] : [])];
}

/** A drawn page's pixels, RGB, before encoding. */
export interface PagePixels {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * One page as the customer will hold it (the trimmed 5x7 in), as raw RGB pixels. Its layers are
 * drawn at once (the picture may still be on its way; pages without one do not wait for it)
 * and laid on the paper in the layout's order, each as soon as it and those under it are ready:
 * what lies under the picture (a style's frame) is on the page before the picture comes, the
 * last thing a card waits for. Apart from renderPagePreview, the golden-image test compares
 * these pixels, which WebP's lossy encoding would blur.
 */
export async function drawPagePixels(
  page: PageLayout,
  picture: RawPicture | null | Promise<RawPicture | null>,
  widthPx: number = cardGeometry.previewWidthPx,
): Promise<PagePixels> {
  const scale = widthPx / cardGeometry.trim.width;
  const size: PageSize = { width: widthPx, height: Math.round(cardGeometry.trim.height * scale) };
  const pending: Promise<Layer | null>[] = [];
  let vectors: Vector[] = [];
  const flush = () => {
    if (vectors.length > 0) pending.push(vectorLayer(vectors, scale, size));
    vectors = [];
  };
  for (const element of page.elements) {
    if (element.kind === 'picture') {
      flush();
      pending.push(
        Promise.resolve(picture).then((pixels) => (pixels ? pictureLayer(pixels, element.box, scale, size) : null)),
      );
    } else if (element.kind === 'text') {
      flush();
      pending.push(...textLayers(element, scale, size));
    } else {
      vectors.push(element);
    }
  }
  flush();
  // Awaited in order below: a layer that fails meanwhile must not go unhandled.
  for (const layer of pending) layer.catch(() => {});
  const canvas = paperCanvas(size.width, size.height, page.background);
  for (const pendingLayer of pending) {
    const layer = await pendingLayer.catch((error: unknown) => {
      releaseCanvas(canvas);
      throw error;
    });
    if (!layer) continue;
    if (layer.channels === 1) blendCoverage(canvas, layer.data, layer, parseHex(layer.colour));
    else
      (layer.channels === 3 ? drawOpaque : blendOver)(
        canvas,
        layer.data,
        layer.width,
        layer.height,
        layer.left,
        layer.top,
      );
  }
  return canvas;
}

/**
 * Pages with neither text nor picture (a style's inside left: paper and an ornament) are the
 * same on every card of the style, so a worker encodes each once. Keyed by everything drawn,
 * so a changed style is a new entry; a handful of small WebPs, the oldest out first.
 */
const fixedPages = new Map<string, Promise<Buffer>>();
const fixedPagesKept = 16;

function fixedPageKey(page: PageLayout, options: PreviewOptions): string | null {
  if (page.elements.some((element) => element.kind === 'text' || element.kind === 'picture')) return null;
  return JSON.stringify([page.background, page.elements, options.widthPx, options.quality]);
}

/** One page as the customer will hold it, as WebP. */
export async function renderPagePreview(
  page: PageLayout,
  picture: RawPicture | null | Promise<RawPicture | null>,
  options: PreviewOptions = {},
): Promise<Buffer> {
  const key = fixedPageKey(page, options);
  if (key === null) return encodePage(page, picture, options);
  let encoded = fixedPages.get(key);
  if (!encoded) {
    encoded = encodePage(page, null, options);
    fixedPages.set(key, encoded);
    encoded.catch(() => fixedPages.delete(key));
    if (fixedPages.size > fixedPagesKept) fixedPages.delete(fixedPages.keys().next().value!);
  }
  // A copy: the caller owns what it is given.
  return Buffer.from(await encoded);
}

async function encodePage(
  page: PageLayout,
  picture: RawPicture | null | Promise<RawPicture | null>,
  options: PreviewOptions,
): Promise<Buffer> {
  const canvas = await drawPagePixels(page, picture, options.widthPx);
  const { data, width, height } = canvas;
  const webp = await sharp(data, { raw: { width, height, channels: 3 } })
    .webp({ quality: options.quality ?? 80, effort: 0 })
    .toBuffer();
  releaseCanvas(canvas);
  return webp;
}

export async function renderPreviews(
  layout: CardLayout,
  picture: RawPicture | null | Promise<RawPicture | null>,
  options: PreviewOptions = {},
): Promise<Record<PageName, Buffer>> {
  const rendered = await Promise.all(pageNames.map((name) => renderPagePreview(layout.pages[name], picture, options)));
  return Object.fromEntries(pageNames.map((name, index) => [name, rendered[index]!])) as Record<PageName, Buffer>;
}
