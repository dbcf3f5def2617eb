import { inflateSync } from 'node:zlib';
import { isWoff, woffToSfnt as unpackWoff } from '../../shared/card-layout/woff.js';

export { isWoff };

/** A WOFF file unpacked with zlib (shared/card-layout/woff.ts says why). */
export function woffToSfnt(woff: Uint8Array): Buffer {
  const sfnt = unpackWoff(woff, (zlib) => inflateSync(zlib));
  return Buffer.from(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
}
