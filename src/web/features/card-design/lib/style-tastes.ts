import type { CardStyleId } from '@shared/creation-rules';

/**
 * A quick taste of each style's picture treatment as a CSS filter (or a pattern without a
 * picture): shown only until the server's renderer has drawn the real thing.
 */
export const styleTastes: Record<CardStyleId, { filter: string; swatch: string }> = {
  realistic: { filter: 'none', swatch: 'linear-gradient(135deg, #f9a8d4, #fcd34d 55%, #86efac)' },
  watercolor: {
    filter: 'saturate(1.35) contrast(0.85) brightness(1.08) blur(0.6px)',
    swatch:
      'radial-gradient(circle at 30% 30%, #bfdbfe, transparent 60%), radial-gradient(circle at 70% 65%, #fbcfe8, #fef9c3)',
  },
  sketch: {
    filter: 'grayscale(1) contrast(1.8) brightness(1.15)',
    swatch: 'repeating-linear-gradient(45deg, #fafaf9 0 6px, #d6d3d1 6px 7px)',
  },
  vintage: {
    filter: 'sepia(0.65) contrast(0.9) saturate(0.8) brightness(1.03)',
    swatch: 'linear-gradient(135deg, #d6b98c, #a47551 60%, #7c5a3a)',
  },
};
