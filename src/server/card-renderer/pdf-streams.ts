import { deflateSync } from 'node:zlib';
import {
  JpegEmbedder,
  PDFStream,
  arrayAsString,
  copyStringIntoBuffer,
  typedArrayFor,
  type PDFContext,
  type PDFDict,
  type PDFDocument,
  type PDFRef,
} from 'pdf-lib';

/**
 * pdf-lib deflates each embedded font subset with pako, JavaScript on the render's only thread
 * (~7 ms a card in the vintage style's faces); Node's zlib is the same deflate, in C.
 */
export function deflateNatively(doc: PDFDocument): void {
  const { context } = doc;
  context.flateStream = (contents, dict = {}) => {
    const deflated = deflateSync(typedArrayFor(contents));
    // A plain Uint8Array: pdf-lib copies a stream with slice(), which on a Buffer is a view.
    const bytes = new Uint8Array(deflated.buffer, deflated.byteOffset, deflated.byteLength);
    return context.stream(bytes, { ...dict, Filter: 'FlateDecode' });
  };
}

/**
 * A JPEG as an image stream that saving copies into the file in one native copy: pdf-lib's own
 * streams copy their bytes one by one in JavaScript (PDFStream.copyBytesInto), ~5 ms for a
 * print's 2 MB picture, and the picture is the last thing a card waits for.
 */
class JpegStream extends PDFStream {
  constructor(
    dict: PDFDict,
    private readonly bytes: Uint8Array,
  ) {
    super(dict);
  }

  override getContents(): Uint8Array {
    return this.bytes;
  }

  override getContentsSize(): number {
    return this.bytes.length;
  }

  override getContentsString(): string {
    return arrayAsString(this.bytes);
  }

  override clone(context?: PDFContext): JpegStream {
    // Uint8Array's slice copies; a Buffer's (sharp gives one) would be a view.
    return new JpegStream(this.dict.clone(context), Uint8Array.prototype.slice.call(this.bytes));
  }

  override copyBytesInto(buffer: Uint8Array, offset: number): number {
    this.updateDict();
    let at = offset + this.dict.copyBytesInto(buffer, offset);
    at += copyStringIntoBuffer('\nstream\n', buffer, at);
    buffer.set(this.bytes, at);
    at += this.bytes.length;
    at += copyStringIntoBuffer('\nendstream', buffer, at);
    return at - offset;
  }
}

/** Puts `jpeg` at `ref` as an image XObject, as pdf-lib's JpegEmbedder would (without its CMYK case: the picture is RGB). */
export async function embedJpeg(doc: PDFDocument, jpeg: Uint8Array, ref: PDFRef): Promise<void> {
  // JpegEmbedder reads from the start of the bytes' ArrayBuffer, whatever their offset in it.
  const bytes = jpeg.byteOffset === 0 ? jpeg : Uint8Array.prototype.slice.call(jpeg);
  const { bitsPerComponent, width, height, colorSpace } = await JpegEmbedder.for(bytes);
  if (colorSpace !== 'DeviceRGB') throw new Error(`Expected an RGB JPEG, not ${colorSpace}`);
  const dict = doc.context.obj({
    Type: 'XObject',
    Subtype: 'Image',
    BitsPerComponent: bitsPerComponent,
    Width: width,
    Height: height,
    ColorSpace: colorSpace,
    Filter: 'DCTDecode',
  });
  doc.context.assign(ref, new JpegStream(dict, bytes));
}
