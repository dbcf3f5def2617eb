import sharp from 'sharp';
import type { MediaKind } from './media-types.js';

type Orientation = 'landscape' | 'portrait' | 'square';
type Brightness = 'bright' | 'soft' | 'dark';

interface NamedColour {
  name: string;
  hex: string;
  /** Share of the picture, 0 to 1. */
  share: number;
}

/** What the writers may say about the picture without seeing it. */
export interface PictureFacts {
  kind: MediaKind;
  /** Upright size of the original photo or video frame. */
  width: number;
  height: number;
  orientation: Orientation;
  /** The picture's main colours, largest share first (one to three). */
  colours: NamedColour[];
  /** sharp's dominant colour, as #rrggbb. */
  dominant: string;
  brightness: Brightness;
}

/** Names a card can use ("the golden light"), with a typical colour for each. */
const palette: { name: string; rgb: [number, number, number] }[] = [
  { name: 'cherry red', rgb: [200, 30, 45] },
  { name: 'sunset orange', rgb: [242, 140, 40] },
  { name: 'golden', rgb: [255, 200, 60] },
  { name: 'sunny yellow', rgb: [250, 230, 90] },
  { name: 'leafy green', rgb: [70, 160, 60] },
  { name: 'forest green', rgb: [30, 95, 45] },
  { name: 'sea green', rgb: [40, 160, 140] },
  { name: 'sky blue', rgb: [120, 180, 235] },
  { name: 'ocean blue', rgb: [30, 90, 170] },
  { name: 'midnight blue', rgb: [20, 30, 75] },
  { name: 'lavender', rgb: [175, 155, 220] },
  { name: 'violet', rgb: [110, 50, 150] },
  { name: 'rosy pink', rgb: [240, 150, 180] },
  { name: 'chocolate brown', rgb: [100, 60, 35] },
  { name: 'sandy', rgb: [215, 190, 145] },
  { name: 'snowy white', rgb: [245, 245, 245] },
  { name: 'silver grey', rgb: [160, 160, 165] },
  { name: 'charcoal', rgb: [55, 55, 60] },
  { name: 'inky black', rgb: [12, 12, 14] },
];

/** "Redmean" distance: a cheap approximation of how different two colours look. */
function distance(a: readonly number[], b: readonly number[]): number {
  const [r1 = 0, g1 = 0, b1 = 0] = a;
  const [r2 = 0, g2 = 0, b2 = 0] = b;
  const mean = (r1 + r2) / 2;
  const dr = r1 - r2;
  const dg = g1 - g2;
  const db = b1 - b2;
  return (2 + mean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - mean) / 256) * db * db;
}

function nearestName(rgb: readonly number[]): { name: string; rgb: [number, number, number] } {
  let best = palette[0]!;
  for (const entry of palette) if (distance(rgb, entry.rgb) < distance(rgb, best.rgb)) best = entry;
  return best;
}

const hex = (rgb: readonly number[]) =>
  `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

export function orientationOf(width: number, height: number): Orientation {
  const ratio = width / height;
  if (ratio > 1.1) return 'landscape';
  if (ratio < 0.9) return 'portrait';
  return 'square';
}

/** Reads colours and light from the (already downscaled) JPEG the writer gets. */
export async function describeColours(
  jpeg: Buffer,
): Promise<Pick<PictureFacts, 'colours' | 'dominant' | 'brightness'>> {
  const side = 48;
  // One small decode serves every fact; sharp's stats() would decode the full JPEG again.
  const data = await sharp(jpeg).resize(side, side, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const counts = new Map<string, { rgb: [number, number, number]; count: number }>();
  // Dominant colour as sharp computes it: the fullest bin of a 16-level-per-channel histogram.
  const bins = new Map<number, number>();
  let luminance = 0;
  for (let i = 0; i + 2 < data.length; i += 3) {
    const pixel = [data[i]!, data[i + 1]!, data[i + 2]!];
    luminance += 0.2126 * pixel[0]! + 0.7152 * pixel[1]! + 0.0722 * pixel[2]!;
    const named = nearestName(pixel);
    const entry = counts.get(named.name) ?? { rgb: named.rgb, count: 0 };
    entry.count += 1;
    counts.set(named.name, entry);
    const bin = ((pixel[0]! >> 4) << 8) | ((pixel[1]! >> 4) << 4) | (pixel[2]! >> 4);
    bins.set(bin, (bins.get(bin) ?? 0) + 1);
  }
  let dominantBin = 0;
  for (const [bin, count] of bins) if (count > (bins.get(dominantBin) ?? 0)) dominantBin = bin;
  const binCentre = (shift: number) => (((dominantBin >> shift) & 15) << 4) + 8;
  const pixels = data.length / 3;
  const colours = [...counts.entries()]
    .map(([name, { rgb, count }]) => ({ name, hex: hex(rgb), share: Number((count / pixels).toFixed(2)) }))
    .sort((a, b) => b.share - a.share)
    .filter((colour, index) => index === 0 || colour.share >= 0.08)
    .slice(0, 3);
  const meanLuminance = luminance / pixels;
  const brightness: Brightness = meanLuminance > 150 ? 'bright' : meanLuminance < 70 ? 'dark' : 'soft';
  return { colours, dominant: hex([binCentre(8), binCentre(4), binCentre(0)]), brightness };
}
