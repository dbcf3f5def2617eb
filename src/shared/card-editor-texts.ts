import { isSafeText } from './api/text.js';
import { cardTextLimits, cardTextMessages, textParts } from './card-text-rules.js';
import type { TextPart } from './card-design-rules.js';

const partNames: Record<TextPart, string> = { front: 'Front', inside: 'Inside', back: 'Back' };

/**
 * The card editor's words (/create/options after an option is chosen, and a change request
 * after payment). The spec shows no editor; these follow its plain, second-person voice.
 */
export const cardEditorTexts = {
  heading: 'Make it yours',
  intro:
    'This is your card as it will print, page by page. Change the words, move and zoom your picture, and pick a text size; the pages follow as you type.',
  textLabel: (part: TextPart) => `${partNames[part]} text`,
  sizeLabel: (part: TextPart) => `${partNames[part]} text size`,
  /** A size choice read out: the share of the style's size and the points it starts at. */
  sizeValue: (percent: number, points: number) => `${percent}% (${points} pt)`,
  characterCount: (part: TextPart, length: number) => `${length}/${cardTextLimits[part]}`,
  resetTexts: 'Use the written text',
  resetTextsDone: 'The written text is back.',
  pictureControl: 'Move and zoom your picture',
  pictureHint: 'Drag or pinch the picture, or focus it and use the arrow keys to move it and + or - to zoom.',
  zoomLabel: 'Zoom',
  zoomValue: (zoom: number) => `${Math.round(zoom * 100)}%`,
  centrePicture: 'Centre the picture',
  pictureDrawing: 'Drawing your picture in this style…',
  fontsFailed:
    'The card’s typefaces did not load, so the pages cannot be shown. Check your connection and reload the page.',
  blankText: (part: TextPart) =>
    `The ${partNames[part].toLowerCase()} text is empty; write something before you continue.`,
  checksLabel: (page: string) => `Checks for the ${page} page`,
  /** Said to screen readers after a key moved or zoomed the picture. */
  pictureMoved: 'Picture moved.',
  pictureZoomed: (zoom: number) => `Zoom ${Math.round(zoom * 100)}%.`,
} as const;

/**
 * What stops an edited text from going on, in the editor's words, or null: blank, or holding
 * characters the order's schema refuses (pasted control characters), said at the field rather
 * than as a failed save.
 */
export function editedTextProblem(part: TextPart, value: string): string | null {
  if (!value.trim()) return cardEditorTexts.blankText(part);
  if (!isSafeText(value, { multiLine: true })) return cardTextMessages.unsafeCharacters(part);
  return null;
}

/** The first text of the three that cannot go on, and why. */
export function firstTextProblem(texts: Record<TextPart, string>): string | null {
  for (const part of textParts) {
    const problem = editedTextProblem(part, texts[part]);
    if (problem) return problem;
  }
  return null;
}
