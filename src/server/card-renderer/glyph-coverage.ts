/**
 * Outlines filled by exact area coverage: the signed-area accumulation of font-rs and
 * stb_truetype 2. Each edge adds, to the cells of every row it crosses, the signed share of
 * that row's height lying right of it within each cell; a running sum along the row is then
 * every pixel's covered fraction. The winding is nonzero: contours wound the same way that
 * overlap (a variable face's glyphs have them) sum past 1 and are clamped; a hole wound the
 * other way subtracts.
 *
 * It fills a page's words instead of librsvg, whose cost was mostly parsing each glyph's path
 * data as SVG text on every card (a paragraph in Special Elite: 24 of its 35 ms): here a
 * glyph's outline is parsed once per face (glyphOutline) and only its edges are walked.
 */
export class CoverageMask {
  /** Per row, `width` cells and two more: an edge clamped to the right border writes past it. */
  private cells = new Float32Array(0);
  private stride = 0;
  width = 0;
  height = 0;

  /** Starts a new fill of `width` x `height` pixels, in the memory of the last. */
  reset(width: number, height: number): this {
    this.width = width;
    this.height = height;
    this.stride = width + 2;
    const size = this.stride * height;
    if (this.cells.length < size) this.cells = new Float32Array(size);
    else this.cells.fill(0, 0, size);
    return this;
  }

  /**
   * An edge from (ax, ay) to (bx, by), in pixels, y down. Parts above or below the mask are
   * dropped; a part left or right of it becomes an edge along that border, which turns the
   * pixels right of it on or off as the part did. So an edge that crosses a border is split
   * there first: moving its ends onto the border would slant the part inside.
   */
  line(ax: number, ay: number, bx: number, by: number): void {
    for (const border of [0, this.width]) {
      if ((ax - border) * (bx - border) < 0) {
        const y = ay + ((border - ax) / (bx - ax)) * (by - ay);
        this.line(ax, ay, border, y);
        this.line(border, y, bx, by);
        return;
      }
    }
    this.edge(ax, ay, bx, by);
  }

  /** An edge with no part on both sides of a border: clamping it onto the mask is exact. */
  private edge(ax: number, ay: number, bx: number, by: number): void {
    if (ay === by || Number.isNaN(ax + ay + bx + by)) return;
    let direction = 1;
    if (ay > by) {
      [ax, ay, bx, by] = [bx, by, ax, ay];
      direction = -1;
    }
    const top = Math.max(0, ay);
    const bottom = Math.min(this.height, by);
    if (top >= bottom) return;
    const dxdy = (bx - ax) / (by - ay);
    const { cells, stride, width } = this;
    const onMask = (x: number) => Math.min(width, Math.max(0, x));
    let x = ax + (top - ay) * dxdy;
    for (let row = Math.floor(top); row < bottom; row += 1) {
      const dy = Math.min(row + 1, bottom) - Math.max(row, top);
      const xNext = x + dxdy * dy;
      const signed = dy * direction;
      const left = onMask(Math.min(x, xNext));
      const right = onMask(Math.max(x, xNext));
      const leftCell = Math.floor(left);
      const rightCell = Math.ceil(right);
      const base = row * stride + leftCell;
      if (rightCell <= leftCell + 1) {
        // Within one cell: the share right of the edge's middle goes to the next cell.
        const middle = 0.5 * (left + right) - leftCell;
        cells[base]! += signed * (1 - middle);
        cells[base + 1]! += signed * middle;
      } else {
        // Across cells: the covered area grows as a triangle, then linearly, then a triangle.
        const slope = 1 / (right - left);
        const leftPart = left - leftCell;
        const first = 0.5 * slope * (1 - leftPart) * (1 - leftPart);
        const rightPart = right - rightCell + 1;
        const last = 0.5 * slope * rightPart * rightPart;
        const span = rightCell - leftCell;
        cells[base]! += signed * first;
        if (span === 2) {
          cells[base + 1]! += signed * (1 - first - last);
        } else {
          const second = slope * (1.5 - leftPart);
          cells[base + 1]! += signed * (second - first);
          for (let cell = 2; cell < span - 1; cell += 1) cells[base + cell]! += signed * slope;
          const beforeLast = second + (span - 3) * slope;
          cells[base + span - 1]! += signed * (1 - beforeLast - last);
        }
        cells[base + span]! += signed * last;
      }
      x = xNext;
    }
  }

  /** A quadratic curve, flattened to edges no more than `flatness` px from it. */
  quadratic(ax: number, ay: number, cx: number, cy: number, bx: number, by: number): void {
    // Uniform steps of 1/n stray at most |a - 2c + b| / (4 n^2) from the curve.
    const bend = Math.hypot(ax - 2 * cx + bx, ay - 2 * cy + by);
    const steps = Math.max(1, Math.ceil(Math.sqrt(bend / (4 * flatness))));
    let [px, py] = [ax, ay];
    for (let step = 1; step <= steps; step += 1) {
      const t = step / steps;
      const u = 1 - t;
      const x = u * u * ax + 2 * u * t * cx + t * t * bx;
      const y = u * u * ay + 2 * u * t * cy + t * t * by;
      this.line(px, py, x, y);
      [px, py] = [x, y];
    }
  }

  /** A cubic curve, flattened alike. */
  cubic(ax: number, ay: number, c1x: number, c1y: number, c2x: number, c2y: number, bx: number, by: number): void {
    // Uniform steps stray at most 3 max|second differences| / (4 n^2).
    const bend = Math.max(
      Math.hypot(ax - 2 * c1x + c2x, ay - 2 * c1y + c2y),
      Math.hypot(c1x - 2 * c2x + bx, c1y - 2 * c2y + by),
    );
    const steps = Math.max(1, Math.ceil(Math.sqrt((3 * bend) / (4 * flatness))));
    let [px, py] = [ax, ay];
    for (let step = 1; step <= steps; step += 1) {
      const t = step / steps;
      const u = 1 - t;
      const x = u * u * u * ax + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * bx;
      const y = u * u * u * ay + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * by;
      this.line(px, py, x, y);
      [px, py] = [x, y];
    }
  }

  /**
   * Lays this fill over `target` (coverage from 0 to 1 a pixel, `targetWidth` wide), its
   * top-left at (left, top), as an SVG shape is laid over those drawn before it: where this one
   * covers c of a pixel, 1 - (1 - t)(1 - c). Glyphs that touch (a Devanagari headline, joined
   * Arabic letters) then meet as they do in librsvg and the browser.
   */
  drawOver(target: Float32Array, targetWidth: number, left: number, top: number): void {
    const { cells, stride, width, height } = this;
    for (let row = 0; row < height; row += 1) {
      let sum = 0;
      const from = row * stride;
      const to = (top + row) * targetWidth + left;
      for (let x = 0; x < width; x += 1) {
        sum += cells[from + x]!;
        const covered = Math.min(1, Math.abs(sum));
        if (covered > 0) target[to + x] = covered + target[to + x]! * (1 - covered);
      }
    }
  }
}

/** How far, in pixels, a flattened curve may stray from the true one. */
const flatness = 0.05;

/** One outline command in font units: move, line, quadratic or cubic (control points first), close. */
type OutlineCommand =
  | { op: 'M' | 'L'; to: [number, number] }
  | { op: 'Q'; points: [number, number, number, number] }
  | { op: 'C'; points: [number, number, number, number, number, number] }
  | { op: 'Z' };

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
    const numbers =
      args!.trim() === ''
        ? []
        : args!
            .trim()
            .split(/[\s,]+/)
            .map(Number);
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
  const px = (x: number) => left + x * scale;
  const py = (y: number) => baseline - y * scale;
  let [startX, startY, x, y] = [0, 0, 0, 0];
  let open = false;
  const close = () => {
    if (open && (x !== startX || y !== startY)) mask.line(x, y, startX, startY);
    // As in SVG, what follows a close starts from the contour's first point.
    [x, y, open] = [startX, startY, false];
  };
  for (const command of outline) {
    switch (command.op) {
      case 'M':
        close();
        [startX, startY] = [px(command.to[0]), py(command.to[1])];
        [x, y] = [startX, startY];
        open = true;
        break;
      case 'L': {
        const [nx, ny] = [px(command.to[0]), py(command.to[1])];
        mask.line(x, y, nx, ny);
        [x, y, open] = [nx, ny, true];
        break;
      }
      case 'Q': {
        const [cx, cy, bx, by] = command.points;
        const [nx, ny] = [px(bx), py(by)];
        mask.quadratic(x, y, px(cx), py(cy), nx, ny);
        [x, y, open] = [nx, ny, true];
        break;
      }
      case 'C': {
        const [c1x, c1y, c2x, c2y, bx, by] = command.points;
        const [nx, ny] = [px(bx), py(by)];
        mask.cubic(x, y, px(c1x), py(c1y), px(c2x), py(c2y), nx, ny);
        [x, y, open] = [nx, ny, true];
        break;
      }
      case 'Z':
        close();
        break;
    }
  }
  close();
}
