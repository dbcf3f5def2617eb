import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import caveatUrl from '@fontsource/caveat/files/caveat-latin-400-normal.woff?url';
import dancingScriptUrl from '@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff?url';
import loraUrl from '@fontsource/lora/files/lora-latin-400-normal.woff?url';
import playfairDisplayUrl from '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff?url';
import specialEliteUrl from '@fontsource/special-elite/files/special-elite-latin-400-normal.woff?url';
import { fontSources, type CardFontName } from '@shared/card-layout/font-files';
import type { FaceFile } from '@shared/card-layout/font-ranges';
import { cardStyleFonts, facesNeeded, type CardTexts } from '@shared/card-layout/layout-card-texts';
import { loadLayoutFont, type LayoutFont } from '@shared/card-layout/layout-font';
import { isWoff, woffToSfntAsync } from '@shared/card-layout/woff';
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

/**
 * The fallback faces' files (shared/card-layout/font-ranges.ts), by the key the shared code
 * names them with (`<pkg>/<file>`). Only addresses are bundled (about 40 KB for ~500 files);
 * a file is fetched when a text has a character only it draws, so an English card fetches none.
 */
const faceUrls: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(
      [
        '../../../node_modules/@fontsource/{playfair-display,lora,dancing-script,caveat,special-elite}/files/*-400-normal.woff',
        '../../../node_modules/@fontsource-variable/inter/files/inter-*-wght-normal.woff2',
        '../../../node_modules/@fontsource/noto-sans/files/noto-sans-*-400-normal.woff',
        '../../../node_modules/@fontsource/noto-sans-{jp,kr,sc,tc}/files/*-400-normal.woff',
        '../../../node_modules/@fontsource/noto-sans-{hebrew,arabic,devanagari,thai}/files/*-{hebrew,arabic,devanagari,thai}-400-normal.woff',
        '../../../node_modules/@fontsource/noto-sans-symbols{,-2}/files/*-{symbols,math}-400-normal.woff',
        '../../../node_modules/@fontsource/noto-sans-math/files/noto-sans-math-latin-400-normal.woff',
      ],
      { eager: true, query: '?url', import: 'default' },
    ),
  ).map(([path, url]) => [path.replace(/^.*?node_modules\//, ''), url]),
);

const parsing = new Map<string, Promise<LayoutFont>>();
const faces = new Map<string, LayoutFont>();

/** Remembers a promise per file; a failed one is forgotten so the next call tries again. */
function once<T>(cache: Map<string, Promise<T>>, name: string, make: () => Promise<T>): Promise<T> {
  let promise = cache.get(name);
  if (!promise) {
    promise = make();
    cache.set(name, promise);
    promise.catch(() => cache.delete(name));
  }
  return promise;
}

async function fetchFont(url: string, label: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${label} did not load (${response.status})`);
  return response.arrayBuffer();
}

async function inflate(zlib: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([new Uint8Array(zlib)]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * A font file parsed for layout and drawing. A WOFF file is unpacked first, as the server does
 * (shared/card-layout/woff.ts): fontkit would inflate its glyph table for every glyph it shapes
 * or draws.
 */
async function parseFont(bytes: ArrayBuffer, name: string): Promise<LayoutFont> {
  const file = new Uint8Array(bytes);
  return loadLayoutFont(isWoff(file) ? await woffToSfntAsync(file, inflate) : file, name);
}

/** One typeface, fetched and parsed once per page load; a failed fetch is tried again next time. */
export function loadCardFont(name: CardFontName): Promise<LayoutFont> {
  const label = fontSources[name].name;
  return once(parsing, name, async () => parseFont(await fetchFont(fontUrls[name], `Card font ${label}`), label));
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

/** What a page preview needs of a style's typefaces (drawn as glyph outlines, so no FontFace). */
export interface CardPageFonts {
  fontOf: (name: CardFontName) => LayoutFont;
  /** Fallback faces loaded so far (none: characters the style's typefaces lack are left out). */
  faceOf?: (file: FaceFile) => LayoutFont | undefined;
  /** Loads the fallback faces `texts` need; resolves to how many were not loaded before. */
  loadFaces?: (texts: CardTexts) => Promise<number>;
}

/** A style's typefaces, laid out and drawn from the same files: the preview of the print. */
export async function loadStylePageFonts(style: CardStyleId): Promise<CardPageFonts> {
  return {
    fontOf: await loadStyleFonts(style),
    faceOf: loadedFace,
    loadFaces: (texts) => loadCardFaces(texts, style),
  };
}

/**
 * A fallback face, fetched and parsed once per page load. Layout finds it through loadedFace
 * only once it is parsed.
 */
export function loadFallbackFace(file: FaceFile): Promise<LayoutFont> {
  return once(parsing, file.key, async () => {
    const url = faceUrls[file.key];
    if (!url) throw new Error(`No fallback font file ${file.key} in the build`);
    const font = await parseFont(await fetchFont(url, `Fallback font ${file.key}`), file.key);
    faces.set(file.key, font);
    return font;
  });
}

/** A fallback face already loaded, for layout's synchronous face choice. */
export const loadedFace = (file: FaceFile): LayoutFont | undefined => faces.get(file.key);

/**
 * Loads the fallback faces a card's texts need in `style`; resolves to how many faces this
 * call added, so a keystroke whose characters' faces were all there lays out only once.
 */
export async function loadCardFaces(texts: CardTexts, style: CardStyleId): Promise<number> {
  const before = faces.size;
  await facesNeeded(texts, style, await loadStyleFonts(style), loadFallbackFace);
  return faces.size - before;
}
