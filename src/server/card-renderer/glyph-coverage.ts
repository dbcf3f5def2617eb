/**
 * Outlines filled by exact area coverage: the signed-area accumulation of font-rs and
 * stb_truetype 2. Each edge adds, to the cells of every row it crosses, the signed share of
 * that row's height lying right of it within each cell; a running sum along the row is then
 * every pixel's covered fraction, a hole wound the other way subtracting. That is exact while
 * no two contours overlap. Where they do (a variable face's glyphs keep their overlaps:
 * contoursOverlap finds them), the sums pass 1 inside and add up along shared edges, so such
 * an outline is filled by sample lines instead (fillSampled), by the nonzero rule.
 *
 * It fills a page's words instead of librsvg, whose cost was mostly parsing each glyph's path
 * data as SVG text on every card (a paragraph in Special Elite: 24 of its 35 ms): here a
 * glyph's outline is parsed once per face (glyph-outline.ts, draw-text.ts) and only its edges
 * are walked.
 */
export class CoverageMask {
  /** Per row, `width` cells and two more: an edge clamped to the right border writes past it. */
  private cells = new Float32Array(0);
  private stride = 0;
  width = 0;
  height = 0;

  /** A fill's edges (x, y, x, y each), kept for filling by sample lines when `bySamples`. */
  private readonly sampled: number[] = [];
  private bySamples = false;
  /** One sample line's crossings, (x, direction) pairs, reused line after line. */
  private readonly crossings: number[] = [];

  /**
   * Starts a new fill of `width` x `height` pixels, in the memory of the last. With
   * `overlapping`, the fill goes by sample lines (fillSampled), for an outline whose contours
   * overlap (contoursOverlap): their areas would add up along the edges they share.
   */
  reset(width: number, height: number, overlapping = false): this {
    this.width = width;
    this.height = height;
    this.stride = width + 2;
    const size = this.stride * height;
    if (this.cells.length < size) this.cells = new Float32Array(size);
    else this.cells.fill(0, 0, size);
    this.sampled.length = 0;
    this.bySamples = overlapping;
    return this;
  }

  /**
   * An edge from (ax, ay) to (bx, by), in pixels, y down. Parts above or below the mask are
   * dropped; a part left or right of it becomes an edge along that border, which turns the
   * pixels right of it on or off as the part did. So an edge that crosses a border is split
   * there first: moving its ends onto the border would slant the part inside.
   */
  line(ax: number, ay: number, bx: number, by: number): void {
    if (this.bySamples) {
      this.sampled.push(ax, ay, bx, by);
      return;
    }
    const border = ax * bx < 0 ? 0 : (ax - this.width) * (bx - this.width) < 0 ? this.width : null;
    if (border === null) {
      this.edge(ax, ay, bx, by);
      return;
    }
    const y = ay + ((border - ax) / (bx - ax)) * (by - ay);
    this.line(ax, ay, border, y);
    this.line(border, y, bx, by);
  }

  /** An edge with no part on both sides of a border: clamping it onto the mask is exact. */
  private edge(ax: number, ay: number, bx: number, by: number): void {
    if (ay === by || Number.isNaN(ax + ay + bx + by)) return;
    // Walked downwards; the winding is kept as the sign. (No destructuring swaps in this file's
    // hot paths: each allocated an array, ~27 MB of garbage a card in the vintage faces.)
    const direction = ay < by ? 1 : -1;
    const upperX = direction > 0 ? ax : bx;
    const upperY = direction > 0 ? ay : by;
    const lowerX = direction > 0 ? bx : ax;
    const lowerY = direction > 0 ? by : ay;
    const top = Math.max(0, upperY);
    const bottom = Math.min(this.height, lowerY);
    if (top >= bottom) return;
    const dxdy = (lowerX - upperX) / (lowerY - upperY);
    const { cells, stride, width } = this;
    let x = upperX + (top - upperY) * dxdy;
    for (let row = Math.floor(top); row < bottom; row += 1) {
      const dy = Math.min(row + 1, bottom) - Math.max(row, top);
      const xNext = x + dxdy * dy;
      const signed = dy * direction;
      const left = Math.min(width, Math.max(0, Math.min(x, xNext)));
      const right = Math.min(width, Math.max(0, Math.max(x, xNext)));
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
    const bend = length(ax - 2 * cx + bx, ay - 2 * cy + by);
    const steps = Math.max(1, Math.ceil(Math.sqrt(bend / (4 * flatness))));
    let px = ax;
    let py = ay;
    for (let step = 1; step <= steps; step += 1) {
      const t = step / steps;
      const u = 1 - t;
      const x = u * u * ax + 2 * u * t * cx + t * t * bx;
      const y = u * u * ay + 2 * u * t * cy + t * t * by;
      this.line(px, py, x, y);
      px = x;
      py = y;
    }
  }

  /** A cubic curve, flattened alike. */
  cubic(ax: number, ay: number, c1x: number, c1y: number, c2x: number, c2y: number, bx: number, by: number): void {
    // Uniform steps stray at most 3 max|second differences| / (4 n^2).
    const bend = Math.max(
      length(ax - 2 * c1x + c2x, ay - 2 * c1y + c2y),
      length(c1x - 2 * c2x + bx, c1y - 2 * c2y + by),
    );
    const steps = Math.max(1, Math.ceil(Math.sqrt((3 * bend) / (4 * flatness))));
    let px = ax;
    let py = ay;
    for (let step = 1; step <= steps; step += 1) {
      const t = step / steps;
      const u = 1 - t;
      const x = u * u * u * ax + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * bx;
      const y = u * u * u * ay + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * by;
      this.line(px, py, x, y);
      px = x;
      py = y;
    }
  }

  /**
   * The kept edges, filled through `samplesPerPixel` lines across each row of pixels: on each
   * line, the spans where the winding is not zero, between the edges' crossings of it, each end
   * covering its pixel in part. Exact in x and in steps of 1/samplesPerPixel in y, whichever
   * contours overlap: the area fill adds up the areas of overlapping contours where their edges
   * share a pixel (Inter's K, A and D, the mark on every card's back, would come out heavier).
   */
  private fillSampled(): void {
    const { sampled: edges, crossings } = this;
    if (edges.length === 0) return;
    for (let row = 0; row < this.height; row += 1) {
      for (let sample = 0; sample < samplesPerPixel; sample += 1) {
        const y = row + (sample + 0.5) / samplesPerPixel;
        crossings.length = 0;
        for (let edge = 0; edge < edges.length; edge += 4) {
          const ay = edges[edge + 1]!;
          const by = edges[edge + 3]!;
          // Half-open in y, so a vertex two edges share is crossed once.
          if (ay <= y === by <= y) continue;
          const ax = edges[edge]!;
          crossings.push(ax + ((y - ay) / (by - ay)) * (edges[edge + 2]! - ax), ay < by ? 1 : -1);
        }
        sortCrossings(crossings);
        let winding = 0;
        let spanStart = 0;
        for (let index = 0; index < crossings.length; index += 2) {
          const before = winding;
          winding += crossings[index + 1]!;
          if (before === 0 && winding !== 0) spanStart = crossings[index]!;
          else if (before !== 0 && winding === 0) this.span(row, spanStart, crossings[index]!, 1 / samplesPerPixel);
        }
      }
    }
    // Filled into the cells now: a second read must not add them again.
    edges.length = 0;
  }

  /** Adds `weight` over x from `from` to `to` in `row`, as the running sum along the row will read it. */
  private span(row: number, from: number, to: number, weight: number): void {
    const start = Math.min(this.width, Math.max(0, from));
    const end = Math.min(this.width, Math.max(0, to));
    if (end <= start) return;
    const base = row * this.stride;
    const startCell = Math.floor(start);
    const endCell = Math.floor(end);
    this.cells[base + startCell]! += weight * (1 - (start - startCell));
    this.cells[base + startCell + 1]! += weight * (start - startCell);
    this.cells[base + endCell]! -= weight * (1 - (end - endCell));
    this.cells[base + endCell + 1]! -= weight * (end - endCell);
  }

  /** The largest winding the area fill reaches (its running sums), after a fill without sampling. */
  peakWinding(): number {
    const { cells, stride, width, height } = this;
    let peak = 0;
    for (let row = 0; row < height; row += 1) {
      let sum = 0;
      for (let x = 0; x < width; x += 1) {
        sum += cells[row * stride + x]!;
        peak = Math.max(peak, Math.abs(sum));
      }
    }
    return peak;
  }

  /**
   * Lays this fill over `target` (coverage from 0 to 1 a pixel, `targetWidth` wide), its
   * top-left at (left, top), as an SVG shape is laid over those drawn before it: where this one
   * covers c of a pixel, 1 - (1 - t)(1 - c). Glyphs that touch (a Devanagari headline, joined
   * Arabic letters) then meet as they do in librsvg and the browser.
   */
  drawOver(target: Float32Array, targetWidth: number, left: number, top: number): void {
    this.fillSampled();
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

const length = (x: number, y: number) => Math.sqrt(x * x + y * y);

/** Sample lines a row of pixels for an outline whose contours overlap: 16 steps of coverage. */
const samplesPerPixel = 16;

/** Sorts (x, direction) pairs by x, in place: a line crosses a glyph a handful of times. */
function sortCrossings(pairs: number[]): void {
  for (let index = 2; index < pairs.length; index += 2) {
    const x = pairs[index]!;
    const direction = pairs[index + 1]!;
    let to = index;
    while (to > 0 && pairs[to - 2]! > x) {
      pairs[to] = pairs[to - 2]!;
      pairs[to + 1] = pairs[to - 1]!;
      to -= 2;
    }
    pairs[to] = x;
    pairs[to + 1] = direction;
  }
}

/** How far, in pixels, a flattened curve may stray from the true one. */
const flatness = 0.05;
