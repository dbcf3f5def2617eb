import type { Box } from './card-geometry.js';

/**
 * Emoji in card texts are drawn from Twemoji's artwork (@twemoji/svg, CC-BY 4.0, credited by
 * twemojiCredit in shared/legal-credits.ts), the same file in the editor, the previews and the
 * print. This module decides, for a grapheme cluster, which file draws it. Which files exist
 * is a generated table (emoji-art.table.ts, ~11 KB gzipped) the browser loads only for a text
 * with an emoji candidate in it (needsEmojiTable, loadEmojiTable); the server registers it at
 * start. The decision is made from the table and from Unicode properties that are stable
 * across engines (Extended_Pictographic reserves whole blocks ahead of assignment), not from
 * `\p{RGI_Emoji}`: that needs the `v` flag (TypeScript rejects it below target ES2024; the
 * web build targets ES2022) and follows the engine's own Unicode version, so a browser a year
 * older than the server would lay out the same text differently from the print.
 */

/**
 * How an emoji sits in a line, in em of the text's size, for every drawer alike: a 1 em
 * square with 0.1 em of space before it and 0.05 em after (advance 1.15 em), its bottom 0.1 em
 * below the baseline. These are Twemoji's own web CSS (`height: 1em; margin: 0 .05em 0 .1em;
 * vertical-align: -0.1em`): the square's middle, 0.4 em above the baseline, is about the
 * middle of Latin capitals, and the gap keeps it off the neighbouring letters.
 */
export const emojiGeometry = {
  advanceEm: 1.15,
  leftEm: 0.1,
  sizeEm: 1,
  /** From the square's top down to the baseline. */
  aboveBaselineEm: 0.9,
} as const;

/** The square (page points, y down) an emoji at pen position `x` on `baseline` is drawn in. */
export function emojiBox(x: number, baseline: number, size: number): Box {
  const side = emojiGeometry.sizeEm * size;
  return {
    x: x + emojiGeometry.leftEm * size,
    y: baseline - emojiGeometry.aboveBaselineEm * size,
    width: side,
    height: side,
  };
}

export interface EmojiTable {
  /** The @twemoji/svg version the names come from. */
  emojiArtVersion: string;
  /** Artwork file names without '.svg', space-separated. */
  emojiFileNames: string;
  /** Single characters among them whose default look is text (©, ™, ↔): art only with U+FE0F. */
  textDefaultNames: string;
}

interface Table {
  version: string;
  files: Set<string>;
  textDefault: Set<string>;
  /** A name with every 'fe0f' left out -> the file, for sequences typed with more or fewer U+FE0F. */
  byStripped: Map<string, string>;
}

let table: Table | null = null;

const withoutFe0f = (name: string) =>
  name
    .split('-')
    .filter((hex) => hex !== 'fe0f')
    .join('-');

/** Takes the table (emoji-art.table.ts); the server imports it up front. */
export function registerEmojiTable(source: EmojiTable): void {
  if (table) return;
  const names = source.emojiFileNames.split(' ');
  const byStripped = new Map<string, string>();
  // No two Twemoji 15.0 names differ only in U+FE0F; should a later one have two, the first stays.
  for (const name of names) if (!byStripped.has(withoutFe0f(name))) byStripped.set(withoutFe0f(name), name);
  table = {
    version: source.emojiArtVersion,
    files: new Set(names),
    textDefault: new Set(source.textDefaultNames.split(' ')),
    byStripped,
  };
}

/** Loads the table; layout of a text with emoji must wait for it (else emoji fall back to fonts). */
export async function loadEmojiTable(): Promise<void> {
  if (!table) registerEmojiTable(await import('./emoji-art.table.js'));
}

/** Whether `file` names artwork in the table (the server serves and reads nothing else). */
export function hasEmojiArt(file: string): boolean {
  return table?.files.has(file) ?? false;
}

/** Where the app serves the artwork (same origin, for the CSP's img-src 'self'); versioned, so cached for good. */
export const emojiArtRoute = '/card-emoji';

/** The address of `file`'s artwork, for the editor; the table must be loaded (its version is in the address). */
export function emojiArtUrl(file: string): string {
  if (!table) throw new Error('The emoji table is not loaded');
  return `${emojiArtRoute}/${table.version}/${file}.svg`;
}

/** Whether a text may hold an emoji: a pictograph, a flag's letter, a skin tone or a keycap. */
const candidate = /[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}\u20E3]/u;
export function needsEmojiTable(text: string): boolean {
  return candidate.test(text);
}

const keycap = /^[0-9#*]\uFE0F?\u20E3$/u;
const flag = /^\p{Regional_Indicator}{2}$/u;
const pictographStart = /^[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}]/u;
/** What makes a pictograph with more after it an emoji sequence: U+FE0F, ZWJ, a skin tone, a tag. */
const sequencePart = /[\uFE0F\u200D\p{Emoji_Modifier}\u{E0020}-\u{E007F}]/u;
const presentation = /^\p{Emoji_Presentation}$/u;

const hex = (codePoint: number) => codePoint.toString(16);

/**
 * Whether a grapheme cluster is an emoji (drawn as art when a file exists). A bare digit, '#'
 * or '*' is not; a keycap (1️⃣) is. A single pictograph whose default look is text (©, ®, ™,
 * ↔, ❤ typed without U+FE0F) is not: Unicode gives it text presentation, and a trademark sign
 * in a name must stay a letter-sized sign; with U+FE0F (©️, ❤️) it is. Once the table is
 * registered that judgement comes from it, so the browser decides as the server does.
 */
export function isEmojiGrapheme(grapheme: string): boolean {
  if (keycap.test(grapheme) || flag.test(grapheme)) return true;
  if (!pictographStart.test(grapheme)) return false;
  const codePoints = [...grapheme];
  if (codePoints.length > 1) return sequencePart.test(codePoints.slice(1).join(''));
  const name = hex(grapheme.codePointAt(0)!);
  return table?.files.has(name) ? !table.textDefault.has(name) : presentation.test(grapheme);
}

/** Looks a name up as given, then with any U+FE0F added or left out. */
function lookUp(name: string): string | undefined {
  if (table?.files.has(name)) return name;
  return table?.byStripped.get(withoutFe0f(name));
}

/**
 * The Twemoji file (without '.svg') that draws `grapheme`, or undefined: not an emoji, no
 * artwork for it in this Twemoji (Emoji 15.1 and later, e.g. the phoenix 🐦‍🔥), or the table
 * is not loaded yet. Twemoji's naming: code points in hex joined by '-', U+FE0F left out
 * unless the sequence has a ZWJ; when that misses, the same with every U+FE0F left out or
 * put where the file has one (👁️‍🗨️ is '1f441-200d-1f5e8').
 */
export function emojiArtFile(grapheme: string): string | undefined {
  if (!table || !isEmojiGrapheme(grapheme)) return undefined;
  const codePoints = [...grapheme].map((char) => char.codePointAt(0)!);
  const joined = codePoints.includes(0x200d);
  return lookUp((joined ? codePoints : codePoints.filter((cp) => cp !== 0xfe0f)).map(hex).join('-'));
}

/**
 * For a ZWJ sequence with no file of its own (🐦‍🔥, newer than this Twemoji): the files of
 * its parts that have one, in order, to draw side by side. Empty for anything else. A part's
 * own text-default look does not count here: inside a sequence it is an emoji (🧑‍⚕ has ⚕).
 */
export function emojiArtParts(grapheme: string): string[] {
  if (!table || !grapheme.includes('\u200d') || !isEmojiGrapheme(grapheme)) return [];
  return grapheme
    .split('\u200d')
    .map((part) =>
      lookUp(
        [...part]
          .map((char) => char.codePointAt(0)!)
          .filter((cp) => cp !== 0xfe0f)
          .map(hex)
          .join('-'),
      ),
    )
    .filter((file): file is string => file !== undefined);
}

/** What draws `grapheme`: its file, else its parts' files side by side, else nothing (fonts draw it). */
export function emojiArtFiles(grapheme: string): string[] {
  const file = emojiArtFile(grapheme);
  return file ? [file] : emojiArtParts(grapheme);
}

// Made on first use, so merely loading this module needs no Intl.Segmenter.
let segmenter: Intl.Segmenter | undefined;

/** The text's grapheme clusters that are drawn as art, with their UTF-16 index. */
export function emojiGraphemes(text: string): { index: number; grapheme: string; files: string[] }[] {
  // Without a segmenter (browsers before 2024) emoji are left to the fonts, not a failed layout.
  if (!needsEmojiTable(text) || typeof Intl.Segmenter !== 'function') return [];
  const found: { index: number; grapheme: string; files: string[] }[] = [];
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment, index } of segmenter.segment(text)) {
    const files = emojiArtFiles(segment);
    if (files.length > 0) found.push({ index, grapheme: segment, files });
  }
  return found;
}
