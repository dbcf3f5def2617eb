import { emojiArtFile, emojiGraphemes } from './emoji-art.js';
import type { LayoutFont } from './layout-font.js';

/**
 * A text as layout sees it: characters, each with the face that draws it (none: left out), and
 * emoji, whole grapheme clusters drawn from Twemoji's artwork (emoji-art.ts) rather than a font.
 */
export type TextToken<F extends LayoutFont> =
  | { kind: 'char'; char: string; index: number; font: F | undefined }
  | { kind: 'emoji'; text: string; index: number; files: string[] };

/**
 * Invisible characters that still mean something: the zero-width non-joiner and joiner change
 * how Persian, Arabic and Devanagari letters join, and the direction marks, embeddings and
 * isolates change the bidi order. Layout keeps them (drawing nothing for them); every other
 * invisible character (soft hyphen, zero-width space, a stray selector) is dropped.
 */
export const joinControl = /^[\u200C\u200D]$/;
export const bidiControl = /^[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]$/;

/**
 * `artForMissing`: a symbol no face draws whose emoji form has artwork (❤, ☺, ✈ typed without
 * U+FE0F, in a text no symbol face covers) is drawn as that artwork rather than left out.
 * Layout asks for it; face loading does not (it has not chosen faces yet).
 */
export function* textTokens<F extends LayoutFont>(
  faceOf: (codePoint: number) => F | undefined,
  text: string,
  artForMissing = false,
): Generator<TextToken<F>> {
  const emoji = emojiGraphemes(text);
  let next = 0;
  let index = 0;
  // The end of the emoji being passed over: its characters are drawn by the artwork.
  let inside = 0;
  for (const char of text) {
    const art = emoji[next];
    if (art && index === art.index) {
      yield { kind: 'emoji', text: art.grapheme, index, files: art.files };
      inside = index + art.grapheme.length;
      next += 1;
    }
    if (index >= inside) {
      // A control chooses no face (it draws nothing), so none is loaded for it.
      const font = joinControl.test(char) || bidiControl.test(char) ? undefined : faceOf(char.codePointAt(0)!);
      const art = !font && artForMissing ? emojiArtFile(`${char}\uFE0F`) : undefined;
      if (art) yield { kind: 'emoji', text: char, index, files: [art] };
      else yield { kind: 'char', char, index, font };
    }
    index += char.length;
  }
}
