/**
 * Glyph outlines as the coverage fill needs them: parsed once from a face's SVG path data, told
 * apart when their contours overlap, and filled into a CoverageMask at a place and size.
 */
import { CoverageMask } from './glyph-coverage.js';

/** One outline command in font units: move, line, quadratic or cubic (control points first), close. */
type OutlineCommand =
  | { op: 'M'; to: [number, number] }
  | { op: 'L'; to: [number, number] }
  | { op: 'Q'; points: [number, number, number, number] }
  | { op: 'C'; points: [number, number, number, number, number, number] }
  | { op: 'Z' };

const overlapMask = new CoverageMask();

/**
 * Whether an outline's contours overlap (a variable face's glyphs keep them): filled by area at
 * 128 px, its winding passes 1 somewhere. Such an outline is filled by sample lines instead.
 */
export function contoursOverlap({ commands, box }: Outline): boolean {
  const size = Math.max(box.maxX - box.minX, box.maxY - box.minY);
  if (!(size > 0)) return false;
  const scale = 128 / size;
  const mask = overlapMask.reset(130, 130);
  fillOutline(mask, commands, 1 - box.minX * scale, 1 + box.maxY * scale, scale);
  return mask.peakWinding() > 1.001;
}

/** A glyph's outline in font units and the box of all its points (a curve stays inside its control points). */
export interface Outline {
  commands: OutlineCommand[];
  box: { minX: number; minY: number; maxX: number; maxY: number };
}

/**
 * A glyph's outline as SVG path data, in font units, as fontkit's Path.toSVG writes it (the
 * shared LayoutFont's glyphPath): absolute M, L, Q, C and Z, numbers separated by spaces.
 */
export function parseOutline(pathData: string): Outline {
  if (!/^([MLQCZ][-+.\d\se,]*)*$/.test(pathData))
    throw new Error(`Unexpected glyph path data ${pathData.slice(0, 80)}`);
  const commands: OutlineCommand[] = [];
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const [, op, args] of pathData.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    const text = args!.trim();
    const numbers = text === '' ? [] : text.split(/[\s,]+/).map(Number);
    if (!numbers.every(Number.isFinite)) throw new Error(`Unexpected glyph path numbers ${op}${args}`);
    if (op === 'Z' && numbers.length === 0) commands.push({ op });
    else if ((op === 'M' || op === 'L') && numbers.length === 2) commands.push({ op, to: numbers as [number, number] });
    else if (op === 'Q' && numbers.length === 4)
      commands.push({ op, points: numbers as [number, number, number, number] });
    else if (op === 'C' && numbers.length === 6)
      commands.push({ op, points: numbers as [number, number, number, number, number, number] });
    else throw new Error(`Unexpected glyph path command ${op}${args}`);
    for (let index = 0; index + 1 < numbers.length; index += 2) {
      box.minX = Math.min(box.minX, numbers[index]!);
      box.maxX = Math.max(box.maxX, numbers[index]!);
      box.minY = Math.min(box.minY, numbers[index + 1]!);
      box.maxY = Math.max(box.maxY, numbers[index + 1]!);
    }
  }
  return { commands, box };
}

/**
 * Fills `outline` into `mask`, each point (x, y) in font units drawn at (left + x * scale,
 * baseline - y * scale): font units have y up, the mask y down. Every contour is closed, as an
 * SVG fill closes it.
 */
export function fillOutline(
  mask: CoverageMask,
  outline: readonly OutlineCommand[],
  left: number,
  baseline: number,
  scale: number,
): void {
  // Plain locals, no closures over them: a number a closure shares is boxed on every write.
  let startX = 0;
  let startY = 0;
  let x = 0;
  let y = 0;
  let open = false;
  for (let index = 0; index <= outline.length; index += 1) {
    const command = index < outline.length ? outline[index]! : null;
    if (command === null || command.op === 'Z' || command.op === 'M') {
      // As an SVG fill does, close the contour; what follows starts from its first point.
      if (open && (x !== startX || y !== startY)) mask.line(x, y, startX, startY);
      x = startX;
      y = startY;
      open = false;
      if (command?.op === 'M') {
        startX = left + command.to[0] * scale;
        startY = baseline - command.to[1] * scale;
        x = startX;
        y = startY;
        open = true;
      }
      continue;
    }
    let nx: number;
    let ny: number;
    if (command.op === 'L') {
      nx = left + command.to[0] * scale;
      ny = baseline - command.to[1] * scale;
      mask.line(x, y, nx, ny);
    } else if (command.op === 'Q') {
      const points = command.points;
      nx = left + points[2] * scale;
      ny = baseline - points[3] * scale;
      mask.quadratic(x, y, left + points[0] * scale, baseline - points[1] * scale, nx, ny);
    } else {
      const points = command.points;
      nx = left + points[4] * scale;
      ny = baseline - points[5] * scale;
      mask.cubic(
        x,
        y,
        left + points[0] * scale,
        baseline - points[1] * scale,
        left + points[2] * scale,
        baseline - points[3] * scale,
        nx,
        ny,
      );
    }
    x = nx;
    y = ny;
    open = true;
  }
}
