import type { TextRole } from '../../../src/shared/card-layout/layout-card-texts';
import type { TextBlockLayout } from '../../../src/shared/card-layout/text-layout';

/**
 * What a laid-out block decides, without its font objects: what both sides must agree on. A
 * run's face is named by its font's name: the style typeface's family, or a fallback file's key.
 */
export function blockSummary(block: TextBlockLayout) {
  const { size, lineGap, bounds, shrunk, belowReadable, truncated, missingCharacters } = block;
  const lines = block.lines.map(({ text, x, baseline, width, runs }) => ({
    text,
    x,
    baseline,
    width,
    // Every glyph's id and place too: shaping and bidi order must agree, not only the widths.
    runs: runs.map((run) =>
      run.kind === 'emoji'
        ? { face: `emoji:${run.file}`, text: run.text, x: run.x, width: run.width, glyphs: [] }
        : {
            face: run.font.name,
            text: run.text,
            x: run.x,
            width: run.width,
            glyphs: run.glyphs.map((glyph) => [glyph.id, glyph.x, glyph.y]),
          },
    ),
  }));
  return { size, lineGap, lines, bounds, shrunk, belowReadable, truncated, missingCharacters };
}
export type BlockSummary = ReturnType<typeof blockSummary>;

export type CardSummary = Record<TextRole, BlockSummary>;
