import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { deflateNatively, embedJpeg } from './pdf-streams';

const jpegOf = (channels: 1 | 3) =>
  sharp({ create: { width: 40, height: 24, channels: 3, background: '#c05a2b' } })
    .toColourspace(channels === 1 ? 'b-w' : 'srgb')
    .jpeg({ quality: 90 })
    .toBuffer();

/** The document saved and read back, as a print shop's software would read it. */
async function reread(doc: PDFDocument) {
  return PDFDocument.load(await doc.save());
}

function rawStream(doc: PDFDocument, ref: PDFRef): PDFRawStream {
  const object = doc.context.lookup(ref);
  if (!(object instanceof PDFRawStream)) throw new Error(`${ref.toString()} is not a stream`);
  return object;
}

describe('the picture as a JPEG image stream', () => {
  it('is saved byte for byte, with the image dictionary pdf-lib would write', async () => {
    const jpeg = await jpegOf(3);
    const doc = await PDFDocument.create();
    const ref = doc.context.nextRef();
    await embedJpeg(doc, jpeg, ref);
    const page = doc.addPage([100, 100]);
    page.node.newXObject('Image', ref);
    // Another object after the picture: its bytes must not overwrite or shift what follows.
    doc.setTitle('after the picture');
    const saved = await reread(doc);
    const image = rawStream(saved, ref);
    expect(Buffer.from(image.contents).equals(jpeg)).toBe(true);
    const entry = (name: string) => image.dict.get(PDFName.of(name))?.toString();
    expect([entry('Subtype'), entry('Width'), entry('Height'), entry('Filter'), entry('ColorSpace')]).toEqual([
      '/Image',
      '40',
      '24',
      '/DCTDecode',
      '/DeviceRGB',
    ]);
    expect(entry('Length')).toBe(String(jpeg.length));
    expect(saved.getTitle()).toBe('after the picture');
  });

  it('embeds a JPEG that starts partway into its memory', async () => {
    const jpeg = await jpegOf(3);
    const doc = await PDFDocument.create();
    const ref = doc.context.nextRef();
    await embedJpeg(doc, Buffer.concat([Buffer.alloc(16), jpeg]).subarray(16), ref);
    doc.addPage([10, 10]).node.newXObject('Image', ref);
    expect(Buffer.from(rawStream(await reread(doc), ref).contents).equals(jpeg)).toBe(true);
  });

  it('refuses a JPEG that is not RGB', async () => {
    const doc = await PDFDocument.create();
    await expect(embedJpeg(doc, await jpegOf(1), doc.context.nextRef())).rejects.toThrow('Expected an RGB JPEG');
  });
});

describe('deflateNatively', () => {
  it("deflates pdf-lib's flate streams with zlib, as plain byte arrays that copy on slice", async () => {
    const doc = await PDFDocument.create();
    deflateNatively(doc);
    const text = 'BT /F1 12 Tf 72 712 Td (Happy birthday) Tj ET '.repeat(50);
    const stream = doc.context.flateStream(text, { Type: 'XObject' });
    expect(Buffer.isBuffer(stream.contents)).toBe(false);
    expect(inflateSync(stream.contents).toString('latin1')).toBe(text);
    const ref = doc.context.register(stream);
    doc.addPage([10, 10]);
    const saved = rawStream(await reread(doc), ref);
    expect(saved.dict.get(PDFName.of('Filter'))?.toString()).toBe('/FlateDecode');
    expect(inflateSync(saved.contents).toString('latin1')).toBe(text);
  });
});
