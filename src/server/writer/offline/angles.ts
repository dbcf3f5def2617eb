import type { CardFacts } from './card-facts.js';

/** A line a card may print, or nothing when the facts it needs are missing. */
export type Line = (facts: CardFacts) => string | false | undefined;

/**
 * One angle of a tone: for sentimental the person, the moment or the future; for a roast one
 * kind of joke. The three options of a set come from a tone's three angles, so they differ in
 * what they say, not only in wording.
 */
export interface Angle {
  name: string;
  front: readonly Line[];
  inside: readonly Line[];
  back: readonly Line[];
}

/** Sentences joined, the missing ones left out: lines stay readable whatever the facts hold. */
export const sentences = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ');

/** "you" to one recipient, "you two" or "you all" to several, for lines that need the difference. */
export const youAll = (facts: CardFacts) => (facts.many ? (facts.count === 2 ? 'you two' : 'you all') : 'you');
