import { cardDesignRules, printCheckMessages, type PrintCheckCode, type TextPart } from '../card-design-rules.js';
import type { Box } from './card-geometry.js';
import { clampCrop, type PictureCrop } from './picture-crop.js';
import type { TextBlockLayout } from './text-layout.js';

export interface PrintCheck {
  code: PrintCheckCode;
  message: string;
  /** The text it is about, for text checks. */
  part?: TextPart;
  dpi?: number;
  size?: number;
}

interface Size {
  width: number;
  height: number;
}

/**
 * Effective resolution of the picture printed in `box`: what a cover crop keeps, per inch; the
 * customer's zoom keeps that much less. `picture` is the upright source's pixels, as the print uses them.
 */
export function effectiveDpi(picture: Size, box: Box, crop: PictureCrop | null = null): number {
  const zoom = crop ? clampCrop(crop).zoom : 1;
  return Math.floor(Math.min(picture.width / (box.width / 72), picture.height / (box.height / 72)) / zoom);
}

export interface CardPrintChecksInput {
  texts: Record<TextPart, Pick<TextBlockLayout, 'truncated' | 'belowReadable' | 'missingCharacters' | 'size'>>;
  /** The upright source picture's pixels, or null for a card without one. */
  picture: Size | null;
  /** The style's picture box; null when the card shows no picture. */
  pictureBox: Box | null;
  crop: PictureCrop | null;
}

/**
 * The pre-print checks the customer sees before approving (and live in the editor) and the admin
 * sees on the order: the picture's effective resolution at its printed size, and text that shrank
 * below a readable size, was cut, or lost characters no face can draw (named in the message). The browser and
 * the renderer call this same function, so the editor warns about exactly what the print gets.
 */
export function cardPrintChecks(input: CardPrintChecksInput): PrintCheck[] {
  const checks: PrintCheck[] = [];
  if (!input.pictureBox || !input.picture) {
    checks.push({ code: 'no-picture', message: printCheckMessages.noPicture });
  } else {
    const dpi = effectiveDpi(input.picture, input.pictureBox, input.crop);
    if (dpi < cardDesignRules.lowResolutionDpi) {
      checks.push({ code: 'low-resolution', message: printCheckMessages.lowResolution(dpi), dpi });
    }
  }
  for (const part of ['front', 'inside', 'back'] as const) {
    const block = input.texts[part];
    if (block.truncated) checks.push({ code: 'text-cut', part, message: printCheckMessages.textCut(part) });
    else if (block.belowReadable) {
      checks.push({
        code: 'small-text',
        part,
        size: block.size,
        message: printCheckMessages.smallText(part, block.size),
      });
    }
    if (block.missingCharacters.length > 0) {
      checks.push({
        code: 'characters-replaced',
        part,
        message: printCheckMessages.charactersLeftOut(part, block.missingCharacters),
      });
    }
  }
  return checks;
}
