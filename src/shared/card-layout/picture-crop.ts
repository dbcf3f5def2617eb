import type { Box } from './card-geometry.js';

/**
 * How the customer placed their picture in the front's picture box. `zoom` 1 is cover-fit (the
 * whole box filled, as little cut away as possible); 2 shows half as much of the picture in
 * each direction. `x` and `y` are the focal point, the point of the picture (0..1 of its width
 * and height) that sits at the box's centre; near an edge it is moved inwards only as far as
 * needed so the picture still covers the whole box. A focal point rather than an offset, so
 * zooming in keeps what the customer centred (a face) in the middle.
 */
export interface PictureCrop {
  x: number;
  y: number;
  zoom: number;
}

export const pictureCropLimits = {
  minZoom: 1,
  /** Past 4x a phone photo prints at well under the 150 dpi the pre-print check warns about. */
  maxZoom: 4,
} as const;

/** The picture centred at cover-fit; the renderer's own subject finding is used when no crop is chosen. */
export const centredCrop: PictureCrop = { x: 0.5, y: 0.5, zoom: 1 };

interface Size {
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The crop with every number inside its range (zoom 1..4, focal point 0..1). */
export function clampCrop(crop: PictureCrop): PictureCrop {
  return {
    x: clamp(crop.x, 0, 1),
    y: clamp(crop.y, 0, 1),
    zoom: clamp(crop.zoom, pictureCropLimits.minZoom, pictureCropLimits.maxZoom),
  };
}

/**
 * The part of the picture (in its own pixels, fractional) that fills `box` under `crop`. Its
 * aspect ratio is the box's; it lies wholly inside the picture, so the box is always covered.
 * The browser draws this rectangle into the box and the server cuts it out for the print, so
 * both show the same part.
 */
export function cropSourceRect(picture: Size, box: Size, crop: PictureCrop): Box {
  const { x, y, zoom } = clampCrop(crop);
  // Picture pixels per box unit at cover-fit, then zoomed in.
  const scale = Math.max(box.width / picture.width, box.height / picture.height) * zoom;
  const width = Math.min(picture.width, box.width / scale);
  const height = Math.min(picture.height, box.height / scale);
  return {
    x: clamp(x * picture.width - width / 2, 0, picture.width - width),
    y: clamp(y * picture.height - height / 2, 0, picture.height - height),
    width,
    height,
  };
}

/**
 * The focal point that shows `rect` (a rectangle from cropSourceRect): what dragging the
 * picture stores, so a crop read back gives the rectangle the customer saw.
 */
export function focalPointOf(picture: Size, rect: Box): Pick<PictureCrop, 'x' | 'y'> {
  return {
    x: (rect.x + rect.width / 2) / picture.width,
    y: (rect.y + rect.height / 2) / picture.height,
  };
}
