import { availableParallelism } from 'node:os';
import sharp, { type Sharp } from 'sharp';

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

/** A band of rows of a picture: where it starts and how many rows it has. */
export interface Rows {
  top: number;
  height: number;
}

/** The rows `rows` of a raw buffer `width` pixels wide with `channels` per pixel, without copying. */
export function rowsOf(data: Buffer, width: number, channels: number, rows: Rows): Buffer {
  const rowBytes = width * channels;
  return data.subarray(rows.top * rowBytes, (rows.top + rows.height) * rowBytes);
}

interface BandOptions {
  /** How many bands: one per core by default. */
  bands?: number;
  /**
   * Write the result over `picture`'s own pixels, once every band has read its rows, instead of
   * into a new buffer of its size (one less for the garbage collector to chase).
   */
  inPlace?: boolean;
}

/**
 * `step` run on horizontal bands of `picture` at once, one per core, and the results stacked:
 * sharp runs a pipeline on one thread (libvips' concurrency is 1 on glibc), so one print-size
 * pass would keep a single core busy while the others wait for it. Each band reads `margin`
 * rows of its neighbours as well, so a neighbourhood filter (a 3x3 convolution needs 1) sees
 * what it would see in one piece, and those rows are dropped after: the pixels are the same.
 * `step` gets the band's input rows (to cut matching rows from full-size layers) and returns
 * the pipeline, which must keep the size and give 3 channels.
 */
export async function inBands(
  picture: RawPicture,
  margin: number,
  step: (band: Sharp, rows: Rows) => Sharp,
  { bands = availableParallelism(), inPlace = false }: BandOptions = {},
): Promise<RawPicture> {
  const { data, width, height } = picture;
  const count = Math.max(1, Math.min(bands, Math.floor(height / Math.max(64, 2 * margin + 1))));
  const bandHeight = Math.ceil(height / count);
  const rowBytes = width * 3;
  const out = inPlace ? data : Buffer.allocUnsafe(data.length);
  const passes = Array.from({ length: count }, (_, index) => {
    const top = index * bandHeight;
    const bottom = Math.min(height, top + bandHeight);
    const input = { top: Math.max(0, top - margin), height: 0 };
    input.height = Math.min(height, bottom + margin) - input.top;
    if (bottom <= top) return null;
    const band = sharp(rowsOf(data, width, 3, input), { raw: { width, height: input.height, channels: 3 } });
    return { top, bottom, input, result: step(band, input).removeAlpha().raw().toBuffer() };
  });
  const allRead = inPlace ? Promise.all(passes.flatMap((pass) => (pass ? [pass.result] : []))) : null;
  await Promise.all(
    passes.map(async (pass) => {
      if (!pass) return;
      const { top, bottom, input } = pass;
      const result = await pass.result;
      // A band's margin rows are its neighbours' own: over the input, nothing is written
      // before every band has read them.
      await allRead;
      result.copy(out, top * rowBytes, (top - input.top) * rowBytes, (bottom - input.top) * rowBytes);
    }),
  );
  return { data: out, width, height };
}
