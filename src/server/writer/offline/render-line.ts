import type { CardContext } from './card-context.js';
import { personalSlots } from './card-context.js';

export interface RenderedLine {
  text: string;
  /** How many of the customer's own details the line carries. */
  personal: number;
}

/** Innermost first, so a fallback may itself hold a slot: "{topic|this {medium}}". */
const slotPattern = /\{(\w+)(?:\|([^{}]*))?\}/g;

/**
 * Fills a line such as "Remember {topic}?" or "{Wish|With love.}" from the context. `{Slot}`
 * capitalizes the value; `{slot|text}` falls back to the text; a missing slot without a fallback
 * makes the whole line unusable (null), so no card ever says "undefined".
 */
export function renderLine(template: string, context: CardContext): RenderedLine | null {
  let missing = false;
  let personal = 0;
  const fill = (text: string) =>
    text.replace(slotPattern, (_match, slot: string, fallback: string | undefined) => {
      const key = slot.charAt(0).toLowerCase() + slot.slice(1);
      const value = context[key];
      if (value === undefined || value === '') {
        if (fallback === undefined) missing = true;
        return fallback ?? '';
      }
      if (personalSlots.has(key)) personal += 1;
      return slot === key ? value : value.charAt(0).toUpperCase() + value.slice(1);
    });
  let filled = template;
  for (let previous = ''; previous !== filled && !missing;) {
    previous = filled;
    filled = fill(filled);
  }
  if (missing) return null;
  const text = filled
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,!?:;])/g, '$1')
    .trim();
  return { text, personal };
}
