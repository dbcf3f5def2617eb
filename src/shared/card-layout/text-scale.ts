import type { TextPart } from '../card-design-rules.js';
import type { TextStyle } from './text-layout.js';

/**
 * The customer's text size, per text: a fraction of the style's largest size for that text.
 * 1 is the style's own size (the default); smaller values start the text smaller, and text
 * still shrinks from there if it does not fit. A fraction rather than points, so the choice
 * means the same after switching to a style with other sizes. The style's maxSize is the
 * upper limit (the designer's largest size fits the box) and its minSize the lower one.
 */
export type TextScales = Partial<Record<TextPart, number>>;

export const textScaleLimits = {
  min: 0.5,
  max: 1,
  /** The editor's steps; any value in range is accepted and laid out. */
  step: 0.05,
} as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The size a text starts at under `scale`: in half points (the steps layout shrinks in), never
 * above the style's largest size nor below its smallest.
 */
export function scaledMaxSize(style: Pick<TextStyle, 'maxSize' | 'minSize'>, scale = 1): number {
  const wanted = style.maxSize * clamp(scale, textScaleLimits.min, textScaleLimits.max);
  return clamp(Math.round(wanted * 2) / 2, style.minSize, style.maxSize);
}

/** The style with the customer's size applied. */
export function scaledTextStyle<S extends Pick<TextStyle, 'maxSize' | 'minSize'>>(style: S, scale?: number): S {
  return scale === undefined ? style : { ...style, maxSize: scaledMaxSize(style, scale) };
}
