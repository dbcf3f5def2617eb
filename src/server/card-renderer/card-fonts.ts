import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fontSources, type CardFontName, type FontFile } from '../../shared/card-layout/font-files.js';
import * as hanTable from '../../shared/card-layout/font-ranges-han.table.js';
import * as emojiTable from '../../shared/card-layout/emoji-art.table.js';
import { registerEmojiTable } from '../../shared/card-layout/emoji-art.js';
import { registerHanTable, type FaceFile } from '../../shared/card-layout/font-ranges.js';
import { loadLayoutFont, type LayoutFont } from '../../shared/card-layout/layout-font.js';
import { parseFontFile, type FontkitFont } from '../pdf/font-file.js';

export { fontFeatures } from '../../shared/card-layout/layout-font.js';

/** A typeface as the renderer uses it: the shared layout metrics, and what drawing needs. */
export interface CardFont extends LayoutFont {
  /** The font program: TrueType/OpenType (a WOFF file is unpacked on load), or WOFF2. */
  bytes: Uint8Array;
  font: FontkitFont;
}

const require = createRequire(import.meta.url);
const loaded = new Map<string, CardFont>();

// The server lays out synchronously (card-layout.ts), so it holds the Han ranges and the emoji
// artwork's names from the start.
registerHanTable(hanTable);
registerEmojiTable(emojiTable);

/**
 * A missing font file is an install error, not something to paper over: drawing with whatever
 * face is at hand would print other glyphs than the editor showed and the layout measured.
 */
function open(source: FontFile): CardFont {
  const key = `${source.pkg}/${source.file}`;
  const known = loaded.get(key);
  if (known) return known;
  let file: Buffer;
  try {
    file = readFileSync(require.resolve(`${source.pkg}/${source.file}`));
  } catch (error) {
    throw new Error(`Card font ${source.name} is missing: install ${source.pkg} (npm ci)`, { cause: error });
  }
  // Layout reads the unpacked font as the browser does; pdf-lib embeds the same bytes.
  const parsed = parseFontFile(file);
  const result: CardFont = { ...loadLayoutFont(parsed.bytes, source.name, parsed.font), ...parsed };
  loaded.set(key, result);
  return result;
}

/** The loaded typeface; throws when its package is not installed. */
export function cardFont(name: CardFontName): CardFont {
  return open(fontSources[name]);
}

/**
 * A fallback face (shared/card-layout/font-ranges.ts), read from node_modules the first time a
 * text needs it; its name is its key, as in the browser. The server reads synchronously, so it
 * hands this to layout directly rather than loading with facesNeeded first.
 */
export function cardFace(file: FaceFile): CardFont {
  return open({ name: file.key, pkg: file.pkg, file: file.file });
}
