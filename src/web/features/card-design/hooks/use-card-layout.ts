import { useEffect, useMemo, useState } from 'react';
import { layoutCardTexts, type CardTexts } from '@shared/card-layout/layout-card-texts';
import type { TextScales } from '@shared/card-layout/text-scale';
import type { CardStyleId } from '@shared/creation-rules';
import type { CardPageFonts } from '@/lib/card-fonts';
import { useCardPageFonts, type LoadPageFonts } from './use-card-page-fonts';

/** What a card's pages are drawn from: its words, its style and the customer's text sizes. */
export interface PagesDesign {
  texts: CardTexts;
  style: CardStyleId;
  textScale?: TextScales | undefined;
}

export type LaidCard = ReturnType<typeof layoutCardTexts>;

export type CardLayoutState =
  | { state: 'loading' }
  | { state: 'failed' }
  | {
      state: 'ready';
      fonts: CardPageFonts;
      laid: LaidCard;
      /** False while faces for characters now left out may still arrive: no check about them yet. */
      facesSettled: boolean;
    };

export const loadPageFonts: LoadPageFonts = async (style) =>
  (await import('@/lib/card-fonts')).loadStylePageFonts(style);

/**
 * The card's texts laid out with the print's own code and font files, again on every change:
 * one layout serves the pages and the pre-print checks beside them. Fallback faces for
 * characters the style's typefaces lack load in the background (only those the texts need);
 * the layout is redone when they arrive, and until then those characters count as left out.
 */
export function useCardLayout(design: PagesDesign, loadFonts: LoadPageFonts = loadPageFonts): CardLayoutState {
  const fonts = useCardPageFonts(design.style, loadFonts);
  const { texts, style, textScale } = design;
  // A new resolver (over the same loaded faces) each time faces arrive: the texts lay out again.
  const [arrived, setArrived] = useState<{ faceOf: CardPageFonts['faceOf'] } | null>(null);
  // The texts whose faces have all been tried; only kept when something was left out.
  const [settledFor, setSettledFor] = useState<CardTexts | null>(null);
  const laid = useMemo(() => {
    if (fonts.state !== 'ready') return null;
    const faceOf = arrived?.faceOf ?? fonts.fonts.faceOf;
    return layoutCardTexts(texts, style, fonts.fonts.fontOf, textScale, faceOf);
  }, [fonts, texts, style, textScale, arrived]);
  const leftOut = laid ? Object.values(laid).some((block) => block.missingCharacters.length > 0) : false;
  useEffect(() => {
    if (fonts.state !== 'ready' || !fonts.fonts.loadFaces) return;
    const { loadFaces, faceOf } = fonts.fonts;
    let current = true;
    const settle = (added: number) => {
      if (!current) return;
      // Laid out again when a face arrived, or when something was left out: what arrived may
      // be no face at all (the emoji table, which only turns characters into artwork).
      if (added > 0 || leftOut) setArrived({ faceOf });
      // Only when something is left out: a keystroke of plain text costs no second render.
      if (leftOut) setSettledFor(texts);
    };
    // A face that did not load leaves its characters out, and the check names them.
    loadFaces(texts).then(settle, () => settle(1));
    return () => {
      current = false;
    };
  }, [fonts, texts, leftOut]);
  if (fonts.state !== 'ready' || !laid) return fonts.state === 'ready' ? { state: 'loading' } : fonts;
  const facesSettled = !leftOut || !fonts.fonts.loadFaces || settledFor === texts;
  return { state: 'ready', fonts: fonts.fonts, laid, facesSettled };
}
