import type { TextPart } from '../card-design-rules.js';
import type { CardStyleId } from '../creation-rules.js';
import { cardGeometry, type Box } from './card-geometry.js';
import { cardStyleLooks, type NamedTextStyle } from './card-style-looks.js';
import type { CardFontName } from './font-files.js';
import type { FaceFile } from './font-ranges.js';
import { loadFacesFor, settableText } from './font-stack.js';
import type { LayoutFont } from './layout-font.js';
import { layoutText, type TextBlockLayout, type TextStyle } from './text-layout.js';
import { scaledTextStyle, type TextScales } from './text-scale.js';

/** The customer's three texts. */
export type CardTexts = Record<TextPart, string>;

/** Every text block on the card: the customer's three and the small Keepsake mark on the back. */
export type TextRole = TextPart | 'mark';

const { trim, safe } = cardGeometry;

/** Where the inside and back texts and the mark go in every style; the front's box is the style's. */
export const cardTextBoxes = {
  inside: { x: safe, y: safe, width: trim.width - 2 * safe, height: trim.height - 2 * safe },
  back: { x: safe, y: 96, width: trim.width - 2 * safe, height: 260 },
  mark: { x: safe, y: trim.height - safe - 16, width: trim.width - 2 * safe, height: 16 },
} as const satisfies Record<Exclude<TextRole, 'front'>, Box>;

function markStyle(style: CardStyleId): NamedTextStyle {
  const look = cardStyleLooks[style];
  return {
    font: look.markFont,
    maxSize: 8,
    minSize: 8,
    readableSize: 6,
    lineHeight: 1.2,
    align: 'center',
    valign: 'bottom',
    color: look.accent,
    tracking: 0.12,
    uppercase: true,
  };
}

/** Each block's box and style, its typeface still a name. */
export function cardTextBlocks(style: CardStyleId): Record<TextRole, { box: Box; style: NamedTextStyle }> {
  const look = cardStyleLooks[style];
  return {
    front: look.frontText,
    inside: { box: cardTextBoxes.inside, style: look.insideText },
    back: { box: cardTextBoxes.back, style: look.backText },
    mark: { box: cardTextBoxes.mark, style: markStyle(style) },
  };
}

/** The typefaces a style's texts need: what a browser must fetch before it can lay them out. */
export function cardStyleFonts(style: CardStyleId): CardFontName[] {
  return [...new Set(Object.values(cardTextBlocks(style)).map((block) => block.style.font))];
}

/**
 * Lays out every text block of a card in `style`. `fontOf` hands over each typeface loaded
 * from its font file (loadLayoutFont); the server and the browser pass their own loaders, and
 * get the same lines and sizes because the files and this code are the same. `textScales` is
 * the customer's size choice per text (text-scale.ts); none keeps the style's sizes. `faceOf`
 * hands over the fallback files facesNeeded loaded; without it characters the style's
 * typefaces lack are left out.
 */
export function layoutCardTexts<F extends LayoutFont>(
  texts: CardTexts,
  style: CardStyleId,
  fontOf: (name: CardFontName) => F,
  textScales: TextScales = {},
  faceOf?: (file: FaceFile) => F | undefined,
): Record<TextRole, TextBlockLayout<F>> {
  const blocks = cardTextBlocks(style);
  const lay = (role: TextRole, text: string) => {
    const { box, style: named } = blocks[role];
    const textStyle: TextStyle<F> = {
      ...named,
      font: fontOf(named.font),
      ...(faceOf && { fallback: { typeface: named.font, faceOf } }),
    };
    // The mark is the brand's and keeps its size; the customer sizes their own three texts.
    return layoutText(text, box, role === 'mark' ? textStyle : scaledTextStyle(textStyle, textScales[role]));
  };
  return {
    front: lay('front', texts.front),
    inside: lay('inside', texts.inside),
    back: lay('back', texts.back),
    mark: lay('mark', 'Keepsake'),
  };
}

/**
 * Loads, with `load`, the fallback files a card's texts need beyond the style's typefaces (in
 * the order layout tries them, so layoutCardTexts finds each one it reaches) and returns those
 * that draw something. The server reads them from node_modules, the browser fetches them: an
 * English card needs none.
 */
export async function facesNeeded<F extends LayoutFont>(
  texts: CardTexts,
  style: CardStyleId,
  fontOf: (name: CardFontName) => F,
  load: (file: FaceFile) => Promise<F>,
): Promise<FaceFile[]> {
  const blocks = cardTextBlocks(style);
  const roles: [TextRole, string][] = [
    ...(['front', 'inside', 'back'] as const).map((role) => [role, texts[role]] as [TextRole, string]),
    ['mark', 'Keepsake'],
  ];
  const found = await Promise.all(
    roles.map(([role, text]) => {
      const named = blocks[role].style;
      return loadFacesFor(settableText(text, named.uppercase), fontOf(named.font), named.font, load);
    }),
  );
  return [...new Map(found.flat().map((file) => [file.key, file])).values()];
}
