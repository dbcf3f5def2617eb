import { z } from 'zod';
import { cardOptionSchema } from './api/generate.js';
import { occasionCardSchema } from './api/occasions.js';
import { cardDesignSchema, pictureCropSchema, textScalesSchema } from './api/order-design.js';
import { cardTextLimits } from './card-text-rules.js';
import { cardStyleIds, defaultCardStyle, tones, uploadLimits } from './creation-rules.js';

/**
 * The creation flow's session-storage items. The browser writes them step by
 * step; checkout reads them and sends context and checkout data in the order payload, so their
 * shapes live here, once.
 */
export const creationSessionKeys = {
  uploadedFile: 'uploadedFile',
  contextData: 'contextData',
  checkoutData: 'checkoutData',
  /** Set when the customer follows the options page's hint back to change the description or vibe. */
  memoryOrVibeUpdated: 'memoryOrVibeUpdated',
  /** Which writer wrote the options in checkoutData, so coming back still says so. */
  cardWriter: 'cardWriter',
  /** The plan picked on Subscribe & Save before creating a card: checkout starts with it chosen. */
  chosenPlan: 'chosenPlan',
  /** The options page as it stands (options, choice, style), so a reload shows the same (issue 16). */
  optionsDraft: 'optionsDraft',
  /**
   * Set when the card was started from an occasion reminder's link (/create?for=<token>): whose
   * occasion it is, so the context page can say so and checkout can send it to that recipient
   * (`cardForSchema`; cleared once the order is paid).
   */
  cardFor: 'cardFor',
} as const;

/** The card is for this saved recipient's occasion: recipientId and occasionId, with words to show. */
export const cardForSchema = occasionCardSchema;
export type CardFor = z.infer<typeof cardForSchema>;

/**
 * The uploaded memory. Small files travel as a data URL in `data`; a file whose record would
 * exceed the 4 MB threshold stays in memory (`useGlobalFile`) and `data` is empty: it is found
 * again by name and size.
 */
export const storedUploadSchema = z
  .object({
    name: z.string().min(1).max(1024),
    type: z.string().max(255),
    size: z.number().int().nonnegative(),
    data: z.string(),
    timestamp: z.number().int().positive(),
    dataUrl: z.boolean(),
    isLargeFile: z.boolean(),
    useGlobalFile: z.boolean(),
    isMobileUpload: z.boolean(),
    requiresReupload: z.boolean(),
    /** The finished resumable upload of this file (/api/uploads): later steps send this, not the file. */
    mediaId: z.string().uuid().optional(),
  })
  .refine((upload) => upload.useGlobalFile || (upload.dataUrl && upload.data.startsWith('data:')), {
    message: 'A stored upload needs its data URL unless the file is held in memory',
  });
export type StoredUpload = z.infer<typeof storedUploadSchema>;

export const contextDataSchema = z.object({
  selectedTone: z.enum(tones),
  memoryDescription: z.string().max(uploadLimits.descriptionMaxLength),
});
export type ContextData = z.infer<typeof contextDataSchema>;

export const checkoutDataSchema = z
  .object({
    selectedOption: z.number().int().nonnegative(),
    selectedCardStyle: z.enum(cardStyleIds).default(defaultCardStyle),
    cardOptions: z.array(cardOptionSchema).min(1),
    /** What the editor made of the chosen option; sent with the order as it is. */
    cardDesign: cardDesignSchema.optional(),
  })
  .refine((data) => data.selectedOption < data.cardOptions.length, {
    message: 'The selected option must be one of the card options',
    path: ['selectedOption'],
  });
export type CheckoutData = z.infer<typeof checkoutDataSchema>;

/** A card text as the editor may hold it mid-edit: possibly blank, never longer than the card takes. */
const draftTextsSchema = z.object({
  front: z.string().max(cardTextLimits.front),
  inside: z.string().max(cardTextLimits.inside),
  back: z.string().max(cardTextLimits.back),
});

/**
 * The editor's work on the options page, kept so a reload loses none of it: the texts as edited
 * per option (keyed by the option's index), and the text sizes and crop, which stay with the card
 * whichever option is chosen.
 */
export const editorDraftSchema = z.object({
  texts: z.record(z.string().regex(/^\d+$/), draftTextsSchema),
  textScale: textScalesSchema,
  crop: pictureCropSchema.nullable(),
});
export type EditorDraft = z.infer<typeof editorDraftSchema>;

/** What the options page shows before Continue: like checkoutData, but nothing need be chosen yet. */
export const optionsDraftSchema = z
  .object({
    selectedOption: z.number().int().nonnegative().nullable(),
    selectedCardStyle: z.enum(cardStyleIds).default(defaultCardStyle),
    cardOptions: z.array(cardOptionSchema).min(1),
    editor: editorDraftSchema.optional(),
  })
  .refine((data) => data.selectedOption === null || data.selectedOption < data.cardOptions.length, {
    message: 'The selected option must be one of the card options',
    path: ['selectedOption'],
  });
export type OptionsDraft = z.infer<typeof optionsDraftSchema>;
