import type { CardStyleId } from '../../shared/creation-rules.js';
import { bleedBox, cardGeometry, type Box, type PageName } from './card-geometry.js';
import { cardStyleSpec } from './card-styles.js';
import type { CardStyleSpec } from './style-spec.js';
import { layoutText, type TextBlockLayout } from './text-layout.js';

/** What the customer chose: the three texts and a style. */
export interface CardDesignInput {
  front: string;
  inside: string;
  back: string;
  style: CardStyleId;
}

type TextRole = 'front' | 'inside' | 'back' | 'mark';

/** Everything drawn on a page, in drawing order; the previews and the PDF draw the same list. */
export type PageElement =
  | { kind: 'rect'; box: Box; color: string; opacity?: number }
  | { kind: 'outline'; box: Box; color: string; width: number }
  | { kind: 'picture'; box: Box }
  /** An SVG path drawn in a 24x24 unit square, scaled into `box`. */
  | { kind: 'path'; d: string; box: Box; color: string; opacity?: number }
  | { kind: 'text'; role: TextRole; block: TextBlockLayout };

export interface PageLayout {
  name: PageName;
  background: string;
  elements: PageElement[];
}

export interface CardLayout {
  style: CardStyleSpec;
  pages: Record<PageName, PageLayout>;
  /** The front picture's box (page points), or null for an order without a picture. */
  pictureBox: Box | null;
  texts: Record<TextRole, TextBlockLayout>;
}

/** A heart in a 24x24 square: the Keepsake mark and the inside ornament. */
const heartPath =
  'M12 21.35L10.55 20.03C5.4 15.36 2 12.28 2 8.5C2 5.42 4.42 3 7.5 3C9.24 3 10.91 3.81 12 5.09C13.09 3.81 14.76 3 16.5 3C19.58 3 22 5.42 22 8.5C22 12.28 18.6 15.36 13.45 20.04L12 21.35Z';

const { trim, safe } = cardGeometry;
const centeredSquare = (cx: number, cy: number, size: number): Box => ({
  x: cx - size / 2,
  y: cy - size / 2,
  width: size,
  height: size,
});

function frontPage(spec: CardStyleSpec, hasPicture: boolean, front: TextBlockLayout): PageLayout {
  const elements: PageElement[] = [];
  if (spec.frame) elements.push({ kind: 'rect', box: spec.frame.box, color: spec.frame.color });
  if (hasPicture) elements.push({ kind: 'picture', box: spec.pictureBox });
  else {
    elements.push({ kind: 'rect', box: spec.pictureBox, color: spec.accent, opacity: 0.18 });
    const box = spec.pictureBox;
    elements.push({
      kind: 'path',
      d: heartPath,
      box: centeredSquare(box.x + box.width / 2, box.y + box.height / 2, 72),
      color: spec.accent,
      opacity: 0.6,
    });
  }
  if (spec.outline) elements.push({ kind: 'outline', box: spec.pictureBox, ...spec.outline });
  elements.push({ kind: 'text', role: 'front', block: front });
  return { name: 'front', background: spec.paper, elements };
}

/**
 * Lays the whole card out: every text block is fitted inside its box (which lies within the
 * safe zone, so never across the fold), and each page gets its list of things to draw.
 */
export function layoutCard(design: CardDesignInput, options: { hasPicture: boolean }): CardLayout {
  const spec = cardStyleSpec(design.style);
  const insideBox: Box = { x: safe, y: safe, width: trim.width - 2 * safe, height: trim.height - 2 * safe };
  const backBox: Box = { x: safe, y: 96, width: trim.width - 2 * safe, height: 260 };
  const markBox: Box = { x: safe, y: trim.height - safe - 16, width: trim.width - 2 * safe, height: 16 };
  const texts: Record<TextRole, TextBlockLayout> = {
    front: layoutText(design.front, spec.frontText.box, spec.frontText.style),
    inside: layoutText(design.inside, insideBox, spec.insideText),
    back: layoutText(design.back, backBox, spec.backText),
    mark: layoutText('Keepsake', markBox, {
      font: spec.markFont,
      maxSize: 8,
      minSize: 8,
      readableSize: 6,
      lineHeight: 1.2,
      align: 'center',
      valign: 'bottom',
      color: spec.accent,
      tracking: 0.12,
      uppercase: true,
    }),
  };
  const pages: Record<PageName, PageLayout> = {
    front: frontPage(spec, options.hasPicture, texts.front),
    insideLeft: {
      name: 'insideLeft',
      background: spec.paper,
      elements: [
        {
          kind: 'path',
          d: heartPath,
          box: centeredSquare(trim.width / 2, trim.height / 2, 40),
          color: spec.accent,
          opacity: 0.35,
        },
      ],
    },
    insideRight: {
      name: 'insideRight',
      background: spec.paper,
      elements: [{ kind: 'text', role: 'inside', block: texts.inside }],
    },
    back: {
      name: 'back',
      background: spec.paper,
      elements: [
        { kind: 'text', role: 'back', block: texts.back },
        { kind: 'path', d: heartPath, box: centeredSquare(trim.width / 2, markBox.y - 8, 12), color: spec.accent },
        { kind: 'text', role: 'mark', block: texts.mark },
      ],
    },
  };
  return { style: spec, pages, pictureBox: options.hasPicture ? spec.pictureBox : null, texts };
}

/** The page area a background fills: the trim plus bleed on the cut edges. */
export function backgroundBox(page: PageName): Box {
  return bleedBox(page);
}
