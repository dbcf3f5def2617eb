import { unsafeTextMessage } from './api/text.js';
import type { TextPart } from './card-design-rules.js';

/** How long each of the card's texts may be: what fits its box at a readable size. */
export const cardTextLimits: Record<TextPart, number> = { front: 120, inside: 600, back: 200 };

const partNames: Record<TextPart, string> = { front: 'front', inside: 'inside', back: 'back' };

/**
 * What the server (and the editor) say about a card text it cannot take. The spec shows none
 * for edited texts; these follow its form messages: what is wrong and what to do.
 */
export const cardTextMessages = {
  missing: (part: TextPart) => `Please write the ${partNames[part]} text of your card.`,
  tooLong: (part: TextPart) =>
    `The ${partNames[part]} text can be at most ${cardTextLimits[part]} characters. Please shorten it.`,
  unsafeCharacters: (part: TextPart) =>
    `The ${partNames[part]} text contains control characters or broken Unicode that we cannot print. Please retype it.`,
  /** The safety filter's note on a text the customer wrote: printed as written, flagged so they can look again. */
  flagged: (part: TextPart, match: string) =>
    `Your ${partNames[part]} text says "${match}", which our writer would leave out of a card. We will print it as you wrote it; please check it is what you mean.`,
} as const;

export const textParts: readonly TextPart[] = ['front', 'inside', 'back'];

/**
 * The customer's words for a refused edited text (a request issue at `…cardDesign.texts.<part>`),
 * or null for any other issue. The schema's own messages already name the text; the shared
 * control-character message is generic, so it is put in the text's words here.
 */
export function editedTextIssue(issue: { path: readonly PropertyKey[]; message: string }): string | null {
  const at = issue.path.indexOf('cardDesign');
  if (at < 0 || issue.path[at + 1] !== 'texts') return null;
  const part = textParts.find((name) => name === issue.path[at + 2]);
  if (!part) return null;
  return issue.message === unsafeTextMessage ? cardTextMessages.unsafeCharacters(part) : issue.message;
}
