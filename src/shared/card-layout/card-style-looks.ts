import type { CardStyleId } from '../creation-rules.js';
import { safeBox, type Box } from './card-geometry.js';
import type { CardFontName } from './font-files.js';
import type { TextStyle } from './text-layout.js';

/** A text style as a style declares it: its typeface by name, loaded where it is laid out. */
export type NamedTextStyle = Omit<TextStyle, 'font' | 'fallback'> & { font: CardFontName };

/**
 * What makes each style look like itself beyond the picture treatment: paper, ink, typefaces,
 * and where the picture and the words sit on the front. Boxes are page points (card-geometry.ts).
 * The server prints from these and the browser previews from them.
 */
export interface CardStyleLook {
  paper: string;
  ink: string;
  accent: string;
  /** The front picture's box; a box reaching the trim runs on into the bleed. */
  pictureBox: Box;
  /** A darkening gradient under the front text, baked into the picture. */
  scrim: boolean;
  /** A plain frame drawn behind the picture (the white border of a film print). */
  frame?: { box: Box; color: string };
  /** A thin line drawn around the picture. */
  outline?: { color: string; width: number };
  frontText: { box: Box; style: NamedTextStyle };
  insideText: NamedTextStyle;
  backText: NamedTextStyle;
  /** The Keepsake mark on the back is the brand's own face in every style. */
  markFont: CardFontName;
}

/** A text style with the defaults most blocks share. */
function textStyle(
  font: CardFontName,
  overrides: Partial<NamedTextStyle> & Pick<NamedTextStyle, 'maxSize' | 'color'>,
): NamedTextStyle {
  return { font, minSize: 6, readableSize: 9, lineHeight: 1.3, align: 'center', valign: 'center', ...overrides };
}

const safe = safeBox();

/** Every style the shared list offers (creation-rules.ts); the Record refuses one without its look. */
export const cardStyleLooks: Record<CardStyleId, CardStyleLook> = {
  // A classic card: a high-contrast display serif over the photo, a bookish serif inside.
  realistic: {
    paper: '#ffffff',
    ink: '#1f2937',
    accent: '#be123c',
    // Full bleed: the photo covers the whole front, past the trim into the bleed.
    pictureBox: { x: 0, y: -9, width: 369, height: 522 },
    scrim: true,
    frontText: {
      box: { x: safe.x, y: 504 - 18 - 150, width: safe.width, height: 150 },
      style: textStyle('playfairDisplay', {
        maxSize: 30,
        minSize: 8,
        readableSize: 12,
        color: '#ffffff',
        valign: 'bottom',
        lineHeight: 1.2,
      }),
    },
    insideText: textStyle('lora', { maxSize: 18, color: '#1f2937', lineHeight: 1.45 }),
    backText: textStyle('lora', { maxSize: 15, color: '#1f2937', lineHeight: 1.4 }),
    markFont: 'inter',
  },
  watercolor: {
    paper: '#fbf7f0',
    ink: '#1f4e5f',
    accent: '#d97786',
    pictureBox: { x: safe.x, y: safe.x, width: safe.width, height: 330 },
    scrim: false,
    frontText: {
      box: { x: safe.x, y: 360, width: safe.width, height: 126 },
      style: textStyle('dancingScript', {
        maxSize: 32,
        minSize: 8,
        readableSize: 12,
        color: '#1f4e5f',
        lineHeight: 1.15,
      }),
    },
    insideText: textStyle('dancingScript', { maxSize: 22, color: '#1f4e5f', lineHeight: 1.35 }),
    backText: textStyle('dancingScript', { maxSize: 18, color: '#1f4e5f' }),
    markFont: 'inter',
  },
  sketch: {
    paper: '#f7f3ea',
    ink: '#27272a',
    accent: '#71717a',
    pictureBox: { x: safe.x, y: safe.x, width: safe.width, height: 324 },
    scrim: false,
    outline: { color: '#3f3f46', width: 0.75 },
    frontText: {
      box: { x: safe.x, y: 356, width: safe.width, height: 130 },
      style: textStyle('caveat', { maxSize: 34, minSize: 8, readableSize: 12, color: '#27272a', lineHeight: 1.1 }),
    },
    insideText: textStyle('caveat', { maxSize: 24, color: '#27272a', align: 'left', lineHeight: 1.3 }),
    backText: textStyle('caveat', { maxSize: 20, color: '#27272a' }),
    markFont: 'inter',
  },
  vintage: {
    paper: '#efe4cf',
    ink: '#4a3728',
    accent: '#9a6b3f',
    frame: { box: { x: 30, y: 30, width: 300, height: 318 }, color: '#fbf8f0' },
    pictureBox: { x: 42, y: 42, width: 276, height: 276 },
    scrim: false,
    frontText: {
      box: { x: safe.x, y: 364, width: safe.width, height: 122 },
      style: textStyle('specialElite', {
        maxSize: 24,
        minSize: 7,
        readableSize: 11,
        color: '#4a3728',
        lineHeight: 1.3,
      }),
    },
    insideText: textStyle('specialElite', { maxSize: 16, color: '#4a3728', align: 'left', lineHeight: 1.5 }),
    backText: textStyle('specialElite', { maxSize: 14, color: '#4a3728' }),
    markFont: 'inter',
  },
};
