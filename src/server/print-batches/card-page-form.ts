import {
  decodePDFRawStream,
  PDFArray,
  PDFName,
  PDFObjectCopier,
  PDFRawStream,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CardPageForm {
  ref: PDFRef;
  /** The card page's bleed and trim boxes in its own coordinates. */
  bleed: Rect;
  trim: Rect;
}

/**
 * One page of a card's print PDF as a form XObject of `doc`, clipped to its bleed box and drawn
 * with the bleed's lower-left corner at the form's origin. Its resources (picture, fonts) are
 * copied as they are; a single content stream keeps its compressed bytes, so the card's page is
 * not inflated and deflated again (pdf-lib's embedPage would do both, and also copy the stream).
 */
export function cardPageForm(doc: PDFDocument, source: PDFDocument, page: PDFPage): CardPageForm {
  const bleed = page.getBleedBox();
  const trim = page.getTrimBox();
  // The page's own Contents: normalizedEntries() would wrap them in two extra q/Q streams.
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((entry) => source.context.lookup(entry)) : [contents];
  const { Resources } = page.node.normalizedEntries();
  const copier = PDFObjectCopier.for(source.context, doc.context);
  const box = {
    Type: 'XObject',
    Subtype: 'Form',
    FormType: 1,
    BBox: [bleed.x, bleed.y, bleed.x + bleed.width, bleed.y + bleed.height],
    Matrix: [1, 0, 0, 1, -bleed.x, -bleed.y],
    Resources: copier.copy(Resources),
  };
  const [only] = streams;
  let form: PDFRawStream | ReturnType<typeof doc.context.flateStream>;
  if (streams.length === 1 && only instanceof PDFRawStream) {
    const dict = doc.context.obj(box);
    for (const key of ['Filter', 'DecodeParms']) {
      const value = only.dict.get(PDFName.of(key));
      if (value) dict.set(PDFName.of(key), copier.copy(value));
    }
    form = PDFRawStream.of(dict, only.contents);
  } else {
    const parts = streams.map((stream) => {
      if (!(stream instanceof PDFRawStream)) throw new Error('Card page content is not a stream');
      return decodePDFRawStream(stream).decode();
    });
    form = doc.context.flateStream(joinLines(parts), box);
  }
  return { ref: doc.context.register(form), bleed, trim };
}

function joinLines(parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length + 1, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
    bytes[offset++] = 0x0a;
  }
  return bytes;
}
