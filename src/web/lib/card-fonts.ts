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

const fetching = new Map<CardFontName, Promise<ArrayBuffer>>();
const parsing = new Map<CardFontName, Promise<LayoutFont>>();
const registering = new Map<CardFontName, Promise<string>>();

/** Remembers a promise per typeface; a failed one is forgotten so the next call tries again. */
function once<T>(cache: Map<CardFontName, Promise<T>>, name: CardFontName, make: () => Promise<T>): Promise<T> {
  let promise = cache.get(name);
  if (!promise) {
    promise = make();
    cache.set(name, promise);
    promise.catch(() => cache.delete(name));
  }
  return promise;
}

function fontBytes(name: CardFontName): Promise<ArrayBuffer> {
  return once(fetching, name, async () => {
    const response = await fetch(fontUrls[name]);
    if (!response.ok) throw new Error(`Card font ${fontSources[name].name} did not load (${response.status})`);
    return response.arrayBuffer();
  });
}

/** One typeface, fetched and parsed once per page load; a failed fetch is tried again next time. */
export function loadCardFont(name: CardFontName): Promise<LayoutFont> {
  return once(parsing, name, async () => loadLayoutFont(new Uint8Array(await fontBytes(name)), fontSources[name].name));
}

/**
 * The same bytes registered with the browser (FontFace API) under a family of their own, so a
 * preview draws its glyphs from the file its lines were measured with, never from a system or
 * CSS font of the same name. Resolves to the family to draw with.
 */
export function loadCardFontFace(name: CardFontName): Promise<string> {
  return once(registering, name, async () => {
    const family = `Keepsake Card ${fontSources[name].name}`;
    // A copy: the parsed layout font keeps reading the fetched buffer.
    const face = new FontFace(family, (await fontBytes(name)).slice(0));
    document.fonts.add(await face.load());
    return family;
  });
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

/** What a page preview needs of a style's typefaces: their metrics and the family drawing them. */
export interface CardPageFonts {
  fontOf: (name: CardFontName) => LayoutFont;
  /** The FontFace family that draws a laid-out block's typeface. */
  familyOf: (font: LayoutFont) => string;
}

/** A style's typefaces, laid out and drawn from the same files: the preview of the print. */
export async function loadStylePageFonts(style: CardStyleId): Promise<CardPageFonts> {
  const names = cardStyleFonts(style);
  const [fontOf, families] = await Promise.all([
    loadStyleFonts(style),
    Promise.all(names.map(async (name) => [name, await loadCardFontFace(name)] as const)),
  ]);
  const familyByName = new Map(families.map(([name, family]) => [fontSources[name].name, family]));
  return { fontOf, familyOf: (font) => familyByName.get(font.name) ?? 'serif' };
}
