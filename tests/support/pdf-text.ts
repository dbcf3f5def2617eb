import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';

/**
 * The text drawn on each page, read back with pdf-lib: page content streams are inflated and
 * the hex strings of text operators decoded (pdf-lib writes standard-font text that way).
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents ? ('asArray' in contents ? contents.asArray() : [contents]) : [];
    return refs
      .map((ref) => {
        const stream = pdf.context.lookup(ref as PDFRef);
        if (!(stream instanceof PDFRawStream)) return '';
        const raw = Buffer.from(stream.contents);
        const decoded = stream.dict.toString().includes('FlateDecode') ? inflateSync(raw) : raw;
        return [...decoded.toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
          .map((match) => Buffer.from(match[1]!, 'hex').toString('latin1'))
          .join('\n');
      })
      .join('\n');
  });
}
