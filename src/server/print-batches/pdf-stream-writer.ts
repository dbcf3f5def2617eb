import { PDFRef, type PDFContext, type PDFObject } from 'pdf-lib';

const encoder = new TextEncoder();
const ascii = (text: string) => encoder.encode(text);

/**
 * Writes one PDF as a sequence of byte chunks, a few indirect objects at a time, so a file of
 * any length is made in the memory of its largest part. pdf-lib keeps a whole document in
 * memory and writes it in one piece; here many small pdf-lib documents are written into one
 * file, each numbering its objects after the last one written (`adopt`), and the cross-reference
 * table is written at the end from the byte offsets kept along the way (a number per object).
 */
export class PdfStreamWriter {
  private position = 0;
  /** Byte offset of each object, indexed by object number (0 is the free list's head). */
  private readonly offsets: (number | undefined)[] = [undefined];
  /** The largest object number handed out so far. */
  private lastNumber = 0;

  header(): Uint8Array {
    // The comment of high bytes tells transfer tools the file is binary (PDF 1.7, 7.5.2).
    const bytes = new Uint8Array([...ascii('%PDF-1.7\n%'), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]);
    this.position += bytes.length;
    return bytes;
  }

  /** An object number for an object written later (the page tree, the catalog). */
  reserve(): PDFRef {
    this.lastNumber += 1;
    return PDFRef.of(this.lastNumber);
  }

  /**
   * Makes a fresh pdf-lib context number its next objects after the ones already written. The
   * objects it made before (its own catalog and page tree) keep their low numbers: `writeContext`
   * must be told to skip them.
   */
  adopt(context: PDFContext): void {
    context.largestObjectNumber = Math.max(context.largestObjectNumber, this.lastNumber);
  }

  /** One indirect object as `n 0 obj ... endobj`, its offset noted for the cross-reference table. */
  writeObject(ref: PDFRef, object: PDFObject): Uint8Array {
    const number = ref.objectNumber;
    if (this.offsets[number] !== undefined) throw new Error(`PDF object ${number} written twice`);
    const head = ascii(`${number} 0 obj\n`);
    const tail = ascii('\nendobj\n');
    const bytes = new Uint8Array(head.length + object.sizeInBytes() + tail.length);
    bytes.set(head, 0);
    const end = head.length + object.copyBytesInto(bytes, head.length);
    bytes.set(tail, end);
    this.offsets[number] = this.position;
    this.position += bytes.length;
    this.lastNumber = Math.max(this.lastNumber, number);
    return bytes;
  }

  /**
   * Every indirect object of an adopted context but those in `skip`, as chunks of about
   * `chunkBytes`. An object numbered at or below the adoption point would clash with one already
   * written, so it is refused rather than written.
   */
  *writeContext(
    context: PDFContext,
    skip: Set<PDFRef>,
    adoptedAt: number,
    chunkBytes = 1 << 18,
  ): Generator<Uint8Array> {
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    for (const [ref, object] of context.enumerateIndirectObjects()) {
      if (skip.has(ref)) continue;
      if (ref.objectNumber <= adoptedAt) throw new Error(`PDF object ${ref.objectNumber} made before adoption`);
      const bytes = this.writeObject(ref, object);
      if (bytes.length >= chunkBytes) {
        // A picture goes out on its own rather than be copied again into a chunk.
        if (pendingBytes > 0) yield concat(pending, pendingBytes);
        yield bytes;
        pending = [];
        pendingBytes = 0;
        continue;
      }
      pending.push(bytes);
      pendingBytes += bytes.length;
      if (pendingBytes >= chunkBytes) {
        yield concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
      }
    }
    if (pendingBytes > 0) yield concat(pending, pendingBytes);
  }

  get largestObjectNumber(): number {
    return this.lastNumber;
  }

  /** The cross-reference table and trailer; every reserved object must have been written. */
  finish(root: PDFRef, info: PDFRef): Uint8Array {
    const size = this.lastNumber + 1;
    const lines = [`xref\n0 ${size}\n`, '0000000000 65535 f\r\n'];
    for (let number = 1; number < size; number += 1) {
      const offset = this.offsets[number];
      // A number pdf-lib reserved and never used is a free entry (generation 0 keeps it reusable).
      lines.push(offset === undefined ? '0000000000 00000 f\r\n' : `${String(offset).padStart(10, '0')} 00000 n\r\n`);
    }
    lines.push(`trailer\n<< /Size ${size} /Root ${root.toString()} /Info ${info.toString()} >>\n`);
    lines.push(`startxref\n${this.position}\n%%EOF\n`);
    return ascii(lines.join(''));
  }
}

function concat(parts: Uint8Array[], length: number): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}
