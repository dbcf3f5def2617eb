import type { CardStyleId } from '../../shared/creation-rules.js';
import type { Box } from './card-geometry.js';
import { cardFont, type CardFont } from './card-fonts.js';
import type { RawPicture } from './raw-picture.js';
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

/**
 * How a style treats the customer's own picture, done with sharp (libvips), not by a model.
 * Input and output are raw RGB pixels of the final size; every radius is given in points and
 * scaled by `pixelsPerPoint`, so a small preview and the 300 dpi print look alike.
 */
export interface TreatOptions {
  pixelsPerPoint: number;
  /** The page colour the picture melts into (watercolor's soft edges). */
  paper: string;
}

/**
 * One card style on the server: its spec and its picture treatment, side by side in
 * styles/<id>.ts and registered in card-styles.ts. The spec is built on first use, as it loads
 * the style's fonts; its id comes from the registration.
 */
export interface CardStyle {
  spec(): Omit<CardStyleSpec, 'id'>;
  treatPicture(picture: RawPicture, options: TreatOptions): Promise<RawPicture>;
}

/** A text style with the defaults most blocks share. */
export function textStyle(
  font: CardFont,
  overrides: Partial<TextStyle> & Pick<TextStyle, 'maxSize' | 'color'>,
): TextStyle {
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
export const markFont = () => cardFont('inter');
