import { describe, expect, it } from 'vitest';
import { cropSourceRect, centredCrop } from '@shared/card-layout/picture-crop';
import { dragCrop, keyCrop, zoomCrop } from './crop-gestures';

// A landscape photo in a portrait box: at cover-fit the box shows a slice of its width.
const picture = { width: 4000, height: 3000 };
const box = { x: 0, y: 0, width: 360, height: 504 };

describe('moving and zooming the picture', () => {
  it('drags the picture with the finger: dragging right shows more of its left side', () => {
    const before = cropSourceRect(picture, box, centredCrop);
    const after = cropSourceRect(picture, box, dragCrop(picture, box, centredCrop, 36, 0));
    // 36 points is a tenth of the box; the box shows `before.width` pixels across 360 points.
    expect(after.x).toBeCloseTo(before.x - before.width / 10, 6);
    expect(after.y).toBeCloseTo(before.y, 6);
  });

  it('stops at the picture edge and answers at once when dragged back', () => {
    const pastEdge = dragCrop(picture, box, centredCrop, 10_000, 0);
    expect(cropSourceRect(picture, box, pastEdge).x).toBe(0);
    const back = dragCrop(picture, box, pastEdge, -36, 0);
    expect(cropSourceRect(picture, box, back).x).toBeGreaterThan(0);
  });

  it('zooms about the centre and keeps within 1x to 4x', () => {
    const zoomed = zoomCrop(picture, box, centredCrop, 2);
    expect(zoomed.zoom).toBe(2);
    expect(zoomed.x).toBeCloseTo(0.5, 6);
    expect(cropSourceRect(picture, box, zoomed).width).toBeCloseTo(
      cropSourceRect(picture, box, centredCrop).width / 2,
      6,
    );
    expect(zoomCrop(picture, box, zoomed, 10).zoom).toBe(4);
    expect(zoomCrop(picture, box, zoomed, 0.01).zoom).toBe(1);
  });

  it('moves with the arrow keys the way they point, zooms with + and -, and ignores other keys', () => {
    const rect = (crop: typeof centredCrop) => cropSourceRect(picture, box, crop);
    const left = keyCrop(picture, box, centredCrop, 'ArrowLeft', false)!;
    expect(rect(left).x).toBeGreaterThan(rect(centredCrop).x);
    const bigLeft = keyCrop(picture, box, centredCrop, 'ArrowLeft', true)!;
    expect(rect(bigLeft).x - rect(centredCrop).x).toBeCloseTo(5 * (rect(left).x - rect(centredCrop).x), 6);
    expect(keyCrop(picture, box, centredCrop, '+', false)!.zoom).toBeCloseTo(1.1, 6);
    expect(keyCrop(picture, box, { ...centredCrop, zoom: 2 }, '-', false)!.zoom).toBeCloseTo(2 / 1.1, 6);
    expect(keyCrop(picture, box, centredCrop, 'a', false)).toBeNull();
    // A portrait box on a landscape photo shows its full height: up and down have nowhere to go.
    expect(rect(keyCrop(picture, box, centredCrop, 'ArrowUp', false)!).y).toBe(0);
  });
});
