import type { CardOption } from '../../shared/api/generate.js';
import type { PictureCrop } from '../../shared/card-layout/picture-crop.js';
import type { OrderPayload } from '../../shared/api/orders.js';
import type { DesignChoices, TextWarning } from '../../shared/api/order-design.js';
import { cardTextMessages, textParts } from '../../shared/card-text-rules.js';
import { checkText } from '../writer/writer.js';

interface OrderedDesign {
  /** What the card says: the editor's texts, or the chosen option as written. */
  texts: CardOption;
  /** The crop and text sizes, or null for an order without a picture and with the style's sizes. */
  choices: DesignChoices | null;
  warnings: TextWarning[];
}

/**
 * The design an order prints. Its crop is the editor's, else `subject`: where checkout found the
 * picture's subject (none without a picture). Texts the customer changed are their own words,
 * so the safety filter warns instead of refusing, in every tone: they are the author, and
 * Keepsake never refused a customer's own description either (the filter keeps flagged words
 * out of what our writer says). Texts left as written are not checked again. Length and
 * characters were checked by the request schema (the written options' rules).
 */
export function orderedDesign(payload: OrderPayload, subject: PictureCrop | null = null): OrderedDesign {
  const { checkoutData, contextData } = payload;
  const option = checkoutData.cardOptions[checkoutData.selectedOption]!;
  const design = checkoutData.cardDesign;
  if (!design) return { texts: option, choices: subject ? { crop: subject } : null, warnings: [] };
  const warnings: TextWarning[] = [];
  for (const part of textParts) {
    if (design.texts[part] === option[part]) continue;
    const verdict = checkText(design.texts[part], contextData.selectedTone);
    if (!verdict.safe) warnings.push({ part, message: cardTextMessages.flagged(part, verdict.match) });
  }
  const choices: DesignChoices = {};
  const crop = design.crop ?? subject;
  if (crop) choices.crop = crop;
  if (design.textScale) choices.textScale = design.textScale;
  return { texts: design.texts, choices: Object.keys(choices).length > 0 ? choices : null, warnings };
}
