import { describe, expect, it } from 'vitest';
import { blendOver, drawOpaque, paperCanvas, parseHex, releaseCanvas } from './page-canvas';

const pixel = (canvas: { data: Buffer; width: number }, x: number, y: number) => [
  ...canvas.data.subarray((y * canvas.width + x) * 3, (y * canvas.width + x) * 3 + 3),
];

describe('the page canvas', () => {
  it('fills the whole page with the paper colour', () => {
    const canvas = paperCanvas(7, 5, '#fbf7f0');
    expect(parseHex('#fbf7f0')).toEqual([251, 247, 240]);
    expect(() => parseHex('#fff')).toThrow('#rrggbb');
    for (let y = 0; y < 5; y += 1) for (let x = 0; x < 7; x += 1) expect(pixel(canvas, x, y)).toEqual([251, 247, 240]);
  });

  it('copies an opaque layer at its place, clipped to the page', () => {
    const canvas = paperCanvas(4, 4, '#ffffff');
    const red = Buffer.from(Array.from({ length: 3 * 3 }, () => [255, 0, 0]).flat());
    drawOpaque(canvas, red, 3, 3, 2, 2);
    expect(pixel(canvas, 1, 1)).toEqual([255, 255, 255]);
    expect(pixel(canvas, 2, 2)).toEqual([255, 0, 0]);
    expect(pixel(canvas, 3, 3)).toEqual([255, 0, 0]);
  });

  it('lays a translucent layer over the paper as source-over does', () => {
    const canvas = paperCanvas(2, 1, '#ffffff');
    // Transparent, then black at half opacity.
    const layer = Buffer.from([0, 0, 0, 0, 0, 0, 0, 128]);
    blendOver(canvas, layer, 2, 1, 0, 0);
    expect(pixel(canvas, 0, 0)).toEqual([255, 255, 255]);
    expect(pixel(canvas, 1, 0)).toEqual([127, 127, 127]);
  });

  it('paints a handed-back canvas afresh: nothing of the last page shows on the next', () => {
    const used = paperCanvas(9, 6, '#000000');
    drawOpaque(used, Buffer.alloc(4 * 3 * 3, 200), 4, 3, 2, 2);
    releaseCanvas(used);
    const next = paperCanvas(9, 6, '#efe4cf');
    expect(next.data).toBe(used.data);
    for (let y = 0; y < 6; y += 1) for (let x = 0; x < 9; x += 1) expect(pixel(next, x, y)).toEqual([239, 228, 207]);
  });
});
