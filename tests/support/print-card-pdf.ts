import sharp from 'sharp';
import { fromBuffer, renderCard } from '../../src/server/card-renderer/card-renderer.js';

/**
 * A real card print PDF, as the renderer makes it for an order: a grainy photo-like picture (so
 * the embedded JPEG weighs what a customer's photo does, 1-2 MB) and texts in embedded fonts.
 */
export async function realCardPdf(front = 'To the best sister'): Promise<Uint8Array> {
  const [width, height] = [1600, 1200];
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#f59e0b"/><stop offset="0.5" stop-color="#ec4899"/><stop offset="1" stop-color="#1e3a8a"/>` +
      `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const photo = await sharp(scene)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
  const design = { front, inside: 'Every sunset reminds me of you.', back: 'Love, Sam', style: 'realistic' as const };
  const card = await renderCard(design, await fromBuffer(photo), 'Test card');
  return card.pdf;
}
