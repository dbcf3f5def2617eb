import path from 'node:path';
import { PDFDocument, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../../tests/support/pdf-text';
import { openedFaceFiles, textRuns, UnicodeTextWriter } from './unicode-text';

const packageOf = (file: string) => path.basename(file).replace(/-(latin|\d+|cyrillic|greek|arabic|hebrew).*$/, '');

async function drawn(text: string): Promise<string> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([600, 200]);
  await new UnicodeTextWriter(pdf).draw(page, text, { x: 10, y: 100, size: 12, color: rgb(0, 0, 0) });
  const [pageText] = await pdfPageTexts(await pdf.save());
  return pageText!;
}

describe('text in any script for PDFs', () => {
  // First, while nothing else has been drawn in this process.
  it('opens only the Latin face for English text', async () => {
    expect(await drawn('Sam Rivera, 1 Main St, Austin, TX 78701')).toBe('Sam Rivera, 1 Main St, Austin, TX 78701');
    expect(openedFaceFiles().map((file) => path.basename(file))).toEqual(['noto-sans-latin-400-normal.woff']);
  });

  it.each([
    'Иван Петров',
    'Ελένη Παπαδοπούλου',
    '王小明',
    '佐藤ひなた',
    '김민준',
    'अनीता',
    'สมชาย',
    'Zoë Müller',
    '🎉',
  ])('draws %s', async (name) => {
    expect(await drawn(name)).toBe(name);
  });

  it('draws right-to-left names in visual order (glyphs reversed, as a viewer shows them)', async () => {
    for (const name of ['שרה', 'محمد']) expect(await drawn(name)).toBe([...name].reverse().join(''));
  });

  it('keeps a run in one face when it has the character (a space between Cyrillic words)', () => {
    expect(textRuns('Иван Петров').map((run) => run.text)).toEqual(['Иван Петров']);
  });

  it('drops joiners and direction marks, and draws U+FFFD for what no face has', async () => {
    expect(await drawn('A\u200dB\u202eC\u2066D')).toBe('ABCD');
    expect(await drawn('x\ue000y\u{10ffff}')).toBe('x\ufffdy\ufffd');
  });

  it('falls back per character inside one line', () => {
    const faces = textRuns('Ana 王 🎉').map((run) => packageOf(run.face.file));
    // The space after 王 stays in the CJK face, which has one.
    expect(faces).toEqual(['noto-sans', 'noto-sans-sc', 'noto-emoji']);
  });
});
