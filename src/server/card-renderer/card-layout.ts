import { bleedBox, type Box, type PageName } from '../../shared/card-layout/card-geometry.js';
import { cardOrnaments, centeredSquare, heartPath } from '../../shared/card-layout/card-ornaments.js';
import { layoutCardTexts, type TextRole } from '../../shared/card-layout/layout-card-texts.js';
import type { PictureCrop } from '../../shared/card-layout/picture-crop.js';
import type { TextScales } from '../../shared/card-layout/text-scale.js';
import type { TextBlockLayout } from '../../shared/card-layout/text-layout.js';
import type { CardStyleId } from '../../shared/creation-rules.js';
import { cardFace, cardFont, type CardFont } from './card-fonts.js';
import { cardStyleSpec } from './card-styles.js';
import type { CardStyleSpec } from './style-spec.js';

/** What the customer chose: the three texts, a style, and in the editor a crop and text sizes. */
export interface CardDesignInput {
  front: string;
  inside: string;
  back: string;
  style: CardStyleId;
  /** Where the picture sits in the front's box; without one the renderer finds the subject itself. */
  crop?: PictureCrop;
  textScale?: TextScales;
}

/** A laid-out text block whose fonts carry what drawing it needs. */
export type CardTextBlock = TextBlockLayout<CardFont>;

/** Everything drawn on a page, in drawing order; the previews and the PDF draw the same list. */
export type PageElement =
  | { kind: 'rect'; box: Box; color: string; opacity?: number }
  | { kind: 'outline'; box: Box; color: string; width: number }
  | { kind: 'picture'; box: Box }
  /** An SVG path drawn in a 24x24 unit square, scaled into `box`. */
  | { kind: 'path'; d: string; box: Box; color: string; opacity?: number }
  | { kind: 'text'; role: TextRole; block: CardTextBlock };

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
  /** The customer's crop of the picture, or null to let the renderer choose (card-picture.ts). */
  crop: PictureCrop | null;
  texts: Record<TextRole, CardTextBlock>;
}

function frontPage(spec: CardStyleSpec, hasPicture: boolean, front: CardTextBlock): PageLayout {
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
  // The text boxes and sizes are the shared ones the browser's preview lays out with.
  const texts = layoutCardTexts(design, design.style, cardFont, design.textScale, cardFace);
  const pages: Record<PageName, PageLayout> = {
    front: frontPage(spec, options.hasPicture, texts.front),
    insideLeft: {
      name: 'insideLeft',
      background: spec.paper,
      elements: [
        {
          kind: 'path',
          d: heartPath,
          box: cardOrnaments.insideLeft.box,
          color: spec.accent,
          opacity: cardOrnaments.insideLeft.opacity,
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
        { kind: 'path', d: heartPath, box: cardOrnaments.backMark.box, color: spec.accent },
        { kind: 'text', role: 'mark', block: texts.mark },
      ],
    },
  };
  return {
    style: spec,
    pages,
    pictureBox: options.hasPicture ? spec.pictureBox : null,
    crop: design.crop ?? null,
    texts,
  };
}

/** The page area a background fills: the trim plus bleed on the cut edges. */
export function backgroundBox(page: PageName): Box {
  return bleedBox(page);
}
