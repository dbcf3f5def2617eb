import sharp from 'sharp';
import type { Box } from '../../shared/card-layout/card-geometry.js';
import { cropSourceRect, type PictureCrop } from '../../shared/card-layout/picture-crop.js';
import { treatPicture, treatWindowOf } from './card-styles.js';
import type { RawPicture } from './raw-picture.js';
import { decodedPixels, type SourcePicture } from './source-picture.js';
import type { CardStyleSpec } from './style-spec.js';

/**
 * The front picture for one box at one resolution: the picture decoded once (transparent
 * pixels flattened onto white first: PNGs), cut where the customer placed it (`crop`) or,
 * without a crop, scaled to cover the box and cut where sharp's attention strategy (skin tones,
 * saturation, detail) finds the subject, and treated in the card's style, with the text scrim
 * baked in when the style has one. A style that can cuts the subject's window as it treats it
 * (treatWindowOf), writing over the decoded cover.
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
  const options = { pixelsPerPoint, paper: spec.paper, scrim: spec.scrim };
  if (crop) {
    const data = await decodedPixels(() => chosenCrop(source, { width, height }, crop));
    return treatPicture(spec.id, { data, width, height }, options);
  }
  const { cover, data, window } = await decodedPixels(() => printedSubject(source, width, height));
  return treatWindowOf(spec.id, { data, ...cover }, window, options);
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

interface Size {
  width: number;
  height: number;
}

/** The picture's size scaled to cover a `width` x `height` window. */
function coverSize(picture: Size, width: number, height: number): Size {
  const scale = Math.max(width / picture.width, height / picture.height);
  return {
    width: Math.max(width, Math.round(picture.width * scale)),
    height: Math.max(height, Math.round(picture.height * scale)),
  };
}

/** `source` resized to exactly `size` (stretching nothing: callers keep its aspect), decoded. */
function decodedAt(source: SourcePicture, size: Size): Promise<Buffer> {
  return source
    .open()
    .resize(size.width, size.height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer();
}

/**
 * The print's subject window without a crop: `source` decoded to cover `width` x `height`,
 * and the window cut from it, in the cover's pixels. The cover's pixels (`data`) are the
 * caller's: renderPicture's treatment writes over them. Exported for the tests that hold the
 * editor's suggestion to it.
 */
export async function printedSubject(source: SourcePicture, width: number, height: number) {
  const cover = coverSize(source, width, height);
  const data = await decodedAt(source, cover);
  const window = await subjectWindow(cover, width, height, (thumb) =>
    sharp(data, { raw: { ...cover, channels: 3 } })
      .resize(thumb.width, thumb.height, { fit: 'fill' })
      .raw()
      .toBuffer(),
  );
  return { cover, data, window };
}

/**
 * Where the renderer's own crop would put `box` on a picture of `picture`'s size at
 * `pixelsPerPoint`, as the customer's crop: the subject's window as a focal point at zoom 1.
 * The maths is the print's own (the same cover, thumbnail and window sizes), run on a
 * thumbnail of `source`, an upright copy of that picture, instead of one of the decoded
 * original: the window is the print's unless the attention's pick moves with the few resampled
 * pixels that differ. The editor starts from it and sends it back with the order, so the print
 * cuts what the editor showed rather than finding the subject again.
 */
export async function subjectFocus(
  source: SourcePicture,
  picture: Size,
  box: Box,
  pixelsPerPoint: number,
): Promise<PictureCrop> {
  const width = Math.ceil(box.width * pixelsPerPoint);
  const height = Math.ceil(box.height * pixelsPerPoint);
  const cover = coverSize(picture, width, height);
  const window = await subjectWindow(cover, width, height, (thumb) => decodedAt(source, thumb));
  return {
    x: Math.min(1, Math.max(0, (window.left + width / 2) / cover.width)),
    y: Math.min(1, Math.max(0, (window.top + height / 2) / cover.height)),
    zoom: 1,
  };
}

/** The attention strategy's thumbnail edge: a few milliseconds, where the full picture costs far more. */
const thumbnailEdge = 256;

/**
 * Where the print cuts a `width` x `height` window out of a picture decoded at `cover`:
 * the attention strategy (skin tones, saturation, detail) run on a thumbnail of it, which
 * `thumbnail` decodes at the size asked.
 */
async function subjectWindow(
  cover: Size,
  width: number,
  height: number,
  thumbnail: (size: Size) => Promise<Buffer>,
): Promise<{ left: number; top: number; width: number; height: number }> {
  if (width >= cover.width && height >= cover.height) return { left: 0, top: 0, width, height };
  const shrink = Math.min(1, thumbnailEdge / Math.max(cover.width, cover.height));
  const thumb = {
    width: Math.max(1, Math.round(cover.width * shrink)),
    height: Math.max(1, Math.round(cover.height * shrink)),
  };
  const small = await thumbnail(thumb);
  // A second pipeline: sharp keeps only the last resize of one.
  const { info } = await sharp(small, { raw: { ...thumb, channels: 3 } })
    .resize(Math.max(1, Math.round(width * shrink)), Math.max(1, Math.round(height * shrink)), {
      fit: 'cover',
      position: sharp.strategy.attention,
    })
    .toBuffer({ resolveWithObject: true });
  const left = Math.round(-(info.cropOffsetLeft ?? 0) / shrink);
  const top = Math.round(-(info.cropOffsetTop ?? 0) / shrink);
  return {
    left: Math.min(Math.max(0, left), cover.width - width),
    top: Math.min(Math.max(0, top), cover.height - height),
    width,
    height,
  };
}
