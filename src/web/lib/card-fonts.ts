import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import caveatUrl from '@fontsource/caveat/files/caveat-latin-400-normal.woff?url';
import dancingScriptUrl from '@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff?url';
import loraUrl from '@fontsource/lora/files/lora-latin-400-normal.woff?url';
import playfairDisplayUrl from '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff?url';
import specialEliteUrl from '@fontsource/special-elite/files/special-elite-latin-400-normal.woff?url';
import { fontSources, type CardFontName } from '@shared/card-layout/font-files';
import { cardStyleFonts } from '@shared/card-layout/layout-card-texts';
import { loadLayoutFont, type LayoutFont } from '@shared/card-layout/layout-font';
import type { CardStyleId } from '@shared/creation-rules';

/**
 * The very files the server reads (shared/card-layout/font-files.ts names them), emitted by
 * Vite as assets. Only their addresses are in the bundle; the bytes are fetched when a style
 * that uses them is shown. The Record makes the compiler ask for a new typeface's file.
 */
const fontUrls: Record<CardFontName, string> = {
  inter: interUrl,
  playfairDisplay: playfairDisplayUrl,
  lora: loraUrl,
  dancingScript: dancingScriptUrl,
  caveat: caveatUrl,
  specialElite: specialEliteUrl,
};

const loading = new Map<CardFontName, Promise<LayoutFont>>();

async function fetchFont(name: CardFontName): Promise<LayoutFont> {
  const response = await fetch(fontUrls[name]);
  if (!response.ok) throw new Error(`Card font ${fontSources[name].name} did not load (${response.status})`);
  return loadLayoutFont(new Uint8Array(await response.arrayBuffer()), fontSources[name].name);
}

/** One typeface, fetched and parsed once per page load; a failed fetch is tried again next time. */
export function loadCardFont(name: CardFontName): Promise<LayoutFont> {
  let font = loading.get(name);
  if (!font) {
    font = fetchFont(name);
    loading.set(name, font);
    font.catch(() => loading.delete(name));
  }
  return font;
}

/** The typefaces of one style, ready for layoutCardTexts; other styles' files stay unfetched. */
export async function loadStyleFonts(style: CardStyleId): Promise<(name: CardFontName) => LayoutFont> {
  const names = cardStyleFonts(style);
  const fonts = new Map(await Promise.all(names.map(async (name) => [name, await loadCardFont(name)] as const)));
  return (name) => {
    const font = fonts.get(name);
    if (!font) throw new Error(`The ${style} style does not use the ${fontSources[name].name} typeface`);
    return font;
  };
}
