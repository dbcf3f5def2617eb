import type { TextRole } from '../../../src/shared/card-layout/layout-card-texts';
import type { TextBlockLayout } from '../../../src/shared/card-layout/text-layout';

/** What a laid-out block decides, without its font object: what both sides must agree on. */
export function blockSummary(block: TextBlockLayout) {
  const { size, lineGap, lines, bounds, shrunk, belowReadable, truncated, replacedCharacters } = block;
  return { size, lineGap, lines, bounds, shrunk, belowReadable, truncated, replacedCharacters };
}
export type BlockSummary = ReturnType<typeof blockSummary>;

export type CardSummary = Record<TextRole, BlockSummary>;
