import { inflateSync } from 'node:zlib';

const woffSignature = 0x774f4646; // 'wOFF'
const headerSize = 44;
const woffEntrySize = 20;
const sfntEntrySize = 16;

export function isWoff(bytes: Uint8Array): boolean {
  return bytes.length >= headerSize && Buffer.from(bytes).readUInt32BE(0) === woffSignature;
}

const align4 = (value: number) => (value + 3) & ~3;

/**
 * A WOFF 1.0 file unpacked into the plain TrueType/OpenType font it wraps. fontkit reads a WOFF
 * font's tables by inflating them in JavaScript on every access, the whole 'glyf' table once for
 * each glyph it decodes, which made a card's text cost hundreds of milliseconds; the unpacked
 * font is read in place. Each table is inflated once here, by zlib, and copied as it was.
 */
export function woffToSfnt(woff: Uint8Array): Buffer {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (!isWoff(input)) throw new Error('Not a WOFF font');
  const flavor = input.readUInt32BE(4);
  const numTables = input.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = headerSize + index * woffEntrySize;
    const entry = {
      tag: input.readUInt32BE(at),
      offset: input.readUInt32BE(at + 4),
      compLength: input.readUInt32BE(at + 8),
      origLength: input.readUInt32BE(at + 12),
      checksum: input.readUInt32BE(at + 16),
    };
    const stored = input.subarray(entry.offset, entry.offset + entry.compLength);
    const data = entry.compLength < entry.origLength ? inflateSync(stored) : stored;
    if (data.length !== entry.origLength) throw new Error('Damaged WOFF font: a table has the wrong length');
    return { ...entry, data };
  });
  // Table records are sorted by tag, as the OpenType spec asks.
  tables.sort((a, b) => a.tag - b.tag);

  const directorySize = 12 + numTables * sfntEntrySize;
  const total = tables.reduce((size, table) => size + align4(table.origLength), directorySize);
  const out = Buffer.alloc(total);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = directorySize;
  tables.forEach((table, index) => {
    const at = 12 + index * sfntEntrySize;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.origLength, at + 12);
    table.data.copy(out, offset);
    offset += align4(table.origLength);
  });
  return out;
}
