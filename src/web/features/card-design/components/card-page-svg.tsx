import type { ReactNode } from 'react';
import { cardGeometry, type Box } from '@shared/card-layout/card-geometry';
import { heartPath } from '@shared/card-layout/card-ornaments';
import type { TextBlockLayout } from '@shared/card-layout/text-layout';

const { trim } = cardGeometry;

/**
 * Each character's left edge along a line, by the same advances and tracking the layout measured
 * and the server's renderer places its glyphs by (server/card-renderer/draw-text-svg.ts). Placing
 * every character leaves the browser no kerning or shaping of its own to add.
 */
function characterXs(block: TextBlockLayout, text: string, startX: number): string {
  const tracking = (block.style.tracking ?? 0) * block.size;
  const xs: string[] = [];
  let x = startX;
  for (const char of text) {
    // SVG counts UTF-16 units; both halves of a pair sit at the character's position.
    for (let unit = 0; unit < char.length; unit += 1) xs.push(x.toFixed(2));
    x += block.style.font.advance(char.codePointAt(0)!) * block.size + tracking;
  }
  return xs.join(' ');
}

/** A laid-out text block drawn in `family`, the FontFace holding the very file it was measured with. */
export function SvgTextBlock({ block, family }: { block: TextBlockLayout; family: string }) {
  return (
    <g
      fill={block.style.color}
      fontFamily={`"${family}"`}
      fontSize={block.size}
      style={{ fontFeatureSettings: '"liga" 0, "clig" 0, "calt" 0, "kern" 0, "dlig" 0', whiteSpace: 'pre' }}
    >
      {block.lines.map((line, index) =>
        line.text ? (
          <text key={index} x={characterXs(block, line.text, line.x)} y={line.baseline}>
            {line.text}
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
