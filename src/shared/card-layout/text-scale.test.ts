import { describe, expect, it } from 'vitest';
import { cardStyleLooks } from './card-style-looks';
import { scaledMaxSize, textScaleLimits } from './text-scale';

describe('scaledMaxSize', () => {
  const inside = cardStyleLooks.realistic.insideText; // 18 pt, at least 6

  it("keeps the style's size at scale 1 and scales down in half points", () => {
    expect(scaledMaxSize(inside)).toBe(18);
    expect(scaledMaxSize(inside, 1)).toBe(18);
    expect(scaledMaxSize(inside, 0.75)).toBe(13.5);
    expect(scaledMaxSize(inside, 0.8)).toBe(14.5);
  });

  it("never goes above the style's largest size or below the scale's and the style's smallest", () => {
    expect(scaledMaxSize(inside, 3)).toBe(18);
    expect(scaledMaxSize(inside, 0.1)).toBe(18 * textScaleLimits.min);
    expect(scaledMaxSize({ maxSize: 10, minSize: 8 }, 0.5)).toBe(8);
  });
});
