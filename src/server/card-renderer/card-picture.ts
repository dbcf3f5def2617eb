import sharp from 'sharp';
import type { Box } from '../../shared/card-layout/card-geometry.js';
import { cropSourceRect, type PictureCrop } from '../../shared/card-layout/picture-crop.js';
import { treatPicture } from './card-styles.js';
import type { RawPicture } from './raw-picture.js';
import type { SourcePicture } from './source-picture.js';
import type { CardStyleSpec } from './style-spec.js';

/**
 * The front picture for one box at one resolution: the picture decoded once, cut where the
 * customer placed it (`crop`) or, without a crop, scaled to cover the box and cut where sharp's
 * attention strategy (skin tones, saturation, detail) finds the subject; then treated in the
 * card's style, with the text scrim baked in when the style has one. Transparent pixels
 * flatten onto white first (PNGs).
 */
export async function renderPicture(
  source: SourcePicture,
  box: Box,
  spec: CardStyleSpec,
  pixelsPerPoint: number,
  crop: PictureCrop | null = null,
): Promise<RawPicture> {
  const width = Math.ceil(box.width * pixelsPerPoint);
  const height = Math.ceil(box.height * pixelsPerPoint);
  const data = crop ? await chosenCrop(source, { width, height }, crop) : await subjectCrop(source, width, height);
  const treated = await treatPicture(spec.id, { data, width, height }, { pixelsPerPoint, paper: spec.paper });
  return spec.scrim ? withScrim(treated) : treated;
}

/**
 * The customer's crop: the shared maths' source rectangle, rounded out to whole pixels inside
 * the picture, cut before scaling so only that part is resized (sharp extracts after the
 * auto-rotation, in the upright picture's pixels, which is what the maths is given).
 */
async function chosenCrop(
  source: SourcePicture,
  size: { width: number; height: number },
  crop: PictureCrop,
): Promise<Buffer> {
  const rect = cropSourceRect(source, size, crop);
  const left = Math.min(Math.floor(rect.x), source.width - 1);
  const top = Math.min(Math.floor(rect.y), source.height - 1);
  const region = {
    left,
    top,
    width: Math.max(1, Math.min(source.width - left, Math.round(rect.x + rect.width - left))),
    height: Math.max(1, Math.min(source.height - top, Math.round(rect.y + rect.height - top))),
  };
  return source
    .open()
    .extract(region)
    .resize(size.width, size.height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** The picture scaled to cover a `width` x `height` window, decoded. */
async function coverOf(source: SourcePicture, width: number, height: number) {
  const scale = Math.max(width / source.width, height / source.height);
  const cover = await source
    .open()
    .resize(Math.max(width, Math.round(source.width * scale)), Math.max(height, Math.round(source.height * scale)), {
      fit: 'fill',
    })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: cover.data, raw: { width: cover.info.width, height: cover.info.height, channels: 3 as const } };
}

/** The renderer's own crop: cover-fit, cut around the subject the attention strategy finds. */
async function subjectCrop(source: SourcePicture, width: number, height: number): Promise<Buffer> {
  const cover = await coverOf(source, width, height);
  const crop = await attentionCrop(cover.data, cover.raw, width, height);
  return sharp(cover.data, { raw: cover.raw }).extract(crop).raw().toBuffer();
}

/**
 * Where the renderer's own crop would put `box`, as the customer's crop: the subject's window
 * as a focal point at zoom 1. The editor starts from it and sends it back with the order, so
 * the print cuts what the editor showed rather than finding the subject again at print size.
 */
export async function subjectFocus(source: SourcePicture, box: Box, pixelsPerPoint: number): Promise<PictureCrop> {
  const width = Math.ceil(box.width * pixelsPerPoint);
  const height = Math.ceil(box.height * pixelsPerPoint);
  const cover = await coverOf(source, width, height);
  const window = await attentionCrop(cover.data, cover.raw, width, height);
  return {
    x: Math.min(1, Math.max(0, (window.left + width / 2) / cover.raw.width)),
    y: Math.min(1, Math.max(0, (window.top + height / 2) / cover.raw.height)),
    zoom: 1,
  };
}

const thumbnailEdge = 256;

/**
 * Where to cut a `width` x `height` window out of a decoded picture. The attention strategy
 * runs on a small copy, which costs a few milliseconds where the full picture costs far more.
 */
async function attentionCrop(
  data: Buffer,
  size: { width: number; height: number; channels: 3 },
  width: number,
  height: number,
): Promise<{ left: number; top: number; width: number; height: number }> {
  if (width >= size.width && height >= size.height) return { left: 0, top: 0, width, height };
  const shrink = Math.min(1, thumbnailEdge / Math.max(size.width, size.height));
  const thumb = {
    width: Math.max(1, Math.round(size.width * shrink)),
    height: Math.max(1, Math.round(size.height * shrink)),
  };
  const small = await sharp(data, { raw: size }).resize(thumb.width, thumb.height, { fit: 'fill' }).raw().toBuffer();
  // Two calls: sharp keeps only the last resize of a pipeline.
  const { info } = await sharp(small, { raw: { ...thumb, channels: 3 } })
    .resize(Math.max(1, Math.round(width * shrink)), Math.max(1, Math.round(height * shrink)), {
      fit: 'cover',
      position: sharp.strategy.attention,
    })
    .toBuffer({ resolveWithObject: true });
  const left = Math.round(-(info.cropOffsetLeft ?? 0) / shrink);
  const top = Math.round(-(info.cropOffsetTop ?? 0) / shrink);
  return {
    left: Math.min(Math.max(0, left), size.width - width),
    top: Math.min(Math.max(0, top), size.height - height),
    width,
    height,
  };
}

/**
 * A dark gradient over the lower half, so white words stay readable on any photo: black from
 * none at half height to 62% at the bottom, laid over the picture. Done row by row here, where
 * drawing it as SVG and compositing it cost a tenth of a second at print size. The treated
 * picture's pixels are ours alone, so they are darkened in place.
 */
function withScrim(picture: RawPicture): RawPicture {
  const { data, width, height } = picture;
  const rowBytes = width * 3;
  for (let y = Math.floor(height / 2); y < height; y += 1) {
    const depth = Math.max(0, (y + 0.5) / height - 0.5) / 0.5;
    const keep = 1 - 0.62 * depth;
    const end = (y + 1) * rowBytes;
    for (let index = y * rowBytes; index < end; index += 1) data[index] = data[index]! * keep + 0.5;
  }
  return { data, width, height };
}
