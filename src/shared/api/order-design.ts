import { z } from 'zod';
import { pictureCropLimits, type PictureCrop } from '../card-layout/picture-crop.js';
import { textScaleLimits, type TextScales } from '../card-layout/text-scale.js';
import { cardTextMessages, textParts } from '../card-text-rules.js';
import { cardOptionSchema } from './generate.js';

/** The picture's place in the front's box (card-layout/picture-crop.ts has the maths). */
export const pictureCropSchema = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  zoom: z.number().min(pictureCropLimits.minZoom).max(pictureCropLimits.maxZoom),
}) satisfies z.ZodType<PictureCrop>;

const textScale = z.number().min(textScaleLimits.min).max(textScaleLimits.max);

/** The customer's text size per text (card-layout/text-scale.ts); a text left out keeps the style's size. */
export const textScalesSchema = z.object({
  front: textScale.optional(),
  inside: textScale.optional(),
  back: textScale.optional(),
}) satisfies z.ZodType<TextScales>;

/**
 * What the editor sends with the order (checkoutData.cardDesign): the texts as the customer
 * edited them, held to the written options' rules, the picture's crop and the text sizes.
 * Without it an order prints the chosen option's texts, the renderer's own crop and the
 * style's sizes, as before the editor.
 */
export const cardDesignSchema = z.object({
  // The writer never sends a blank text; a customer can, and it would print an empty page.
  texts: cardOptionSchema.superRefine((texts, context) => {
    for (const part of textParts) {
      if (!texts[part].trim())
        context.addIssue({ code: 'custom', path: [part], message: cardTextMessages.missing(part) });
    }
  }),
  crop: pictureCropSchema.optional(),
  textScale: textScalesSchema.optional(),
});
export type CardDesign = z.infer<typeof cardDesignSchema>;

/** What an order keeps beside its texts: how the picture is placed and the text sized. */
export type DesignChoices = Omit<CardDesign, 'texts'>;

/** A note on one of the customer's texts that does not stop the order (the safety filter's). */
export const textWarningSchema = z.object({
  part: z.enum(['front', 'inside', 'back']),
  message: z.string(),
});
export type TextWarning = z.infer<typeof textWarningSchema>;
