import { designPageNames, type DesignPageName } from '../card-design-rules.js';

/**
 * The printed card: 5x7 in, folded on the long side, printed as two 10x7 in spreads with
 * 0.125 in of bleed on every side. All sizes are PDF points (72 per inch); a page's own
 * coordinates start at its trim's top-left corner, y growing downwards, as on screen.
 */
export const cardGeometry = {
  /** One page of the folded card, 5x7 in. */
  trim: { width: 360, height: 504 },
  /** Printers cut within 1/8 in; colour that reaches the edge must run this far past it. */
  bleed: 9,
  /** Text stays 1/4 in inside the trim (and the fold), where no cut or crease can reach it. */
  safe: 18,
  /** A print spread: two pages side by side plus bleed, 10.25x7.25 in. */
  spread: { width: 738, height: 522 },
  printDpi: 300,
  previewWidthPx: 1200,
} as const;

/** The four pages in reading order, named as the shared design rules name them. */
export const pageNames: readonly PageName[] = designPageNames;
export type PageName = DesignPageName;

/** Outside spread: back on the left, front on the right, as the sheet lies before folding. */
export const spreads: readonly { name: 'outside' | 'inside'; left: PageName; right: PageName }[] = [
  { name: 'outside', left: 'back', right: 'front' },
  { name: 'inside', left: 'insideLeft', right: 'insideRight' },
];

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Left-hand pages have their outer (cut) edge on the left and the fold on the right. */
export function isLeftPage(page: PageName): boolean {
  return page === 'back' || page === 'insideLeft';
}

/** Where text may go: the trim less the safe margin on every side, the fold included. */
export function safeBox(): Box {
  const { trim, safe } = cardGeometry;
  return { x: safe, y: safe, width: trim.width - 2 * safe, height: trim.height - 2 * safe };
}

/** The page's printed area: its trim plus bleed on the three cut edges, never across the fold. */
export function bleedBox(page: PageName): Box {
  const { trim, bleed } = cardGeometry;
  return {
    x: isLeftPage(page) ? -bleed : 0,
    y: -bleed,
    width: trim.width + bleed,
    height: trim.height + 2 * bleed,
  };
}

export function insideBox(inner: Box, outer: Box, tolerance = 0.01): boolean {
  return (
    inner.x >= outer.x - tolerance &&
    inner.y >= outer.y - tolerance &&
    inner.x + inner.width <= outer.x + outer.width + tolerance &&
    inner.y + inner.height <= outer.y + outer.height + tolerance
  );
}

export function inset(box: Box, by: number): Box {
  return { x: box.x + by, y: box.y + by, width: box.width - 2 * by, height: box.height - 2 * by };
}
