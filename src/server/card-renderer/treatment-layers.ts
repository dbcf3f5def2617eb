import sharp, { type Sharp } from 'sharp';

/** The building blocks the picture treatments composite: noise, smooth masks, colour matrices. */

/** A full-size raw layer to composite over a picture (sharp's overlay input). */
export interface RawLayer {
  input: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

type Matrix3 = [[number, number, number], [number, number, number], [number, number, number]];

/**
 * Grain and smooth masks depend only on their size and settings, and a style's print picture
 * always has the same size, so a worker draws each once and composites the same pixels into
 * every card after (sharp only reads a composite's input). Bounded, oldest out first: the four
 * styles' print layers (4-12 MB a style) fit, and the editor's smaller sizes come and go.
 */
const layerCacheBytes = 32 * 2 ** 20;
const layerCache = new Map<string, { layer: Promise<RawLayer>; bytes: number }>();

function cachedLayer(key: string, draw: () => Promise<RawLayer>): Promise<RawLayer> {
  const hit = layerCache.get(key);
  if (hit) {
    layerCache.delete(key);
    layerCache.set(key, hit);
    return hit.layer;
  }
  const layer = draw();
  const entry = { layer, bytes: 0 };
  layerCache.set(key, entry);
  layer.then(
    ({ raw }) => {
      entry.bytes = raw.width * raw.height * raw.channels;
      let total = [...layerCache.values()].reduce((sum, { bytes }) => sum + bytes, 0);
      for (const [oldKey, old] of layerCache) {
        if (total <= layerCacheBytes || old === entry) break;
        layerCache.delete(oldKey);
        total -= old.bytes;
      }
    },
    () => layerCache.delete(key),
  );
  return layer;
}

/**
 * Film grain or paper tooth: noise around mid grey in each channel, to blend with overlay or
 * soft-light, drawn at one sample per `grainPx` pixels and scaled up. Made here rather than by
 * libvips' gaussnoise, which cost a third of a second for one print-size layer; the sum of four
 * uniform bytes is close enough to a bell curve for grain. The seed is fixed, so a card renders
 * the same every time.
 */
export function noise(width: number, height: number, sigma: number, grainPx: number): Promise<RawLayer> {
  return cachedLayer(`noise ${width}x${height} ${sigma} ${grainPx}`, () => drawNoise(width, height, sigma, grainPx));
}

async function drawNoise(width: number, height: number, sigma: number, grainPx: number): Promise<RawLayer> {
  const w = Math.max(1, Math.round(width / grainPx));
  const h = Math.max(1, Math.round(height / grainPx));
  const small = Buffer.allocUnsafe(w * h * 3);
  // Four bytes each uniform on 0..255 sum to a mean of 510 and a standard deviation of 147.8.
  const spread = sigma / 147.8;
  let state = 0x2545f491 ^ Math.round(sigma * 7919);
  for (let index = 0; index < small.length; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const sum = (state & 255) + ((state >>> 8) & 255) + ((state >>> 16) & 255) + ((state >>> 24) & 255);
    const value = 128 + (sum - 510) * spread;
    small[index] = value <= 0 ? 0 : value >= 255 ? 255 : value + 0.5;
  }
  const rawSmall = { raw: { width: w, height: h, channels: 3 as const } };
  const data =
    w === width && h === height
      ? small
      : await sharp(small, rawSmall).resize(width, height, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer();
  return { input: data, raw: { width, height, channels: 3 } };
}

/**
 * A smooth SVG layer (a gradient, a feathered mask) drawn at an eighth of the size and scaled
 * up: librsvg's cost grows with the area and a blur's radius, and a layer with no edges loses
 * nothing by it. `draw` gets the size it draws at, in pixels.
 */
export function smoothSvgLayer(
  width: number,
  height: number,
  draw: (width: number, height: number) => string,
  shrink = 8,
): Promise<RawLayer> {
  const w = Math.max(8, Math.round(width / shrink));
  const h = Math.max(8, Math.round(height / shrink));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${draw(w, h)}</svg>`;
  return cachedLayer(`svg ${width}x${height} ${svg}`, () => drawSvgLayer(width, height, svg));
}

async function drawSvgLayer(width: number, height: number, svgText: string): Promise<RawLayer> {
  const svg = Buffer.from(svgText);
  const small = await sharp(svg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const data = await sharp(small.data, { raw: small.info })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
  return { input: data, raw: { width, height, channels: 4 } };
}

/**
 * Pixels kept raw between steps: encoding a PNG between two sharp calls costs more than the
 * step. A one-channel (grey) layer is spread to RGB, as sharp composites raw layers channel by channel.
 */
export async function rawLayer(image: Sharp): Promise<RawLayer> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 1)
    return { input: data, raw: { width: info.width, height: info.height, channels: info.channels } };
  const rgb = Buffer.allocUnsafe(data.length * 3);
  for (let i = 0, j = 0; i < data.length; i += 1, j += 3) {
    const value = data[i]!;
    rgb[j] = value;
    rgb[j + 1] = value;
    rgb[j + 2] = value;
  }
  return { input: rgb, raw: { width: info.width, height: info.height, channels: 3 } };
}

/** The value below which `share` of the samples fall, per channel of RGB samples. */
export function percentile(data: Buffer, channel: number, share: number): number {
  const counts = new Uint32Array(256);
  let total = 0;
  for (let i = channel; i < data.length; i += 3) {
    counts[data[i]!]! += 1;
    total += 1;
  }
  let seen = 0;
  for (let value = 0; value < 256; value += 1) {
    seen += counts[value]!;
    if (seen >= total * share) return value;
  }
  return 255;
}

/** Saturation as a colour matrix: one cheap pass instead of a round trip through LCh. */
export function saturationMatrix(amount: number): Matrix3 {
  const luma = [0.2126, 0.7152, 0.0722] as const;
  const row = (channel: number) =>
    luma.map((weight, index) => (1 - amount) * weight + (index === channel ? amount : 0)) as [number, number, number];
  return [row(0), row(1), row(2)];
}

/** `after` applied to the result of `before`, as one matrix (one pass over the pixels). */
export function thenMatrix(before: Matrix3, after: Matrix3): Matrix3 {
  const row = (r: number) =>
    [0, 1, 2].map(
      (c) => after[r]![0] * before[0][c]! + after[r]![1] * before[1][c]! + after[r]![2] * before[2][c]!,
    ) as [number, number, number];
  return [row(0), row(1), row(2)];
}
