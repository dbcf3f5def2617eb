import sharp from 'sharp';
import type { Box } from './card-geometry.js';
import type { CardStyleSpec } from './card-styles.js';
import { pictureTreatments, type RawPicture } from './picture-treatments.js';
import type { SourcePicture } from './source-picture.js';

/**
 * The front picture for one box at one resolution: cropped to fill the box (sharp's attention
 * strategy keeps faces and detail in frame), treated in the card's style, with the text scrim
 * baked in when the style has one. The pixels flatten onto white first (transparent PNGs).
 */
export async function renderPicture(
  source: SourcePicture,
  box: Box,
  spec: CardStyleSpec,
  pixelsPerPoint: number,
): Promise<RawPicture> {
  const width = Math.ceil(box.width * pixelsPerPoint);
  const height = Math.ceil(box.height * pixelsPerPoint);
  const crop = await attentionCrop(source, width / height);
  const { data, info } = await source
    .open()
    .extract(crop)
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const treated = await pictureTreatments[spec.id](
    { data, width: info.width, height: info.height },
    { pixelsPerPoint, paper: spec.paper },
  );
  return spec.scrim ? withScrim(treated) : treated;
}

const thumbnailEdge = 384;

/**
 * Which part of the picture to keep for a box of this shape. sharp's attention strategy (skin
 * tones, saturation, detail) picks it on a small thumbnail, which costs a few milliseconds
 * where running it on a 12-megapixel original costs most of a second.
 */
export async function attentionCrop(
  source: SourcePicture,
  aspect: number,
): Promise<{ left: number; top: number; width: number; height: number }> {
  const wide = source.width / source.height > aspect;
  const width = wide ? Math.round(source.height * aspect) : source.width;
  const height = wide ? source.height : Math.round(source.width / aspect);
  if (width === source.width && height === source.height) return { left: 0, top: 0, width, height };
  const thumb = await source
    .open()
    .resize(thumbnailEdge, thumbnailEdge, { fit: 'inside' })
    .toBuffer({ resolveWithObject: true });
  const scale = source.width / thumb.info.width;
  const { info } = await sharp(thumb.data)
    .resize(Math.max(1, Math.round(width / scale)), Math.max(1, Math.round(height / scale)), {
      fit: 'cover',
      position: sharp.strategy.attention,
    })
    .toBuffer({ resolveWithObject: true });
  const left = Math.round(-(info.cropOffsetLeft ?? 0) * scale);
  const top = Math.round(-(info.cropOffsetTop ?? 0) * scale);
  return {
    left: Math.min(Math.max(0, left), source.width - width),
    top: Math.min(Math.max(0, top), source.height - height),
    width,
    height,
  };
}

/** A dark gradient over the lower part, so white words stay readable on any photo. */
async function withScrim(picture: RawPicture): Promise<RawPicture> {
  const { width, height } = picture;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.62"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#s)"/></svg>`;
  const { data } = await sharp(picture.data, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(svg) }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width, height };
}

/** Effective resolution of the picture printed in `box`: what a cover crop keeps, per inch. */
export function effectiveDpi(source: { width: number; height: number }, box: Box): number {
  return Math.floor(Math.min(source.width / (box.width / 72), source.height / (box.height / 72)));
}
