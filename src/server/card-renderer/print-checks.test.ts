import { describe, expect, it } from 'vitest';
import { printCheckMessages } from '../../shared/card-design-rules';
import { cardStyleIds } from '../../shared/creation-rules';
import { insideBox, safeBox } from '../../shared/card-layout/card-geometry';
import { layoutCard } from './card-layout';
import { printChecks } from './print-checks';

const twelveMegapixels = { width: 4000, height: 3000 };
const design = { front: 'To the best sister', inside: 'Every sunset reminds me of you.', back: 'Love, Sam' };

describe('the pre-print checks', () => {
  it('pass a short card with a large picture', () => {
    const layout = layoutCard({ ...design, style: 'realistic' }, { hasPicture: true });
    expect(printChecks(layout, twelveMegapixels)).toEqual([]);
  });

  // 700 characters is more than the front box holds at a readable size in any style, and less
  // than it holds at the smallest size, so the text shrinks below readable without being cut.
  const longFront = 'To the one who always knows when to bring snacks and when to bring tissues. '
    .repeat(10)
    .slice(0, 700);

  it.each(cardStyleIds)('warn when the %s front text had to shrink below a readable size', (style) => {
    const layout = layoutCard({ ...design, front: longFront, style }, { hasPicture: true });
    const block = layout.texts.front;
    const { minSize, readableSize } = block.style;
    expect(block.size).toBeLessThan(readableSize);
    expect(block.size).toBeGreaterThanOrEqual(minSize);
    expect(block.belowReadable).toBe(true);
    expect(block.truncated).toBe(false);
    expect(block.lines.map((line) => line.text).join(' ')).toBe(longFront.trim());
    // Shrunk, yet still inside its box and the safe zone.
    expect(insideBox(block.bounds, block.box)).toBe(true);
    expect(insideBox(block.bounds, safeBox())).toBe(true);

    const checks = printChecks(layout, twelveMegapixels);
    expect(checks).toEqual([
      {
        code: 'small-text',
        part: 'front',
        size: block.size,
        message: printCheckMessages.smallText('front', block.size),
      },
    ]);
  });

  it('raise no small-text warning for text that still fits at a readable size', () => {
    const layout = layoutCard({ ...design, front: longFront.slice(0, 120), style: 'realistic' }, { hasPicture: true });
    expect(layout.texts.front.shrunk).toBe(true);
    expect(layout.texts.front.belowReadable).toBe(false);
    expect(printChecks(layout, twelveMegapixels).map((check) => check.code)).not.toContain('small-text');
  });
});
