import type { Box } from '@shared/card-layout/card-geometry';
import {
  clampCrop,
  cropSourceRect,
  focalPointOf,
  pictureCropLimits,
  type PictureCrop,
} from '@shared/card-layout/picture-crop';

export interface PictureSize {
  width: number;
  height: number;
}

/**
 * The crop after the shown rectangle moved by (`dx`, `dy`) picture pixels, read back through
 * the shared maths: a drag past the picture's edge stops there, and dragging back answers at
 * once instead of first undoing the overshoot.
 */
function shiftedCrop(picture: PictureSize, box: Box, crop: PictureCrop, dx: number, dy: number): PictureCrop {
  const rect = cropSourceRect(picture, box, crop);
  const moved = cropSourceRect(picture, box, {
    ...focalPointOf(picture, { ...rect, x: rect.x + dx, y: rect.y + dy }),
    zoom: crop.zoom,
  });
  return { ...focalPointOf(picture, moved), zoom: clampCrop(crop).zoom };
}

/**
 * The crop after the picture was dragged by (`dxPoints`, `dyPoints`) on the page: the picture
 * follows the finger, so the part shown moves the other way.
 */
export function dragCrop(
  picture: PictureSize,
  box: Box,
  crop: PictureCrop,
  dxPoints: number,
  dyPoints: number,
): PictureCrop {
  const rect = cropSourceRect(picture, box, crop);
  const pixelsPerPoint = rect.width / box.width;
  return shiftedCrop(picture, box, crop, -dxPoints * pixelsPerPoint, -dyPoints * pixelsPerPoint);
}

/** The crop zoomed by `factor` about what is centred, held to the zoom limits and the picture. */
export function zoomCrop(picture: PictureSize, box: Box, crop: PictureCrop, factor: number): PictureCrop {
  const zoom = clampCrop({ ...crop, zoom: crop.zoom * factor }).zoom;
  const rect = cropSourceRect(picture, box, crop);
  const zoomed = cropSourceRect(picture, box, { ...focalPointOf(picture, rect), zoom });
  return { ...focalPointOf(picture, zoomed), zoom };
}

/** How far one arrow key press moves the picture: a share of what the box shows. */
const keyStep = { normal: 0.02, large: 0.1 } as const;
const keyZoomFactor = 1.1;

/**
 * The crop after a key press on the picture, or null for a key that does not move it. Arrows
 * move the picture the way they point (Shift for bigger steps); + and - zoom.
 */
export function keyCrop(
  picture: PictureSize,
  box: Box,
  crop: PictureCrop,
  key: string,
  large: boolean,
): PictureCrop | null {
  const step = large ? keyStep.large : keyStep.normal;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
  };
  const move = moves[key];
  if (move) return dragCrop(picture, box, crop, move[0] * step * box.width, move[1] * step * box.height);
  if (key === '+' || key === '=') return zoomCrop(picture, box, crop, keyZoomFactor);
  if (key === '-' || key === '_') return zoomCrop(picture, box, crop, 1 / keyZoomFactor);
  return null;
}

export const zoomRange = { min: pictureCropLimits.minZoom, max: pictureCropLimits.maxZoom, step: 0.01 } as const;

/** Two crops that show the same part of the picture (what the server drew matches what is shown). */
export function sameCrop(a: PictureCrop, b: PictureCrop): boolean {
  const close = (x: number, y: number) => Math.abs(x - y) < 1e-6;
  return close(a.x, b.x) && close(a.y, b.y) && close(a.zoom, b.zoom);
}
