import { describe, expect, it } from 'vitest';
import { cardGeometry } from '../../shared/card-layout/card-geometry';
import { layoutCard } from './card-layout';
import { textCoverage } from './draw-text';
import { CoverageMask } from './glyph-coverage';
import { contoursOverlap, fillOutline, parseOutline } from './glyph-outline';
import { blendCoverage, paperCanvas } from './page-canvas';

type Point = [number, number];

/** The mask's coverage laid over an empty target of its own size: what drawOver adds. */
function coverageOf(mask: CoverageMask): Float32Array {
  const target = new Float32Array(mask.width * mask.height);
  mask.drawOver(target, mask.width, 0, 0);
  return target;
}

function fillPolygon(mask: CoverageMask, polygon: Point[]): CoverageMask {
  polygon.forEach(([ax, ay], index) => mask.line(ax, ay, ...polygon[(index + 1) % polygon.length]!));
  return mask;
}

/** A polygon written flat, x, y, x, y..., so that it reads on one line. */
const points = (...coordinates: number[]): Point[] =>
  coordinates.flatMap((x, index) => (index % 2 === 0 ? [[x, coordinates[index + 1]!] as Point] : []));

const rectangle = (x0: number, y0: number, x1: number, y1: number) => points(x0, y0, x1, y0, x1, y1, x0, y1);

/** Shoelace area, whichever way the polygon is wound. */
function polygonArea(polygon: Point[]): number {
  let twice = 0;
  polygon.forEach(([ax, ay], index) => {
    const [bx, by] = polygon[(index + 1) % polygon.length]!;
    twice += ax * by - bx * ay;
  });
  return Math.abs(twice) / 2;
}

/** The exact area of a polygon inside pixel (px, py): the polygon clipped to each of the pixel's sides in turn. */
function areaInPixel(polygon: Point[], px: number, py: number): number {
  const sides: [(p: Point) => number, number][] = [
    [(p) => p[0] - px, 0],
    [(p) => px + 1 - p[0], 0],
    [(p) => p[1] - py, 1],
    [(p) => py + 1 - p[1], 1],
  ];
  let clipped = polygon;
  for (const [inside] of sides) {
    const next: Point[] = [];
    clipped.forEach((a, index) => {
      const b = clipped[(index + 1) % clipped.length]!;
      if (inside(a) >= 0) next.push(a);
      if (inside(a) >= 0 !== inside(b) >= 0) {
        const t = inside(a) / (inside(a) - inside(b));
        next.push([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
      }
    });
    clipped = next;
  }
  return clipped.length < 3 ? 0 : polygonArea(clipped);
}

/** Every pixel of the mask against the exact area of `polygon` inside it. */
function expectExactCoverage(mask: CoverageMask, polygon: Point[]): void {
  const coverage = coverageOf(mask);
  for (let y = 0; y < mask.height; y += 1)
    for (let x = 0; x < mask.width; x += 1)
      expect(coverage[y * mask.width + x], `pixel (${x}, ${y})`).toBeCloseTo(areaInPixel(polygon, x, y), 5);
}

const sum = (values: ArrayLike<number>) => Array.from(values).reduce((total, value) => total + value, 0);

describe('CoverageMask', () => {
  it.each([false, true])('covers each pixel of a fractional rectangle by its exact area (reversed: %s)', (reversed) => {
    const polygon = rectangle(1.25, 0.5, 4.5, 2.75);
    const mask = fillPolygon(new CoverageMask().reset(6, 4), reversed ? polygon.toReversed() : polygon);
    expect(coverageOf(mask)[1]).toBeCloseTo(0.75 * 0.5, 5);
    expectExactCoverage(mask, polygon);
  });

  // Slanted edges span one, two, three and many cells in a row: each branch of line().
  it.each<[string, Point[]]>([
    ['a triangle', points(0.3, 0.2, 7.6, 1.1, 2.2, 5.7)],
    ['a steep sliver', points(3.1, 0, 3.4, 0, 4.2, 6, 3.9, 6)],
    ['a shallow quad', points(0.1, 1.3, 7.9, 2.1, 7.2, 4.9, 1.6, 3.2)],
  ])('covers %s by its exact area, pixel by pixel and in total', (_, polygon) => {
    const mask = fillPolygon(new CoverageMask().reset(8, 6), polygon);
    expectExactCoverage(mask, polygon);
    expect(sum(coverageOf(mask))).toBeCloseTo(polygonArea(polygon), 4);
  });

  it('half covers the pixels a diagonal cuts corner to corner', () => {
    const coverage = coverageOf(fillPolygon(new CoverageMask().reset(4, 4), points(0, 0, 4, 0, 0, 4)));
    for (let x = 0; x < 4; x += 1) expect(coverage[(3 - x) * 4 + x]).toBeCloseTo(0.5, 5);
    expect(coverage[0]).toBe(1);
    expect(coverage[15]).toBe(0);
  });

  it('leaves a counter-wound hole empty and clamps a same-wound overlap at 1 (nonzero)', () => {
    const inner = rectangle(2, 2, 4, 4);
    const hole = new CoverageMask().reset(6, 6);
    fillPolygon(fillPolygon(hole, rectangle(0, 0, 6, 6)), inner.toReversed());
    const holed = coverageOf(hole);
    expect(holed[3 * 6 + 3]).toBe(0);
    expect(sum(holed)).toBeCloseTo(36 - 4, 5);
    const twice = new CoverageMask().reset(6, 6);
    fillPolygon(fillPolygon(twice, rectangle(0, 0, 6, 6)), inner);
    expect([...coverageOf(twice)]).toEqual(new Array<number>(36).fill(1));
  });

  it('fills overlapping contours by sample lines: shared partial pixels are not counted twice', () => {
    // Two same-wound rectangles overlapping in x 1..3 and sharing the half-covered rows 0 and 2:
    // the union covers 0.5 of each pixel there, which the area fill adds up to 1.
    const [first, second] = [rectangle(0, 0.5, 3, 2.5), rectangle(1, 0.5, 4.5, 2.5)];
    const union = points(0, 0.5, 4.5, 0.5, 4.5, 2.5, 0, 2.5);
    const added = coverageOf(fillPolygon(fillPolygon(new CoverageMask().reset(5, 3), first), second));
    expect(added[1]).toBe(1);
    const sampled = fillPolygon(fillPolygon(new CoverageMask().reset(5, 3, true), first), second);
    const coverage = coverageOf(sampled);
    for (let y = 0; y < 3; y += 1)
      for (let x = 0; x < 5; x += 1)
        expect(coverage[y * 5 + x], `(${x}, ${y})`).toBeCloseTo(areaInPixel(union, x, y), 5);
    // A hole wound the other way stays a hole by sample lines too, read once or twice.
    const holed = new CoverageMask().reset(6, 6, true);
    fillPolygon(fillPolygon(holed, rectangle(0, 0, 6, 6)), rectangle(2, 2, 4, 4).toReversed());
    expect(sum(coverageOf(holed))).toBeCloseTo(32, 5);
    expect(sum(coverageOf(holed))).toBeCloseTo(32, 5);
  });

  it('tells an outline with overlapping contours from one without', () => {
    expect(contoursOverlap(parseOutline('M0 0L100 0L100 100L0 100ZM50 0L150 0L150 100L50 100Z'))).toBe(true);
    expect(contoursOverlap(parseOutline('M0 0L100 0L100 100L0 100ZM150 0L250 0L250 100L150 100Z'))).toBe(false);
    // A counter-wound hole is no overlap.
    expect(contoursOverlap(parseOutline('M0 0L100 0L100 100L0 100ZM25 25L25 75L75 75L75 25Z'))).toBe(false);
    expect(contoursOverlap(parseOutline(''))).toBe(false);
  });

  it.each<[string, Point[]]>([
    ['past the left and top borders', rectangle(-2.5, -1.5, 3.25, 2.5)],
    ['past the right and bottom borders', rectangle(1.5, 1.25, 9, 7)],
    ['past all four borders', rectangle(-3, -3, 9, 9)],
    ['wholly above the mask', rectangle(1, -5, 3, -1)],
    ['wholly below the mask', rectangle(1, 5, 3, 9)],
  ])('fills a rectangle %s inside the mask only, exactly', (_, polygon) => {
    const mask = fillPolygon(new CoverageMask().reset(5, 4), polygon);
    expectExactCoverage(mask, polygon);
    // Laid inside a larger target: nothing lands outside the mask's own 5 x 4 window.
    const target = new Float32Array(9 * 7);
    mask.drawOver(target, 9, 2, 1);
    target.forEach((value, index) => {
      const [x, y] = [index % 9, Math.floor(index / 9)];
      if (x < 2 || x >= 7 || y < 1 || y >= 5) expect(value, `(${x}, ${y})`).toBe(0);
    });
  });

  it('keeps an edge past the right border out of the next row', () => {
    // Only row 0 is covered; an edge clamped to the border writes past it, not into row 1.
    const coverage = coverageOf(fillPolygon(new CoverageMask().reset(5, 3), rectangle(2.5, 0, 9, 1)));
    expect([...coverage.subarray(0, 5)]).toEqual([0, 0, 0.5, 1, 1]);
    expect([...coverage.subarray(5)]).toEqual(new Array<number>(10).fill(0));
  });

  // Clamping such an edge's ends onto the border row by row would straighten it: 0.5 instead of
  // 0.75 here. (textCoverage clamps only a glyph its ink area cuts, e.g. at the page edge.)
  it('covers a slanted edge crossing the left or right border by the exact area', () => {
    const left = points(-1, 0, 5, 0, 5, 1, 1, 1);
    expectExactCoverage(fillPolygon(new CoverageMask().reset(3, 1), left), left);
    const right = points(-5, 0, 2, 0, 4, 1, -5, 1);
    expectExactCoverage(fillPolygon(new CoverageMask().reset(3, 1), right), right);
  });

  it('composites as 1 - (1 - t)(1 - c): two half covers make 0.75, abutting shapes meet at 0.75', () => {
    const target = new Float32Array(1);
    fillPolygon(new CoverageMask().reset(1, 1), rectangle(0, 0, 0.5, 1)).drawOver(target, 1, 0, 0);
    fillPolygon(new CoverageMask().reset(1, 1), rectangle(0, 0, 1, 0.5)).drawOver(target, 1, 0, 0);
    expect(target[0]).toBeCloseTo(0.75, 6);
    // Two glyphs meeting at x = 2.5, drawn one after the other, show a seam as in librsvg...
    const row = new Float32Array(5);
    fillPolygon(new CoverageMask().reset(5, 1), rectangle(1, 0, 2.5, 1)).drawOver(row, 5, 0, 0);
    fillPolygon(new CoverageMask().reset(5, 1), rectangle(2.5, 0, 4, 1)).drawOver(row, 5, 0, 0);
    expect([...row]).toEqual([0, 1, 0.75, 1, 0]);
    // ...while the same two contours in one fill add up to a whole pixel.
    const one = new CoverageMask().reset(5, 1);
    fillPolygon(fillPolygon(one, rectangle(1, 0, 2.5, 1)), rectangle(2.5, 0, 4, 1));
    expect([...coverageOf(one)]).toEqual([0, 1, 1, 1, 0]);
  });

  it('clears the last fill on reset, smaller or larger, in the same memory', () => {
    const mask = fillPolygon(new CoverageMask().reset(10, 10), rectangle(-1, -1, 11, 11));
    // The fill past the borders leaves the cells right of each row set too, with the old stride.
    const cells = mask['cells'];
    expect(sum(coverageOf(mask.reset(3, 2)))).toBe(0);
    fillPolygon(mask, rectangle(0, 0, 9, 9));
    // Larger than the last, still inside the first's memory.
    expect(sum(coverageOf(mask.reset(6, 5)))).toBe(0);
    expect(mask['cells']).toBe(cells);
    expect(sum(coverageOf(mask.reset(20, 20)))).toBe(0);
  });
});

/**
 * A circle in font units as 4 cubics or 8 quadratics (y up, as a font draws it), and the same
 * curves sampled into 64 lines each: the fill as exact as the curves are.
 */
function circlePaths(cx: number, cy: number, r: number, kind: 'C' | 'Q'): { curves: string; lines: string } {
  const pieces = kind === 'C' ? 4 : 8;
  const step = (2 * Math.PI) / pieces;
  const at = (angle: number, radius = r): Point => [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  // A cubic's handles lie along the tangents, 4/3 tan(step / 4) r long.
  const handle = (angle: number, sign: number): Point => {
    const [x, y] = at(angle);
    const length = sign * (4 / 3) * Math.tan(step / 4) * r;
    return [x - length * Math.sin(angle), y + length * Math.cos(angle)];
  };
  // De Casteljau: each round of interpolation drops a point.
  const bezier = (hull: Point[], t: number): Point => {
    let round = hull;
    while (round.length > 1) round = round.slice(1).map((point, index) => lerp(round[index]!, point, t));
    return round[0]!;
  };
  const lerp = ([ax, ay]: Point, [bx, by]: Point, t: number): Point => [ax + t * (bx - ax), ay + t * (by - ay)];
  let curves = `M${at(0).join(' ')}`;
  let lines = curves;
  for (let piece = 0; piece < pieces; piece += 1) {
    const [a0, a1] = [piece * step, (piece + 1) * step];
    const controls = kind === 'C' ? [handle(a0, 1), handle(a1, -1)] : [at((a0 + a1) / 2, r / Math.cos(step / 2))];
    curves += `${kind}${[...controls, at(a1)].flat().join(' ')}`;
    for (let sample = 1; sample <= 64; sample += 1)
      lines += `L${bezier([at(a0), ...controls, at(a1)], sample / 64).join(' ')}`;
  }
  return { curves: `${curves}Z`, lines: `${lines}Z` };
}

describe('fillOutline', () => {
  it.each(['C', 'Q'] as const)('fills a circle of %s curves to its area, flattened within 0.05 px', (kind) => {
    // Radius 500 units at 0.04 px a unit: 20 px, centred on (24, 24) of a 48 px mask.
    const { curves, lines } = circlePaths(600, 600, 500, kind);
    const fill = (path: string) => {
      const mask = new CoverageMask().reset(48, 48);
      fillOutline(mask, parseOutline(path).commands, 0, 48, 0.04);
      return coverageOf(mask);
    };
    const [curved, fine] = [fill(curves), fill(lines)];
    expect(Math.abs(sum(curved) / (Math.PI * 20 * 20) - 1)).toBeLessThan(0.005);
    const worst = Math.max(...curved.map((value, index) => Math.abs(value - fine[index]!)));
    expect(worst).toBeLessThan(0.05);
    // Chords 0.05 px inside the curve leave out at most 2/3 * 0.05 px along the 126 px perimeter.
    expect(Math.abs(sum(curved) - sum(fine))).toBeLessThan(4.2);
  });

  it('draws y up from the baseline, scaled, at `left`', () => {
    // A 100-unit square at 0.05 px a unit: 5 x 5 px, its bottom on the baseline (y = 8).
    const mask = new CoverageMask().reset(10, 10);
    fillOutline(mask, parseOutline('M0 0L100 0L100 100L0 100Z').commands, 2, 8, 0.05);
    const coverage = coverageOf(mask);
    for (let y = 0; y < 10; y += 1)
      for (let x = 0; x < 10; x += 1) expect(coverage[y * 10 + x]).toBe(x >= 2 && x < 7 && y >= 3 && y < 8 ? 1 : 0);
  });

  it('closes every contour, at Z, at the next M and at the end', () => {
    const fill = (path: string) => {
      const mask = new CoverageMask().reset(8, 4);
      fillOutline(mask, parseOutline(path).commands, 0, 4, 1);
      return [...coverageOf(mask)];
    };
    const closed = fill('M0 0L3 0L3 3L0 3ZM4 0L7 0L7 3L4 3Z');
    expect(sum(closed)).toBe(18);
    expect(fill('M0 0L3 0L3 3L0 3M4 0L7 0L7 3L4 3')).toEqual(closed);
    // After Z the pen is back at the contour's start: the second half of the square starts at (0, 0).
    expect(fill('M0 0L3 0L3 3ZL3 3L0 3ZM4 0L7 0L7 3L4 3Z')).toEqual(closed);
  });
});

describe('parseOutline', () => {
  it('reads absolute M, L, Q, C and Z with negative and decimal numbers, and boxes every point', () => {
    const outline = parseOutline('M10 -20.5L-3.25 4Q1,2 3 4C-5 6 7 8.5 9 -10Z');
    expect(outline.commands).toEqual([
      { op: 'M', to: [10, -20.5] },
      { op: 'L', to: [-3.25, 4] },
      { op: 'Q', points: [1, 2, 3, 4] },
      { op: 'C', points: [-5, 6, 7, 8.5, 9, -10] },
      { op: 'Z' },
    ]);
    expect(outline.box).toEqual({ minX: -5, minY: -20.5, maxX: 10, maxY: 8.5 });
    expect(parseOutline('').commands).toEqual([]);
  });

  it.each(['M0 0 X 1 2 L3 4', 'M1', 'M0 0L1 2 3', 'M0 0Q1 2 3', 'M0 0C1 2 3 4 5'])('refuses %s', (path) =>
    expect(() => parseOutline(path)).toThrow(/Unexpected glyph path/),
  );

  // Text before the first command, lowercase or other commands, a word where a number goes and
  // arguments to Z would otherwise pass silently (an empty outline, NaN points).
  it.each(['X1 2M0 0L1 1Z', 'm0 0l1 1z', 'M0 0H5Z', 'M0 0L1 x', 'M0 0Z 1', 'M0 0L1e999 2'])('refuses %s', (path) =>
    expect(() => parseOutline(path)).toThrow(/Unexpected glyph path/),
  );
});

describe('blendCoverage', () => {
  it('paints the colour at full coverage, keeps the paper at none, rounds a blend, clips at the edges', () => {
    const canvas = paperCanvas(4, 3, '#faf0e6');
    const pixel = (x: number, y: number) => [...canvas.data.subarray((y * 4 + x) * 3, (y * 4 + x) * 3 + 3)];
    // A 3 x 3 area at (2, 1): its right column and bottom row are off the 4 x 3 canvas.
    const coverage = Uint8Array.from([255, 128, 255, 0, 255, 255, 255, 255, 255]);
    expect(() =>
      blendCoverage(canvas, coverage, { left: 2, top: 1, width: 3, height: 3 }, [200, 100, 0]),
    ).not.toThrow();
    expect(pixel(2, 1)).toEqual([200, 100, 0]);
    // (c * a + t * (255 - a) + 127) / 255, truncated: 225.4, 170.2, 115.05 (without the 127: 224, 169, 114).
    expect(pixel(3, 1)).toEqual([225, 170, 115]);
    expect(pixel(2, 2)).toEqual([250, 240, 230]);
    expect(pixel(3, 2)).toEqual([200, 100, 0]);
    // Neither the clipped column (it would wrap to the next row's start) nor anything else is painted.
    for (const [x, y] of points(0, 0, 3, 0, 0, 1, 1, 1, 0, 2, 1, 2))
      expect(pixel(x, y), `(${x}, ${y})`).toEqual([250, 240, 230]);
  });
});

describe('textCoverage', () => {
  it("covers a laid-out block's glyphs whole, near its bounds, the same wherever the area starts", () => {
    // An emoji in the middle: textCoverage leaves it to emojiSvg, and goes on with the glyphs after it.
    const inside = 'Joyeux 🎂 anniversaire, Zoë!';
    const design = { front: 'Hi', inside, back: 'Sam', style: 'realistic' } as const;
    const block = layoutCard(design, { hasPicture: false }).texts.inside;
    const scale = 600 / cardGeometry.trim.width;
    const page = { left: 0, top: 0, width: 600, height: Math.round(cardGeometry.trim.height * scale) };
    const whole = textCoverage(block, scale, page);
    // The golden images' crop: the laid-out bounds and a text size around them.
    const margin = block.size * scale;
    const [left, top] = [Math.floor(block.bounds.x * scale - margin), Math.floor(block.bounds.y * scale - margin)];
    const right = Math.ceil((block.bounds.x + block.bounds.width) * scale + margin);
    const bottom = Math.ceil((block.bounds.y + block.bounds.height) * scale + margin);
    const crop = { left, top, width: right - left, height: bottom - top };
    expect(whole.includes(255)).toBe(true);
    expect(sum(whole)).toBeGreaterThan(255 * 100);
    whole.forEach((alpha, index) => {
      const [x, y] = [index % page.width, Math.floor(index / page.width)];
      if (alpha > 0) expect(x >= left && x < right && y >= top && y < bottom, `(${x}, ${y})`).toBe(true);
    });
    // Each glyph filled over the whole crop, not its own box: a box too small would clip it.
    const reference = new Float32Array(crop.width * crop.height);
    const mask = new CoverageMask();
    for (const run of block.lines.flatMap((line) => line.runs)) {
      if (run.kind === 'emoji') continue;
      for (const glyph of run.glyphs) {
        mask.reset(crop.width, crop.height);
        const [x, y] = [glyph.x * scale - left, glyph.y * scale - top];
        const commands = parseOutline(run.font.glyphPath(glyph.id)).commands;
        fillOutline(mask, commands, x, y, (block.size * scale) / run.font.unitsPerEm);
        mask.drawOver(reference, crop.width, 0, 0);
      }
    }
    const cropped = textCoverage(block, scale, crop);
    const worst = (differences: (index: number) => number) =>
      cropped.reduce((most, _, index) => Math.max(most, Math.abs(differences(index))), 0);
    expect(worst((index) => cropped[index]! - Math.round(reference[index]! * 255))).toBeLessThanOrEqual(1);
    const onPage = (index: number) => (top + Math.floor(index / crop.width)) * page.width + left + (index % crop.width);
    expect(worst((index) => cropped[index]! - whole[onPage(index)]!)).toBeLessThanOrEqual(1);
  });
});
