import { cardGeometry, type Box } from './card-geometry.js';
import { cardTextBoxes } from './layout-card-texts.js';

/** A heart in a 24x24 square: the Keepsake mark and the inside ornament. */
export const heartPath =
  'M12 21.35L10.55 20.03C5.4 15.36 2 12.28 2 8.5C2 5.42 4.42 3 7.5 3C9.24 3 10.91 3.81 12 5.09C13.09 3.81 14.76 3 16.5 3C19.58 3 22 5.42 22 8.5C22 12.28 18.6 15.36 13.45 20.04L12 21.35Z';

export const centeredSquare = (cx: number, cy: number, size: number): Box => ({
  x: cx - size / 2,
  y: cy - size / 2,
  width: size,
  height: size,
});

const { trim } = cardGeometry;

/**
 * Where the hearts sit on the pages without a picture: faint in the middle of Inside Left, and
 * small above the Keepsake mark on the back. The print and the browser's preview both place them.
 */
export const cardOrnaments = {
  insideLeft: { box: centeredSquare(trim.width / 2, trim.height / 2, 40), opacity: 0.35 },
  backMark: { box: centeredSquare(trim.width / 2, cardTextBoxes.mark.y - 8, 12), opacity: 1 },
} as const;
