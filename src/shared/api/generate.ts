import { z } from 'zod';
import type { TextPart } from '../card-design-rules.js';
import { cardTextLimits, cardTextMessages } from '../card-text-rules.js';
import { tones, uploadLimits } from '../creation-rules.js';
import { multiLine } from './text.js';
import { mediaIdSchema } from './uploads.js';

/** One of the card's texts, with its length limit and the messages the customer reads. */
const cardText = (part: TextPart) =>
  multiLine({ message: cardTextMessages.missing(part) })
    .min(1, { message: cardTextMessages.missing(part) })
    .max(cardTextLimits[part], { message: cardTextMessages.tooLong(part) });

/**
 * One card's text: a card option as the spec's data model names it. The writer's options and
 * the customer's edited texts (api/order-design.ts) are held to these same rules.
 */
export const cardOptionSchema = z.object({
  front: cardText('front'),
  inside: cardText('inside'),
  back: cardText('back'),
});
export type CardOption = z.infer<typeof cardOptionSchema>;

/**
 * POST /api/generate-messages is multipart: `memory` (the file), `memoryDescription`, `tone`,
 * and, for Load More, `previousOptions` (JSON text of the options already shown) so the writer
 * returns new ones unlike them. These are the text fields, checked after the file streams in.
 */
export const generateFieldsSchema = z.object({
  memoryDescription: multiLine({ message: 'Please add some context about your memory to continue.' })
    .trim()
    .min(1, { message: 'Please add some context about your memory to continue.' })
    .max(uploadLimits.descriptionMaxLength, {
      message: `The description can be at most ${uploadLimits.descriptionMaxLength} characters.`,
    }),
  tone: z.enum(tones, { message: 'Please choose a tone: roast, sentimental or playful.' }),
  previousOptions: z.array(cardOptionSchema).max(12).default([]),
});
export type GenerateFields = z.infer<typeof generateFieldsSchema>;

/**
 * The JSON form of POST /api/generate-messages: the memory was uploaded already (resumable,
 * /api/uploads) and is named by its media id; previousOptions is the array itself here.
 */
export const generateByMediaSchema = generateFieldsSchema.extend({
  mediaId: mediaIdSchema,
});
export type GenerateByMedia = z.input<typeof generateByMediaSchema>;

/**
 * Who wrote the options: 'offline' the built-in writer (no model configured), 'llm' the model,
 * 'fallback' the built-in writer because the model failed or answered badly. The options page
 * says so for both built-in cases.
 */
export const writerKinds = ['offline', 'llm', 'fallback'] as const;
export type WriterKind = (typeof writerKinds)[number];

export const generateResponseSchema = z.object({
  cardOptions: z.array(cardOptionSchema),
  writer: z.enum(writerKinds),
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;
