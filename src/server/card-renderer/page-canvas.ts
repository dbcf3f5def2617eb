/**
 * A page preview's pixels, RGB, drawn layer by layer in JavaScript. libvips' composite passes
 * every pixel of the page through its blend in floating point, once per call, which cost more
 * than encoding the page; here a layer costs only its own area, and a page is mostly paper.
 */
interface PageCanvas {
  data: Buffer;
  width: number;
  height: number;
}

/** A '#rrggbb' colour's channels; the styles write every colour so (card-style-looks.ts). */
export function parseHex(colour: string): [number, number, number] {
  if (!/^#[\da-f]{6}$/i.test(colour)) throw new Error(`Expected a #rrggbb colour, not ${colour}`);
  const value = Number.parseInt(colour.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * Canvases whose page is encoded, kept for the next page: a preview page is 6 MB, and each new
 * one outside V8's heap hastens a full garbage collection (~3 a card, 10-30 ms each, before).
 * Three are kept: the pages of one card that are drawn (the inside left is encoded once).
 */
const spareCanvases: Buffer[] = [];
const spareCanvasesKept = 3;

/** Hands a canvas back once nothing reads it any more (its page is encoded). */
export function releaseCanvas(canvas: PageCanvas): void {
  if (spareCanvases.length < spareCanvasesKept) spareCanvases.push(canvas.data);
}

export function paperCanvas(width: number, height: number, colour: string): PageCanvas {
  const [r, g, b] = parseHex(colour);
  const spare = spareCanvases.findIndex((buffer) => buffer.length === width * height * 3);
  const data = spare >= 0 ? spareCanvases.splice(spare, 1)[0]! : Buffer.allocUnsafe(width * height * 3);
  data[0] = r;
  data[1] = g;
  data[2] = b;
  // Doubling copies fill the page in a couple of dozen native copies.
  for (let filled = 3; filled < data.length; filled *= 2)
    data.copyWithin(filled, 0, Math.min(filled, data.length - filled));
  return { data, width, height };
}

/** An opaque RGB raster (the picture) copied onto the canvas with its top-left at (left, top). */
export function drawOpaque(canvas: PageCanvas, rgb: Buffer, width: number, height: number, left: number, top: number) {
  const rows = Math.min(height, canvas.height - top);
  const rowBytes = Math.min(width, canvas.width - left) * 3;
  for (let y = 0; y < rows; y += 1) {
    rgb.copy(canvas.data, ((top + y) * canvas.width + left) * 3, y * width * 3, y * width * 3 + rowBytes);
  }
}

/** An RGBA raster (unpremultiplied, as sharp gives it) laid over the canvas at (left, top). */
export function blendOver(canvas: PageCanvas, rgba: Buffer, width: number, height: number, left: number, top: number) {
  const rows = Math.min(height, canvas.height - top);
  const columns = Math.min(width, canvas.width - left);
  const target = canvas.data;
  for (let y = 0; y < rows; y += 1) {
    let from = y * width * 4;
    let to = ((top + y) * canvas.width + left) * 3;
    for (let x = 0; x < columns; x += 1, from += 4, to += 3) {
      const alpha = rgba[from + 3]!;
      if (alpha === 0) continue;
      if (alpha === 255) {
        target[to] = rgba[from]!;
        target[to + 1] = rgba[from + 1]!;
        target[to + 2] = rgba[from + 2]!;
        continue;
      }
      const rest = 255 - alpha;
      target[to] = (rgba[from]! * alpha + target[to]! * rest + 127) / 255;
      target[to + 1] = (rgba[from + 1]! * alpha + target[to + 1]! * rest + 127) / 255;
      target[to + 2] = (rgba[from + 2]! * alpha + target[to + 2]! * rest + 127) / 255;
    }
  }
}

/** One colour laid over the canvas through a coverage mask (0-255 a pixel) the size of `area`. */
export function blendCoverage(
  canvas: PageCanvas,
  coverage: Uint8Array,
  area: { left: number; top: number; width: number; height: number },
  [red, green, blue]: [number, number, number],
) {
  const rows = Math.min(area.height, canvas.height - area.top);
  const columns = Math.min(area.width, canvas.width - area.left);
  const target = canvas.data;
  for (let y = 0; y < rows; y += 1) {
    let from = y * area.width;
    let to = ((area.top + y) * canvas.width + area.left) * 3;
    for (let x = 0; x < columns; x += 1, from += 1, to += 3) {
      const alpha = coverage[from]!;
      if (alpha === 0) continue;
      const rest = 255 - alpha;
      target[to] = (red * alpha + target[to]! * rest + 127) / 255;
      target[to + 1] = (green * alpha + target[to + 1]! * rest + 127) / 255;
      target[to + 2] = (blue * alpha + target[to + 2]! * rest + 127) / 255;
    }
  }
}
