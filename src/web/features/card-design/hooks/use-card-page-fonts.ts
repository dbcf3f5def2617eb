import { useEffect, useState } from 'react';
import type { CardStyleId } from '@shared/creation-rules';
import type { CardPageFonts } from '@/lib/card-fonts';

export type LoadPageFonts = (style: CardStyleId) => Promise<CardPageFonts>;

type PageFontsState = { state: 'loading' } | { state: 'ready'; fonts: CardPageFonts } | { state: 'failed' };

/** A style's typefaces for the page previews; a style switch starts again from loading. */
export function useCardPageFonts(style: CardStyleId, load: LoadPageFonts): PageFontsState {
  const [loaded, setLoaded] = useState<{ style: CardStyleId; result: PageFontsState } | null>(null);
  useEffect(() => {
    let current = true;
    load(style).then(
      (fonts) => current && setLoaded({ style, result: { state: 'ready', fonts } }),
      () => current && setLoaded({ style, result: { state: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [style, load]);
  return loaded?.style === style ? loaded.result : { state: 'loading' };
}
