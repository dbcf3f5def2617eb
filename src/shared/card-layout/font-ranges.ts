import type { CardFontName } from './font-files.js';
import { complexScriptFaces, notoSansSubsets, ownSubsets, symbolFaces } from './font-ranges.table.js';

/**
 * Which font file draws a character the style's typeface lacks. Each style's typeface loads
 * its latin file (font-files.ts); for any other character layout tries, in order, the
 * typeface's other @fontsource subsets, Noto Sans's subsets, the Noto Hebrew, Arabic, Devanagari
 * and Thai faces, Noto Sans Symbols (1 and 2), then the Noto Han face chosen for
 * the whole text block (then the other Han faces), and the first file that has the glyph draws it. The ranges come from
 * each package's unicode.json (scripts/fonts/gen-font-ranges.mjs); they over-approximate, so
 * a candidate is confirmed with hasGlyph once loaded. Both the server and the browser use
 * this, so both pick the same file for every character.
 */
export interface FaceEntry {
  /** The npm package that ships the file. */
  pkg: string;
  /** The file's path inside the package. */
  file: string;
  /** Its unicode-range as the package's unicode.json gives it: "U+0400-045F,U+0490,...". */
  ranges: string;
}

/** A fallback font file: `key` is `<pkg>/<file>`, what the server resolves and the browser fetches. */
export interface FaceFile {
  key: string;
  pkg: string;
  file: string;
}

export type HanFace = 'jp' | 'kr' | 'sc' | 'tc';
/**
 * A block's Han face first, then the others for what it lacks; a Chinese block tries the other
 * Chinese face next, whose glyphs follow the same conventions.
 */
const hanOrder: Record<HanFace, HanFace[]> = {
  jp: ['jp', 'kr', 'sc', 'tc'],
  kr: ['kr', 'jp', 'sc', 'tc'],
  sc: ['sc', 'tc', 'jp', 'kr'],
  tc: ['tc', 'sc', 'jp', 'kr'],
};

/** Ideographs only one of the two Chinese writings uses, each a string of characters. */
export interface HanVariants {
  traditionalOnly: string;
  simplifiedOnly: string;
}

/** What font-ranges-han.table.ts exports. */
export interface HanTable {
  hanSlices: Record<HanFace, FaceEntry[]>;
  hanVariants: HanVariants;
}

interface Candidate extends FaceFile {
  /** Sorted, disjoint [from, to] pairs, flattened. */
  bounds: Uint32Array;
}

/** A CSS unicode-range value ("U+0400-045F,U+0490") as [from, to] pairs. */
export function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').map((range) => {
    const [start, end] = range.trim().replace(/^U\+/i, '').split('-');
    const from = Number.parseInt(start!, 16);
    return [from, end ? Number.parseInt(end, 16) : from];
  });
}

function parseRanges(value: string): Uint32Array {
  return Uint32Array.from(
    parseUnicodeRange(value)
      .sort((a, b) => a[0] - b[0])
      .flat(),
  );
}

function covers(bounds: Uint32Array, codePoint: number): boolean {
  let low = 0;
  let high = bounds.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (codePoint < bounds[2 * middle]!) high = middle - 1;
    else if (codePoint > bounds[2 * middle + 1]!) low = middle + 1;
    else return true;
  }
  return false;
}

const candidate = (entry: FaceEntry): Candidate => ({
  key: `${entry.pkg}/${entry.file}`,
  pkg: entry.pkg,
  file: entry.file,
  bounds: parseRanges(entry.ranges),
});

const own = new Map(Object.entries(ownSubsets).map(([name, entries]) => [name, entries.map(candidate)]));
const notoSans = notoSansSubsets.map(candidate);
/** Hebrew, Arabic, Devanagari and Thai: after Noto Sans, which draws the punctuation and symbols their files' ranges also claim. */
const complexScripts = complexScriptFaces.map(candidate);
/** Noto Sans Symbols and Symbols 2: arrows, stars, hearts, ticks, music, maths signs. */
const symbols = symbolFaces.map(candidate);
let han: Record<HanFace, Candidate[]> | null = null;
let traditionalOnly = new Set<string>();
let simplifiedOnly = new Set<string>();

/** Kana, CJK ideographs, Hangul and CJK punctuation: what only a Han face draws. */
const hanScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
const kana = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const hangul = /\p{Script=Hangul}/u;

/** Whether a text needs the Han table (slice ranges, Chinese variants): a ~350 KB chunk loaded on first need. */
export function needsHanTable(text: string): boolean {
  return hanScript.test(text);
}

/** Takes the Han table (font-ranges-han.table.ts); the server imports it up front. */
export function registerHanTable({ hanSlices, hanVariants }: HanTable): void {
  if (han) return;
  han = {
    jp: hanSlices.jp.map(candidate),
    kr: hanSlices.kr.map(candidate),
    sc: hanSlices.sc.map(candidate),
    tc: hanSlices.tc.map(candidate),
  };
  traditionalOnly = new Set(hanVariants.traditionalOnly);
  simplifiedOnly = new Set(hanVariants.simplifiedOnly);
}

/** Loads the Han table; layout of CJK text, and hanFaceFor, must wait for it. */
export async function loadHanTable(): Promise<void> {
  if (!han) registerHanTable(await import('./font-ranges-han.table.js'));
}

/**
 * One Han face per text block, so a block's ideographs share one glyph style: Japanese when it
 * has kana, Korean when it has Hangul, otherwise Chinese: Traditional when more of its
 * characters are Traditional-only (們 個 樂 愛) than Simplified-only (们 个 乐 爱), else
 * Simplified. Most characters (生 日 快) are written alike and count for neither. Before
 * loadHanTable this says Simplified, but then no Han face is used yet either.
 */
export function hanFaceFor(text: string): HanFace {
  if (kana.test(text)) return 'jp';
  if (hangul.test(text)) return 'kr';
  let lean = 0;
  for (const char of text) {
    if (traditionalOnly.has(char)) lean += 1;
    else if (simplifiedOnly.has(char)) lean -= 1;
  }
  return lean > 0 ? 'tc' : 'sc';
}

const cache = new Map<string, FaceFile[]>();

/**
 * The fallback files whose ranges cover `codePoint`, in the order to try them, for text in the
 * `typeface` style font within a block whose Han face is `hanFace` (null: a block with no
 * Han, kana or Hangul, which uses no Han slice). Empty for Han characters until loadHanTable
 * has run.
 */
export function fallbackFaces(codePoint: number, typeface: CardFontName, hanFace: HanFace | null): FaceFile[] {
  const cacheKey = `${typeface}:${hanFace ?? '-'}:${codePoint}:${han ? 1 : 0}`;
  let found = cache.get(cacheKey);
  if (found) return found;
  // The block's Han face first; the others after it (hanOrder), for what it lacks (Hangul in
  // a block with kana, a simplified-only ideograph in a Japanese one).
  // A block without Han, kana or Hangul never uses the Han slices (the browser has not even
  // loaded their ranges for it), so a symbol only they cover is left out on both sides alike.
  const hanFaces = hanFace ? hanOrder[hanFace] : [];
  const pool = [
    ...(own.get(typeface) ?? []),
    ...notoSans,
    ...complexScripts,
    ...symbols,
    ...hanFaces.flatMap((face) => han?.[face] ?? []),
  ];
  found = pool.filter((face) => covers(face.bounds, codePoint)).map(({ key, pkg, file }) => ({ key, pkg, file }));
  // Misses are not kept: a script could fill the cache with private-use code points.
  if (found.length > 0) cache.set(cacheKey, found);
  return found;
}
