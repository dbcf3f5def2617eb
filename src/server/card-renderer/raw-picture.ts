import type { Sharp } from 'sharp';

/**
 * A picture as raw RGB pixels of its final size: how the front picture travels between the
 * crop, the style's treatment, the scrim, the previews and the PDF (encoding an image between
 * two of these steps costs more than the step).
 */
export interface RawPicture {
  data: Buffer;
  width: number;
  height: number;
}

/** sharp's input options for reading a RawPicture's pixels. */
export const rawInput = (picture: RawPicture) => ({
  raw: { width: picture.width, height: picture.height, channels: 3 as const },
});

export async function toRawPicture(image: Sharp): Promise<RawPicture> {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A rectangle of a picture, in its pixels. */
export interface PictureWindow {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The `window` of `picture`, cut here rather than by sharp, which would copy the whole raster
 * once more: a picture wider than the window (a landscape photo in a portrait box) gives each
 * window row in one copy, and one as wide is the rows themselves, shared.
 */
export function windowOf(picture: RawPicture, window: PictureWindow): RawPicture {
  const { data, width } = picture;
  const rowBytes = width * 3;
  if (window.left === 0 && window.width === width) {
    return { ...sizeOf(window), data: data.subarray(window.top * rowBytes, (window.top + window.height) * rowBytes) };
  }
  const windowRowBytes = window.width * 3;
  const out = Buffer.allocUnsafe(windowRowBytes * window.height);
  for (let row = 0; row < window.height; row += 1) {
    const start = (window.top + row) * rowBytes + window.left * 3;
    data.copy(out, row * windowRowBytes, start, start + windowRowBytes);
  }
  return { ...sizeOf(window), data: out };
}

const sizeOf = ({ width, height }: PictureWindow) => ({ width, height });
