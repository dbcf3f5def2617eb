import type { ReactNode } from 'react';
import { cardGeometry, type Box } from '@shared/card-layout/card-geometry';
import { heartPath } from '@shared/card-layout/card-ornaments';
import type { LayoutFont } from '@shared/card-layout/layout-font';
import type { TextBlockLayout, TextRun } from '@shared/card-layout/text-layout';

const { trim } = cardGeometry;

/**
 * Each character's left edge along a run, by the same advances and tracking the layout measured
 * and the server's renderer places its glyphs by (server/card-renderer/draw-text-svg.ts). Placing
 * every character leaves the browser no kerning or shaping of its own to add.
 */
function characterXs(block: TextBlockLayout, run: TextRun): string {
  const tracking = (block.style.tracking ?? 0) * block.size;
  const xs: string[] = [];
  let x = run.x;
  for (const char of run.text) {
    // SVG counts UTF-16 units; both halves of a pair sit at the character's position.
    for (let unit = 0; unit < char.length; unit += 1) xs.push(x.toFixed(2));
    x += run.font.advance(char.codePointAt(0)!) * block.size + tracking;
  }
  return xs.join(' ');
}

/**
 * A laid-out text block, each run drawn in the FontFace family (`familyOf`) holding the very
 * file it was measured with: the style's typeface, or the fallback face layout chose.
 */
export function SvgTextBlock({ block, familyOf }: { block: TextBlockLayout; familyOf: (font: LayoutFont) => string }) {
  return (
    <g
      fill={block.style.color}
      fontSize={block.size}
      style={{ fontFeatureSettings: '"liga" 0, "clig" 0, "calt" 0, "kern" 0, "dlig" 0', whiteSpace: 'pre' }}
    >
      {block.lines.map((line, index) =>
        line.runs.length > 0 ? (
          <text key={index} y={line.baseline}>
            {line.runs.map((run, runIndex) => (
              <tspan key={runIndex} x={characterXs(block, run)} fontFamily={`"${familyOf(run.font)}"`}>
                {run.text}
              </tspan>
            ))}
          </text>
        ) : null,
      )}
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
