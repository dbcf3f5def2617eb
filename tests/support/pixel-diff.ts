import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export interface PixelDifference {
  /** Pixels whose largest channel difference exceeds the threshold. */
  differing: number;
  total: number;
  /** False when the images are not the same size (then every pixel counts as differing). */
  sameSize: boolean;
  /** The expected image faded, each differing pixel red: to look at when a comparison fails. */
  diffPng: () => Promise<Buffer>;
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

/** Any image sharp reads (PNG bytes, or raw RGB/RGBA given with its size), as RGBA over white. */
async function rgba(image: Buffer | Raw): Promise<Raw> {
  const input = Buffer.isBuffer(image)
    ? sharp(image)
    : sharp(image.data, {
        raw: {
          width: image.width,
          height: image.height,
          channels: (image.data.length / (image.width * image.height)) as 3 | 4,
        },
      });
  const { data, info } = await input
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Compares two images pixel by pixel: a pixel differs when any channel differs by more than
 * `threshold` (0-255), so anti-aliasing that moves an edge by a fraction of a pixel stays
 * under it while a glyph that is not there (or another glyph) does not.
 */
export async function pixelDifference(
  actual: Buffer | Raw,
  expected: Buffer | Raw,
  threshold: number,
): Promise<PixelDifference> {
  const [a, e] = await Promise.all([rgba(actual), rgba(expected)]);
  const sameSize = a.width === e.width && a.height === e.height;
  const total = e.width * e.height;
  const marks = Buffer.alloc(total, 0);
  let differing = sameSize ? 0 : total;
  if (sameSize) {
    for (let pixel = 0; pixel < total; pixel += 1) {
      const at = pixel * 4;
      let most = 0;
      for (let channel = 0; channel < 3; channel += 1) {
        most = Math.max(most, Math.abs(a.data[at + channel]! - e.data[at + channel]!));
      }
      if (most > threshold) {
        marks[pixel] = 1;
        differing += 1;
      }
    }
  }
  const diffPng = () => {
    const out = Buffer.alloc(total * 3);
    for (let pixel = 0; pixel < total; pixel += 1) {
      const at = pixel * 4;
      const grey = 255 - Math.round((255 - (e.data[at]! + e.data[at + 1]! + e.data[at + 2]!) / 3) / 4);
      const red = marks[pixel] === 1;
      out[pixel * 3] = red ? 255 : grey;
      out[pixel * 3 + 1] = red ? 0 : grey;
      out[pixel * 3 + 2] = red ? 0 : grey;
    }
    return sharp(out, { raw: { width: e.width, height: e.height, channels: 3 } })
      .png()
      .toBuffer();
  };
  return { differing, total, sameSize, diffPng };
}

/** Writes `<name>.actual.png` and `<name>.diff.png` into `dir`, for a comparison that failed. */
export async function writeDifference(
  dir: string,
  name: string,
  actualPng: Buffer,
  difference: PixelDifference,
): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const files = [path.join(dir, `${name}.actual.png`), path.join(dir, `${name}.diff.png`)];
  await writeFile(files[0]!, actualPng);
  await writeFile(files[1]!, await difference.diffPng());
  return files;
}
