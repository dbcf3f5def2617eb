import { inflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFPage } from 'pdf-lib';

function streamText(pdf: PDFDocument, ref: unknown): string {
  const stream = ref instanceof PDFRef ? pdf.context.lookup(ref) : ref;
  if (!(stream instanceof PDFRawStream)) return '';
  const raw = Buffer.from(stream.contents);
  return (stream.dict.toString().includes('FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
}

/** A font's ToUnicode map (glyph code → text), or null for a standard font (its codes are WinAnsi). */
function toUnicodeOf(pdf: PDFDocument, font: PDFDict): Map<number, string> | null {
  const cmapRef = font.get(PDFName.of('ToUnicode'));
  if (!cmapRef) return null;
  const cmap = streamText(pdf, cmapRef);
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(Number.parseInt(code!, 16), utf16(text!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const start = Number.parseInt(from!, 16);
      const base = Number.parseInt(text!, 16);
      for (let code = start; code <= Number.parseInt(to!, 16); code += 1) {
        map.set(code, String.fromCodePoint(base + code - start));
      }
    }
  }
  return map;
}

function fontsOf(pdf: PDFDocument, page: PDFPage): Map<string, Map<number, string> | null> {
  const fonts = new Map<string, Map<number, string> | null>();
  const dict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of dict?.entries() ?? []) {
    const font = pdf.context.lookup(ref);
    if (font instanceof PDFDict) fonts.set(name.asString(), toUnicodeOf(pdf, font));
  }
  return fonts;
}

/**
 * The text drawn on each page, read back with pdf-lib: page content streams are inflated and
 * the hex strings of text operators decoded, through the font's ToUnicode map for an embedded
 * font (2-byte glyph codes) or as WinAnsi bytes for a standard one. Pieces drawn on the same
 * baseline one after another (one line split across fallback fonts) are joined; each new
 * baseline starts a new line.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const fonts = fontsOf(pdf, page);
    const contents = page.node.Contents();
    const refs = contents ? ('asArray' in contents ? contents.asArray() : [contents]) : [];
    const lines: string[] = [];
    let font: Map<number, string> | null = null;
    let baseline: string | undefined;
    let lastBaseline: string | undefined;
    for (const ref of refs) {
      const content = streamText(pdf, ref);
      for (const match of content.matchAll(/(\/\S+)\s+[\d.]+\s+Tf|[-\d.]+\s+([-\d.]+)\s+Tm|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (match[1]) {
          font = fonts.get(match[1]) ?? null;
        } else if (match[2] !== undefined) {
          baseline = match[2];
        } else {
          const hex = match[3]!;
          const text = font
            ? // A glyph that is only part of a shaped letter (an Arabic letter's dots) has no text of its own.
              (hex.match(/.{4}/g) ?? []).map((code) => font!.get(Number.parseInt(code, 16)) ?? '').join('')
            : Buffer.from(hex, 'hex').toString('latin1');
          if (baseline !== undefined && baseline === lastBaseline && lines.length > 0) lines[lines.length - 1] += text;
          else lines.push(text);
          lastBaseline = baseline;
        }
      }
    }
    return lines.join('\n');
  });
}
