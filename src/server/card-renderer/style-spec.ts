import type { CardStyleId } from '../../shared/creation-rules.js';
import type { CardStyleLook } from '../../shared/card-layout/card-style-looks.js';
import type { PictureWindow, RawPicture } from './raw-picture.js';

/** A style's look (shared with the browser's preview) and its id. */
export interface CardStyleSpec extends CardStyleLook {
  id: CardStyleId;
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
  /** The text scrim goes over the result (pixel-passes.ts's scrimShade). */
  scrim: boolean;
}

/**
 * One card style's picture treatment, in styles/<id>.ts and registered in card-styles.ts. Its
 * paper, typefaces and boxes are shared with the browser (shared/card-layout/card-style-looks.ts).
 */
export interface CardStyle {
  /** `picture`'s pixels are the treatment's own: it may write its result over them. */
  treatPicture(picture: RawPicture, options: TreatOptions): Promise<RawPicture>;
  /**
   * treatPicture of the `window` of `picture`, cutting as it reads: one copy of the window's
   * pixels fewer than cutting first. Any of `picture`'s pixels, inside the window or not, may
   * be written over, and the result may share `picture`'s buffer.
   */
  treatWindowOf?(picture: RawPicture, window: PictureWindow, options: TreatOptions): Promise<RawPicture>;
  /**
   * The treatment darkens the scrim's rows itself, in its own pass over the pixels, when
   * `options.scrim` asks; otherwise card-styles.ts does it after.
   */
  drawsScrim?: true;
}
