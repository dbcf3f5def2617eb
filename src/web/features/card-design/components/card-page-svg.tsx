import { memo, useCallback, useId, type ReactNode } from 'react';
import { cardGeometry, type Box } from '@shared/card-layout/card-geometry';
import { heartPath } from '@shared/card-layout/card-ornaments';
import type { LayoutFont } from '@shared/card-layout/layout-font';
import type { TextBlockLayout } from '@shared/card-layout/text-layout';
import { SvgEmoji } from './svg-emoji';

const { trim } = cardGeometry;

/** Each face a short number for its glyph outlines' ids, the same for the page's life. */
const fontNumbers = new WeakMap<LayoutFont, number>();
let fontCount = 0;

function fontNumber(font: LayoutFont): number {
  let number = fontNumbers.get(font);
  if (number === undefined) {
    number = fontCount += 1;
    fontNumbers.set(font, number);
  }
  return number;
}

type LaidLine = TextBlockLayout['lines'][number];

/** Whether two laid lines draw the same: same glyphs and emoji in the same places. */
function sameLine(a: LaidLine, b: LaidLine): boolean {
  if (a.text !== b.text || a.x !== b.x || a.baseline !== b.baseline || a.runs.length !== b.runs.length) return false;
  return a.runs.every((run, index) => {
    const other = b.runs[index]!;
    if (run.kind === 'emoji' || other.kind === 'emoji') {
      return run.kind === other.kind && run.x === other.x && run.text === other.text;
    }
    return (
      run.font === other.font &&
      run.glyphs.length === other.glyphs.length &&
      run.glyphs.every((glyph, at) => {
        const same = other.glyphs[at]!;
        return glyph.id === same.id && glyph.x === same.x && glyph.y === same.y;
      })
    );
  });
}

/**
 * One line's glyphs as <use> of the block's outlines. A keystroke lays the whole card out
 * again; only the lines it changed are drawn again (memo), and a glyph keeps its element while
 * it moves (keyed by its place in the line, not its position).
 */
const SvgLine = memo(
  function SvgLine({
    line,
    size,
    outlineId,
  }: {
    line: LaidLine;
    size: number;
    outlineId: (font: LayoutFont, id: number) => string;
  }) {
    return (
      <g data-line={line.text}>
        {line.runs.map((run, runIndex) => {
          if (run.kind === 'emoji') return <SvgEmoji key={`${runIndex}-emoji`} file={run.file} box={run.box} />;
          const scale = size / run.font.unitsPerEm;
          return run.glyphs.map((glyph, at) =>
            run.font.glyphPath(glyph.id) ? (
              <use
                key={`${runIndex}-${at}`}
                href={`#${outlineId(run.font, glyph.id)}`}
                transform={`translate(${glyph.x.toFixed(2)} ${glyph.y.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})`}
              />
            ) : null,
          );
        })}
      </g>
    );
  },
  (before, after) =>
    before.size === after.size && before.outlineId === after.outlineId && sameLine(before.line, after.line),
);

/**
 * A laid-out text block drawn as the outlines of its glyphs, each where the shared layout put it:
 * the glyphs the print embeds, shaped and ordered by the same code, from the same font files
 * (server/card-renderer/draw-text-svg.ts draws the preview the same way). The browser sets no
 * text itself, so its own shaping, fonts or line breaking cannot make the editor differ from
 * the print. Each glyph's outline is defined once per block and placed with <use>.
 */
export function SvgTextBlock({ block }: { block: TextBlockLayout }) {
  const prefix = useId();
  const outlineId = useCallback((font: LayoutFont, id: number) => `${prefix}g${fontNumber(font)}-${id}`, [prefix]);
  const outlines = new Map<string, ReactNode>();
  for (const line of block.lines) {
    for (const run of line.runs) {
      if (run.kind !== 'glyphs') continue;
      for (const glyph of run.glyphs) {
        const key = outlineId(run.font, glyph.id);
        if (outlines.has(key)) continue;
        const d = run.font.glyphPath(glyph.id);
        outlines.set(key, d ? <path key={key} id={key} d={d} /> : null);
      }
    }
  }
  return (
    <g fill={block.style.color}>
      {block.lines.map((line, index) => (
        <SvgLine key={index} line={line} size={block.size} outlineId={outlineId} />
      ))}
      <defs>{[...outlines.values()]}</defs>
    </g>
  );
}

/** A heart in its box, as the print draws its 24-unit path. */
export function SvgHeart({ box, color, opacity }: { box: Box; color: string; opacity: number }) {
  return (
    <path
      d={heartPath}
      transform={`translate(${box.x} ${box.y}) scale(${box.width / 24})`}
      fill={color}
      fillOpacity={opacity}
    />
  );
}

/** One trimmed page in the card's own points: paper, then what is drawn on it. */
export function SvgPage({ paper, children }: { paper: string; children?: ReactNode }) {
  return (
    <svg viewBox={`0 0 ${trim.width} ${trim.height}`} aria-hidden focusable="false" className="block h-auto w-full">
      <rect width={trim.width} height={trim.height} fill={paper} />
      {children}
    </svg>
  );
}
