import { describe, expect, it } from 'vitest';
import { centredCrop, cropSourceRect, focalPointOf, pictureCropLimits } from './picture-crop';

const landscape = { width: 4000, height: 3000 };
const portrait = { width: 3000, height: 4000 };
/** The realistic style's full-bleed front box, in points: taller than wide. */
const box = { width: 369, height: 522 };

const aspect = (size: { width: number; height: number }) => size.width / size.height;

describe('cropSourceRect', () => {
  it('at zoom 1 keeps the full height of a landscape picture and centres the cut', () => {
    const rect = cropSourceRect(landscape, box, centredCrop);
    expect(rect.height).toBeCloseTo(3000);
    expect(rect.width).toBeCloseTo((3000 * 369) / 522);
    expect(rect.x).toBeCloseTo((4000 - rect.width) / 2);
    expect(rect.y).toBeCloseTo(0);
  });

  it('at zoom 1 keeps the full width of a picture taller than the box', () => {
    const tall = { width: 1000, height: 3000 };
    const rect = cropSourceRect(tall, box, centredCrop);
    expect(rect.width).toBeCloseTo(1000);
    expect(rect.height).toBeCloseTo((1000 * 522) / 369);
    expect(aspect(rect)).toBeCloseTo(aspect(box));
  });

  it('keeps the box aspect and shows 1/zoom of the cover cut in each direction', () => {
    const cover = cropSourceRect(portrait, box, centredCrop);
    const zoomed = cropSourceRect(portrait, box, { x: 0.5, y: 0.5, zoom: 2 });
    expect(zoomed.width).toBeCloseTo(cover.width / 2);
    expect(zoomed.height).toBeCloseTo(cover.height / 2);
    expect(aspect(zoomed)).toBeCloseTo(aspect(box));
    // Zooming about the centre keeps the centre where it was.
    expect(zoomed.x + zoomed.width / 2).toBeCloseTo(1500);
    expect(zoomed.y + zoomed.height / 2).toBeCloseTo(2000);
  });

  it('moves a focal point near an edge inwards just far enough to cover the box', () => {
    const left = cropSourceRect(landscape, box, { x: 0, y: 0, zoom: 1 });
    expect(left.x).toBe(0);
    expect(left.y).toBe(0);
    const right = cropSourceRect(landscape, box, { x: 1, y: 1, zoom: 1 });
    expect(right.x + right.width).toBeCloseTo(4000);
    expect(right.y + right.height).toBeCloseTo(3000);
    const zoomed = cropSourceRect(landscape, box, { x: 0.9, y: 0.1, zoom: 3 });
    expect(zoomed.x + zoomed.width).toBeLessThanOrEqual(4000 + 1e-9);
    expect(zoomed.y).toBeGreaterThanOrEqual(0);
  });

  it('puts a reachable focal point at the centre of the cut, and focalPointOf reads it back', () => {
    const crop = { x: 0.3, y: 0.6, zoom: 2.5 };
    const rect = cropSourceRect(landscape, box, crop);
    expect(focalPointOf(landscape, rect).x).toBeCloseTo(0.3);
    expect(focalPointOf(landscape, rect).y).toBeCloseTo(0.6);
  });

  it('holds zoom to its limits and the focal point to the picture', () => {
    const tooFar = cropSourceRect(landscape, box, { x: 0.5, y: 0.5, zoom: 10 });
    const max = cropSourceRect(landscape, box, { x: 0.5, y: 0.5, zoom: pictureCropLimits.maxZoom });
    expect(tooFar).toEqual(max);
    const under = cropSourceRect(landscape, box, { x: 0.5, y: 0.5, zoom: 0.2 });
    expect(under).toEqual(cropSourceRect(landscape, box, centredCrop));
    const outside = cropSourceRect(landscape, box, { x: -3, y: 7, zoom: 1 });
    expect(outside).toEqual(cropSourceRect(landscape, box, { x: 0, y: 1, zoom: 1 }));
  });

  it('never reaches outside the picture, whatever the shapes and crop', () => {
    for (const picture of [landscape, portrait, { width: 37, height: 2000 }, { width: 2000, height: 37 }]) {
      for (const target of [box, { width: 276, height: 276 }, { width: 900, height: 100 }]) {
        for (const zoom of [1, 1.7, 4]) {
          for (const x of [0, 0.2, 0.5, 1]) {
            const rect = cropSourceRect(picture, target, { x, y: 1 - x, zoom });
            expect(rect.x).toBeGreaterThanOrEqual(0);
            expect(rect.y).toBeGreaterThanOrEqual(0);
            expect(rect.x + rect.width).toBeLessThanOrEqual(picture.width + 1e-9);
            expect(rect.y + rect.height).toBeLessThanOrEqual(picture.height + 1e-9);
            expect(aspect(rect)).toBeCloseTo(aspect(target));
          }
        }
      }
    }
  });
});
