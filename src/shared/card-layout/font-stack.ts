import type { CardFontName } from './font-files.js';
import { fallbackFaces, hanFaceFor, loadHanTable, needsHanTable, type FaceFile, type HanFace } from './font-ranges.js';
import { loadEmojiTable, needsEmojiTable } from './emoji-art.js';
import type { LayoutFont } from './layout-font.js';
import { textTokens } from './text-tokens.js';

/**
 * The faces behind one text block: its style typeface first, then fallback files
 * (font-ranges.ts) that the caller has ALREADY loaded. Layout stays synchronous; before laying
 * out, each side loads what the texts need with loadFacesFor, which walks the very same order,
 * so every candidate layout reaches is loaded and both sides pick the same face.
 */
export interface FallbackFaces<F extends LayoutFont = LayoutFont> {
  /** The style typeface's name, whose own other subsets come first. */
  typeface: CardFontName;
  /** A loaded fallback file's font; undefined when it was never loaded. */
  faceOf(file: FaceFile): F | undefined;
}

/** Characters that draw nothing: joiners, direction marks, variation selectors, soft hyphens. */
const invisible = /^[\p{Cf}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]$/u;

export function isInvisible(char: string): boolean {
  return invisible.test(char);
}

/** The text exactly as layout sets it: cased, trimmed, composed, one kind of line break, no tabs. */
export function settableText(rawText: string, uppercase = false): string {
  const cased = uppercase ? rawText.toUpperCase() : rawText;
  return cased.trim().normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
}

/** Picks each character's face for one block; remembers per code point. */
export function faceChooser<F extends LayoutFont>(
  primary: F,
  fallback: FallbackFaces<F> | undefined,
  hanFace: HanFace | null,
): (codePoint: number) => F | undefined {
  const chosen = new Map<number, F | undefined>();
  return (codePoint) => {
    if (chosen.has(codePoint)) return chosen.get(codePoint);
    let face: F | undefined = primary.hasGlyph(codePoint) ? primary : undefined;
    if (!face && fallback) {
      for (const file of fallbackFaces(codePoint, fallback.typeface, hanFace)) {
        const candidate = fallback.faceOf(file);
        if (candidate?.hasGlyph(codePoint)) {
          face = candidate;
          break;
        }
      }
    }
    chosen.set(codePoint, face);
    return face;
  };
}

/** The Han face a block's text uses (font-ranges.ts); null for a block with no Han, kana or Hangul. */
export const blockHanFace = (text: string): HanFace | null => (needsHanTable(text) ? hanFaceFor(text) : null);

/**
 * Loads, with `load`, every fallback file the text needs in the face order layout uses, and
 * returns those that draw something, and the emoji table when it has an emoji. An English text
 * loads nothing. `extra` are characters
 * layout may add (the ellipsis of a cut text).
 */
export async function loadFacesFor<F extends LayoutFont>(
  text: string,
  primary: F,
  typeface: CardFontName,
  load: (file: FaceFile) => Promise<F>,
  extra = '\u2026',
): Promise<FaceFile[]> {
  if (needsHanTable(text)) await loadHanTable();
  // Emoji are drawn from artwork, not a font: no face is loaded for their characters.
  if (needsEmojiTable(text)) await loadEmojiTable();
  const hanFace = blockHanFace(text);
  const used = new Map<string, FaceFile>();
  const seen = new Set<number>();
  for (const token of textTokens(() => undefined, text + extra)) {
    if (token.kind === 'emoji') continue;
    const { char } = token;
    const codePoint = char.codePointAt(0)!;
    if (seen.has(codePoint) || char === '\n' || isInvisible(char)) continue;
    seen.add(codePoint);
    if (primary.hasGlyph(codePoint)) continue;
    for (const file of fallbackFaces(codePoint, typeface, hanFace)) {
      let face: F;
      try {
        face = await load(file);
      } catch {
        // One file that will not load (a dropped connection) leaves its characters out, not the
        // rest of the text; the next layout tries it again.
        continue;
      }
      if (face.hasGlyph(codePoint)) {
        used.set(file.key, file);
        break;
      }
    }
  }
  return [...used.values()];
}
