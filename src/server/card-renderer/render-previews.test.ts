import { describe, expect, it } from 'vitest';
import { layoutCard } from './card-layout';
import type { RawPicture } from './raw-picture';
import { drawPagePixels } from './render-previews';

const design = { front: 'Happy birthday', inside: 'Many happy returns', back: 'Love, Sam', style: 'vintage' as const };

describe('drawPagePixels', () => {
  it('draws the same page whether the picture comes at once or after the layers under it', async () => {
    const layout = layoutCard(design, { hasPicture: true });
    const picture: RawPicture = { data: Buffer.alloc(1150 * 1150 * 3, 90), width: 1150, height: 1150 };
    const atOnce = await drawPagePixels(layout.pages.front, picture);
    const first = Buffer.from(atOnce.data);
    const later = await drawPagePixels(
      layout.pages.front,
      new Promise<RawPicture>((resolve) => setTimeout(() => resolve(picture), 30)),
    );
    expect(later.data.equals(first)).toBe(true);
  });

  it('fails with the picture when the picture fails, leaving no rejection unhandled', async () => {
    const layout = layoutCard(design, { hasPicture: true });
    const failed = Promise.reject(new Error('the photo could not be decoded'));
    await expect(drawPagePixels(layout.pages.front, failed)).rejects.toThrow('the photo could not be decoded');
  });
});
