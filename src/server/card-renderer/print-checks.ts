import {
  cardDesignRules,
  printCheckMessages,
  type PrintCheckCode,
  type TextPart,
} from '../../shared/card-design-rules.js';
import type { CardLayout } from './card-layout.js';
import { effectiveDpi } from './card-picture.js';

export interface PrintCheck {
  code: PrintCheckCode;
  message: string;
  /** The text it is about, for text checks. */
  part?: TextPart;
  dpi?: number;
  size?: number;
}

/**
 * The pre-print checks the customer sees before approving and the admin sees on the order: the
 * picture's effective resolution at its printed size, and text that shrank below a readable
 * size, was cut, or lost characters the typeface does not have.
 */
export function printChecks(layout: CardLayout, source: { width: number; height: number } | null): PrintCheck[] {
  const checks: PrintCheck[] = [];
  if (!layout.pictureBox || !source) {
    checks.push({ code: 'no-picture', message: printCheckMessages.noPicture });
  } else {
    const dpi = effectiveDpi(source, layout.pictureBox, layout.crop);
    if (dpi < cardDesignRules.lowResolutionDpi) {
      checks.push({ code: 'low-resolution', message: printCheckMessages.lowResolution(dpi), dpi });
    }
  }
  for (const part of ['front', 'inside', 'back'] as const) {
    const block = layout.texts[part];
    if (block.truncated) checks.push({ code: 'text-cut', part, message: printCheckMessages.textCut(part) });
    else if (block.belowReadable) {
      checks.push({
        code: 'small-text',
        part,
        size: block.size,
        message: printCheckMessages.smallText(part, block.size),
      });
    }
    if (block.replacedCharacters) {
      checks.push({ code: 'characters-replaced', part, message: printCheckMessages.charactersReplaced(part) });
    }
  }
  return checks;
}
