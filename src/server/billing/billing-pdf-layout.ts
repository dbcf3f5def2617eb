import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { supportEmail } from '../../shared/legal-texts.js';
import { UnicodeTextWriter, type TextWeight } from '../pdf/unicode-text.js';

/** Who sells: printed on every invoice and credit note, with the address the Contact page names. */
const seller = ['Keepsake Cards', '100 Market Street', 'San Francisco, CA 94105', supportEmail];

export interface PdfBuyer {
  name: string;
  email: string;
  address?: string[] | undefined;
}

const ink = rgb(0.11, 0.1, 0.09);
const muted = rgb(0.34, 0.33, 0.31);
const rose = rgb(0.75, 0.07, 0.24);

/**
 * One US Letter page for a billing document (invoice, credit note): vector text through the
 * Noto fallback faces (unicode-text.ts), so names and addresses may be in any script and only
 * the glyphs used are embedded. Both documents share the header, parties and table pieces here.
 */
export class BillingPage {
  readonly pdf: PDFDocument;
  readonly page: PDFPage;
  private readonly writer: UnicodeTextWriter;

  private constructor(pdf: PDFDocument) {
    this.pdf = pdf;
    this.page = pdf.addPage([612, 792]);
    this.writer = new UnicodeTextWriter(pdf);
  }

  static async create(title: string): Promise<BillingPage> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(title);
    pdf.setAuthor('Keepsake');
    return new BillingPage(pdf);
  }

  text(value: string, x: number, y: number, size = 11, weight: TextWeight = 400, color = ink) {
    return this.writer.draw(this.page, value, { x, y, size, weight, color });
  }

  async right(value: string, xRight: number, y: number, size = 11, weight: TextWeight = 400) {
    return this.text(value, xRight - (await this.writer.width(value, size, weight)), y, size, weight);
  }

  /** The brand, the document's kind, and up to three lines on the right (number, date, status). */
  async header(kind: string, lines: string[]): Promise<void> {
    await this.text('Keepsake', 56, 730, 22, 700, rose);
    await this.text(kind, 56, 700, 14, 700);
    for (const [index, line] of lines.entries()) {
      await this.right(line, 556, 730 - index * 16, index === 0 ? 12 : 11, index === 0 ? 700 : 400);
    }
  }

  /** 'From' (the seller) and 'Bill to' (the buyer) side by side. */
  async parties(buyer: PdfBuyer): Promise<void> {
    await this.text('From', 56, 650, 10, 700, muted);
    for (const [index, line] of seller.entries()) await this.text(line, 56, 634 - index * 14);
    await this.text('Bill to', 320, 650, 10, 700, muted);
    const billTo = [buyer.name, buyer.email, ...(buyer.address ?? [])];
    for (const [index, line] of billTo.entries()) await this.text(line, 320, 634 - index * 14);
  }

  /** A table's head row at `y`, with its rule. */
  async tableHead(left: string, right: string, y: number): Promise<void> {
    await this.text(left, 56, y, 10, 700, muted);
    await this.right(right, 556, y, 10, 700);
    this.rule(56, y - 6);
  }

  rule(fromX: number, y: number): void {
    this.page.drawLine({ start: { x: fromX, y }, end: { x: 556, y }, thickness: 0.5, color: muted });
  }

  async footer(line: string): Promise<void> {
    await this.text(line, 56, 80, 9, 400, muted);
  }

  save(): Promise<Uint8Array> {
    return this.pdf.save();
  }
}
