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
 * names them with (`<pkg>/<file>`). Only addresses are bundled (about 25 KB for ~400 files);
 * a file is fetched when a text has a character only it draws, so an English card fetches none.
 */
const faceUrls: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(
      [
        '../../../node_modules/@fontsource/{playfair-display,lora,dancing-script,caveat,special-elite}/files/*-400-normal.woff',
        '../../../node_modules/@fontsource-variable/inter/files/inter-*-wght-normal.woff2',
        '../../../node_modules/@fontsource/noto-sans/files/noto-sans-*-400-normal.woff',
        '../../../node_modules/@fontsource/noto-sans-{jp,kr,sc}/files/*-400-normal.woff',
      ],
      { eager: true, query: '?url', import: 'default' },
    ),
  ).map(([path, url]) => [path.replace(/^.*?node_modules\//, ''), url]),
);

const fetching = new Map<string, Promise<ArrayBuffer>>();
const parsing = new Map<string, Promise<LayoutFont>>();
const registering = new Map<string, Promise<string>>();
const faces = new Map<string, { font: LayoutFont; family: string }>();
let faceFamilies = 0;

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
  /** The FontFace family that draws a laid-out run's face. */
  familyOf: (font: LayoutFont) => string;
  /** Fallback faces loaded so far (none: characters the style's typefaces lack are left out). */
  faceOf?: (file: FaceFile) => LayoutFont | undefined;
  /** Loads the fallback faces `texts` need; resolves to how many were not loaded before. */
  loadFaces?: (texts: CardTexts) => Promise<number>;
}

/** A style's typefaces, laid out and drawn from the same files: the preview of the print. */
export async function loadStylePageFonts(style: CardStyleId): Promise<CardPageFonts> {
  const names = cardStyleFonts(style);
  const [fontOf, families] = await Promise.all([
    loadStyleFonts(style),
    Promise.all(names.map(async (name) => [name, await loadCardFontFace(name)] as const)),
  ]);
  const familyByName = new Map(families.map(([name, family]) => [fontSources[name].name, family]));
  return {
    fontOf,
    familyOf: (font) => familyByName.get(font.name) ?? faces.get(font.name)?.family ?? 'serif',
    faceOf: loadedFace,
    loadFaces: (texts) => loadCardFaces(texts, style),
  };
}

/**
 * A fallback face, fetched, parsed for layout and registered as a FontFace of its own, once per
 * page load. Layout finds it through loadedFace only once all three are done, so a run is never
 * drawn in a family the browser does not have yet.
 */
export function loadFallbackFace(file: FaceFile): Promise<LayoutFont> {
  return once(parsing, file.key, async () => {
    // Numbered before any await: faces loading side by side must not share a family.
    const family = `Keepsake Card Face ${(faceFamilies += 1)}`;
    const url = faceUrls[file.key];
    if (!url) throw new Error(`No fallback font file ${file.key} in the build`);
    const bytes = await once(fetching, file.key, async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`Fallback font ${file.key} did not load (${response.status})`);
      return response.arrayBuffer();
    });
    const font = loadLayoutFont(new Uint8Array(bytes), file.key);
    document.fonts.add(await new FontFace(family, bytes.slice(0)).load());
    faces.set(file.key, { font, family });
    return font;
  });
}

/** A fallback face already loaded, for layout's synchronous face choice. */
export const loadedFace = (file: FaceFile): LayoutFont | undefined => faces.get(file.key)?.font;

/**
 * Loads the fallback faces a card's texts need in `style`; resolves to how many faces this
 * call added, so a keystroke whose characters' faces were all there lays out only once.
 */
export async function loadCardFaces(texts: CardTexts, style: CardStyleId): Promise<number> {
  const before = faces.size;
  await facesNeeded(texts, style, await loadStyleFonts(style), loadFallbackFace);
  return faces.size - before;
}
