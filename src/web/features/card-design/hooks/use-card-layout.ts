import { useMemo } from 'react';
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
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; fonts: CardPageFonts; laid: LaidCard };

export const loadPageFonts: LoadPageFonts = async (style) =>
  (await import('@/lib/card-fonts')).loadStylePageFonts(style);

/**
 * The card's texts laid out with the print's own code and font files, again on every change:
 * one layout serves the pages and the pre-print checks beside them.
 */
export function useCardLayout(design: PagesDesign, loadFonts: LoadPageFonts = loadPageFonts): CardLayoutState {
  const fonts = useCardPageFonts(design.style, loadFonts);
  const { texts, style, textScale } = design;
  return useMemo(() => {
    if (fonts.state !== 'ready') return fonts;
    return { state: 'ready', fonts: fonts.fonts, laid: layoutCardTexts(texts, style, fonts.fonts.fontOf, textScale) };
  }, [fonts, texts, style, textScale]);
}
