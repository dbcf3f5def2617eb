import type { CardStyleId } from '../../shared/creation-rules.js';
import { type Box, safeBox } from './card-geometry.js';
import { cardFont, type CardFont } from './card-fonts.js';
import type { TextStyle } from './text-layout.js';

/**
 * What makes each style look like itself beyond the picture treatment: paper, ink, typefaces,
 * and where the picture and the words sit on the front. Boxes are page points (card-geometry.ts).
 */
export interface CardStyleSpec {
  id: CardStyleId;
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
  frontText: { box: Box; style: TextStyle };
  insideText: TextStyle;
  backText: TextStyle;
  markFont: CardFont;
}

const safe = safeBox();

function text(font: CardFont, overrides: Partial<TextStyle> & Pick<TextStyle, 'maxSize' | 'color'>): TextStyle {
  return {
    font,
    minSize: 6,
    readableSize: 9,
    lineHeight: 1.3,
    align: 'center',
    valign: 'center',
    ...overrides,
  };
}

/** The Keepsake mark on the back is the brand's own face in every style. */
const markFont = () => cardFont('inter');

function realistic(): CardStyleSpec {
  // A classic card: a high-contrast display serif over the photo, a bookish serif inside.
  const font = cardFont('playfairDisplay');
  const body = cardFont('lora');
  const ink = '#1f2937';
  return {
    id: 'realistic',
    paper: '#ffffff',
    ink,
    accent: '#be123c',
    // Full bleed: the photo covers the whole front, past the trim into the bleed.
    pictureBox: { x: 0, y: -9, width: 369, height: 522 },
    scrim: true,
    frontText: {
      box: { x: safe.x, y: 504 - 18 - 150, width: safe.width, height: 150 },
      style: text(font, {
        maxSize: 30,
        minSize: 8,
        readableSize: 12,
        color: '#ffffff',
        valign: 'bottom',
        lineHeight: 1.2,
      }),
    },
    insideText: text(body, { maxSize: 18, color: ink, lineHeight: 1.45 }),
    backText: text(body, { maxSize: 15, color: ink, lineHeight: 1.4 }),
    markFont: markFont(),
  };
}

function watercolor(): CardStyleSpec {
  const font = cardFont('dancingScript');
  const ink = '#1f4e5f';
  return {
    id: 'watercolor',
    paper: '#fbf7f0',
    ink,
    accent: '#d97786',
    pictureBox: { x: safe.x, y: safe.x, width: safe.width, height: 330 },
    scrim: false,
    frontText: {
      box: { x: safe.x, y: 360, width: safe.width, height: 126 },
      style: text(font, { maxSize: 32, minSize: 8, readableSize: 12, color: ink, lineHeight: 1.15 }),
    },
    insideText: text(font, { maxSize: 22, color: ink, lineHeight: 1.35 }),
    backText: text(font, { maxSize: 18, color: ink }),
    markFont: markFont(),
  };
}

function sketch(): CardStyleSpec {
  const font = cardFont('caveat');
  const ink = '#27272a';
  return {
    id: 'sketch',
    paper: '#f7f3ea',
    ink,
    accent: '#71717a',
    pictureBox: { x: safe.x, y: safe.x, width: safe.width, height: 324 },
    scrim: false,
    outline: { color: '#3f3f46', width: 0.75 },
    frontText: {
      box: { x: safe.x, y: 356, width: safe.width, height: 130 },
      style: text(font, { maxSize: 34, minSize: 8, readableSize: 12, color: ink, lineHeight: 1.1 }),
    },
    insideText: text(font, { maxSize: 24, color: ink, align: 'left', lineHeight: 1.3 }),
    backText: text(font, { maxSize: 20, color: ink }),
    markFont: markFont(),
  };
}

function vintage(): CardStyleSpec {
  const typewriter = cardFont('specialElite');
  const ink = '#4a3728';
  return {
    id: 'vintage',
    paper: '#efe4cf',
    ink,
    accent: '#9a6b3f',
    frame: { box: { x: 30, y: 30, width: 300, height: 318 }, color: '#fbf8f0' },
    pictureBox: { x: 42, y: 42, width: 276, height: 276 },
    scrim: false,
    frontText: {
      box: { x: safe.x, y: 364, width: safe.width, height: 122 },
      style: text(typewriter, { maxSize: 24, minSize: 7, readableSize: 11, color: ink, lineHeight: 1.3 }),
    },
    insideText: text(typewriter, { maxSize: 16, color: ink, align: 'left', lineHeight: 1.5 }),
    backText: text(typewriter, { maxSize: 14, color: ink }),
    markFont: markFont(),
  };
}

const builders: Record<CardStyleId, () => CardStyleSpec> = { realistic, watercolor, sketch, vintage };
const cache = new Map<CardStyleId, CardStyleSpec>();

export function cardStyleSpec(id: CardStyleId): CardStyleSpec {
  let spec = cache.get(id);
  if (!spec) {
    spec = builders[id]();
    cache.set(id, spec);
  }
  return spec;
}
