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
