/**
 * A WOFF 1.0 file unpacked into the plain TrueType/OpenType font it wraps. fontkit reads a WOFF
 * font's tables by inflating them in JavaScript on every access, the whole 'glyf' table once for
 * each glyph it decodes or shapes, which made a card's text cost hundreds of milliseconds; the
 * unpacked font is read in place. Each side inflates with what it has: the server with zlib,
 * the browser with DecompressionStream, so this file only reads and writes the table layout.
 */
const woffSignature = 0x774f4646; // 'wOFF'
const headerSize = 44;
const woffEntrySize = 20;
const sfntEntrySize = 16;

export function isWoff(bytes: Uint8Array): boolean {
  return bytes.length >= headerSize && view(bytes).getUint32(0) === woffSignature;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const align4 = (value: number) => (value + 3) & ~3;

interface WoffTable {
  tag: number;
  checksum: number;
  origLength: number;
  /** The stored bytes: zlib-compressed when `compressed`. */
  stored: Uint8Array;
  compressed: boolean;
}

function woffTables(woff: Uint8Array): { flavor: number; tables: WoffTable[] } {
  if (!isWoff(woff)) throw new Error('Not a WOFF font');
  const data = view(woff);
  const numTables = data.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = headerSize + index * woffEntrySize;
    const offset = data.getUint32(at + 4);
    const compLength = data.getUint32(at + 8);
    const origLength = data.getUint32(at + 12);
    return {
      tag: data.getUint32(at),
      checksum: data.getUint32(at + 16),
      origLength,
      stored: woff.subarray(offset, offset + compLength),
      compressed: compLength < origLength,
    };
  });
  return { flavor: data.getUint32(4), tables };
}

function assemble(flavor: number, tables: { tag: number; checksum: number; data: Uint8Array }[]): Uint8Array {
  for (const table of tables) if (!table.data) throw new Error('Damaged WOFF font: a table did not unpack');
  // Table records are sorted by tag, as the OpenType spec asks.
  const sorted = [...tables].sort((a, b) => a.tag - b.tag);
  const directorySize = 12 + sorted.length * sfntEntrySize;
  const total = sorted.reduce((size, table) => size + align4(table.data.length), directorySize);
  const out = new Uint8Array(total);
  const data = view(out);
  const entrySelector = Math.floor(Math.log2(sorted.length));
  const searchRange = 2 ** entrySelector * 16;
  data.setUint32(0, flavor);
  data.setUint16(4, sorted.length);
  data.setUint16(6, searchRange);
  data.setUint16(8, entrySelector);
  data.setUint16(10, sorted.length * 16 - searchRange);
  let offset = directorySize;
  sorted.forEach((table, index) => {
    const at = 12 + index * sfntEntrySize;
    data.setUint32(at, table.tag);
    data.setUint32(at + 4, table.checksum);
    data.setUint32(at + 8, offset);
    data.setUint32(at + 12, table.data.length);
    out.set(table.data, offset);
    offset += align4(table.data.length);
  });
  return out;
}

function unpacked(table: WoffTable, data: Uint8Array) {
  if (data.length !== table.origLength) throw new Error('Damaged WOFF font: a table has the wrong length');
  return { tag: table.tag, checksum: table.checksum, data };
}

/** Unpacks with a synchronous zlib inflate (the server's). */
export function woffToSfnt(woff: Uint8Array, inflate: (zlib: Uint8Array) => Uint8Array): Uint8Array {
  const { flavor, tables } = woffTables(woff);
  return assemble(
    flavor,
    tables.map((table) => unpacked(table, table.compressed ? inflate(table.stored) : table.stored)),
  );
}

/** Unpacks with an asynchronous zlib inflate (the browser's DecompressionStream). */
export async function woffToSfntAsync(
  woff: Uint8Array,
  inflate: (zlib: Uint8Array) => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const { flavor, tables } = woffTables(woff);
  const data = await Promise.all(
    tables.map(async (table) => unpacked(table, table.compressed ? await inflate(table.stored) : table.stored)),
  );
  return assemble(flavor, data);
}
