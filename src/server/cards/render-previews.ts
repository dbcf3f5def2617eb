import sharp, { type OverlayOptions } from 'sharp';
import { cardGeometry, pageNames, type Box, type PageName } from './card-geometry.js';
import type { CardLayout, PageElement, PageLayout } from './card-layout.js';
import { textBlockSvg } from './draw-text-svg.js';
import type { RawPicture } from './picture-treatments.js';

export interface PreviewOptions {
  widthPx?: number;
  /** WebP quality, 1-100. */
  quality?: number;
}

function vectorSvg(element: Exclude<PageElement, { kind: 'picture' }>, scale: number, index: number): string {
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
    case 'text':
      return textBlockSvg(element.block, scale, `t${index}g`);
  }
}

/** The part of the picture that falls on the trimmed page, as a composite input. */
async function pictureLayer(picture: RawPicture, box: Box, scale: number, page: { width: number; height: number }) {
  const width = Math.round(box.width * scale);
  const height = Math.round(box.height * scale);
  const left = Math.round(box.x * scale);
  const top = Math.round(box.y * scale);
  const cropLeft = Math.max(0, -left);
  const cropTop = Math.max(0, -top);
  const cropWidth = Math.min(width - cropLeft, page.width - Math.max(0, left));
  const cropHeight = Math.min(height - cropTop, page.height - Math.max(0, top));
  const input = await sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: 3 } })
    .resize(width, height, { fit: 'fill' })
    .extract({ left: cropLeft, top: cropTop, width: cropWidth, height: cropHeight })
    .raw()
    .toBuffer();
  return {
    input,
    raw: { width: cropWidth, height: cropHeight, channels: 3 as const },
    left: Math.max(0, left),
    top: Math.max(0, top),
  };
}

/** One page as the customer will hold it (the trimmed 5x7 in), as WebP. */
export async function renderPagePreview(
  page: PageLayout,
  picture: RawPicture | null,
  options: PreviewOptions = {},
): Promise<Buffer> {
  const widthPx = options.widthPx ?? cardGeometry.previewWidthPx;
  const scale = widthPx / cardGeometry.trim.width;
  const size = { width: widthPx, height: Math.round(cardGeometry.trim.height * scale) };
  const layers: OverlayOptions[] = [];
  let vectors: string[] = [];
  const flush = () => {
    if (vectors.length === 0) return;
    layers.push({
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size.width}" height="${size.height}">${vectors.join('')}</svg>`,
      ),
      left: 0,
      top: 0,
    });
    vectors = [];
  };
  for (const [index, element] of page.elements.entries()) {
    if (element.kind === 'picture') {
      flush();
      if (picture) layers.push(await pictureLayer(picture, element.box, scale, size));
    } else {
      vectors.push(vectorSvg(element, scale, index));
    }
  }
  flush();
  return sharp({ create: { ...size, channels: 3, background: page.background } })
    .composite(layers)
    .webp({ quality: options.quality ?? 80, effort: 0 })
    .toBuffer();
}

export async function renderPreviews(
  layout: CardLayout,
  picture: RawPicture | null,
  options: PreviewOptions = {},
): Promise<Record<PageName, Buffer>> {
  const rendered = await Promise.all(pageNames.map((name) => renderPagePreview(layout.pages[name], picture, options)));
  return Object.fromEntries(pageNames.map((name, index) => [name, rendered[index]!])) as Record<PageName, Buffer>;
}
