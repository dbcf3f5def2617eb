import { z } from 'zod';
import { designPageNames, printCheckCodes } from '../card-design-rules.js';
import { cardStyleIds } from '../creation-rules.js';
import { orderStatuses } from './account.js';
import { cardOptionSchema } from './generate.js';
import { pictureCropSchema, textScalesSchema } from './order-design.js';
import { multiLine, singleLine } from './text.js';
import { mediaIdSchema } from './uploads.js';

/**
 * The card design API's shapes (the endpoints themselves are in card-design-endpoints.ts). Every
 * call works for the order's owner (Bearer token), for an admin, or with the signed link token
 * from the preview e-mail (`token`); the card files are served at signed URLs from DesignView.
 */
export const designStates = ['rendering', 'awaiting_approval', 'approved'] as const;

export const printCheckSchema = z.object({
  code: z.enum(printCheckCodes),
  message: z.string(),
  part: z.enum(['front', 'inside', 'back']).optional(),
  dpi: z.number().optional(),
  size: z.number().optional(),
});
export type PrintCheckView = z.infer<typeof printCheckSchema>;

export const designPageSchema = z.object({
  name: z.enum(designPageNames as [string, ...string[]]),
  label: z.string(),
  url: z.string(),
});

export const changeRequestViewSchema = z.object({
  createdAt: z.string(),
  fromRevision: z.number(),
  toRevision: z.number(),
  style: z.string(),
  front: z.string(),
  inside: z.string(),
  back: z.string(),
  note: z.string().nullable(),
  via: z.enum(['link', 'account', 'admin']),
});

const pictureSizeSchema = z.object({ width: z.number(), height: z.number() });

export const designViewSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderStatus: z.enum(orderStatuses),
  /** rendering: a (new) preview is being made; awaiting_approval: the customer's turn; approved: printing. */
  state: z.enum(designStates),
  /** The revision the pages show (the newest ready one). */
  revision: z.number().nullable(),
  /** True while a newer revision than the pages show is being made. */
  rendering: z.boolean(),
  /** True when the order's picture cannot be decoded: the owner is asked to upload a new one. */
  pictureFailed: z.boolean(),
  style: z.enum(cardStyleIds),
  texts: cardOptionSchema,
  pages: z.array(designPageSchema),
  /** The print PDF, for the owner and admins (not through a link). */
  pdfUrl: z.string().nullable(),
  checks: z.array(printCheckSchema),
  effectiveDpi: z.number().nullable(),
  /** The picture's place and the text sizes of the latest revision (the one `texts` shows); null: the renderer's own. */
  crop: pictureCropSchema.nullable(),
  textScale: textScalesSchema.nullable(),
  /** A signed URL of the order's picture, upright, for the change editor to draw; null without one. */
  memoryUrl: z.string().nullable(),
  /** The upright picture's pixels as the print used them (what effectiveDpi is judged on); null before a render. */
  picture: pictureSizeSchema.nullable(),
  changeRounds: z.object({ used: z.number(), max: z.number(), left: z.number() }),
  canApprove: z.boolean(),
  canRequestChange: z.boolean(),
  approvedAt: z.string().nullable(),
  changeRequests: z.array(changeRequestViewSchema),
  /**
   * The link's preview was replaced by a newer one (a change was asked for since): the page says
   * so and leads to the current preview instead of offering actions the link can no longer take.
   */
  linkReplaced: z.boolean(),
  /**
   * A fresh link token for the revision now being made, given only in the answer to a change
   * asked through an e-mail link: that link is spent, and the page needs one to offer 'Approve
   * and print' and 'Request a change' on the new preview. The new e-mail carries the same power.
   */
  nextToken: z.string().nullable(),
});
export type DesignView = z.infer<typeof designViewSchema>;

export const linkTokenSchema = singleLine().min(10).max(400);

export const approveDesignRequestSchema = z.object({ token: linkTokenSchema.optional() });

export const changeDesignRequestSchema = cardOptionSchema.extend({
  token: linkTokenSchema.optional(),
  style: z.enum(cardStyleIds),
  note: multiLine().trim().max(500).optional(),
  /** The editor's crop and text sizes; each left out keeps the previous revision's. */
  crop: pictureCropSchema.optional(),
  textScale: textScalesSchema.optional(),
});
export type ChangeDesignRequest = z.infer<typeof changeDesignRequestSchema>;

/**
 * The JSON form of a new picture for a card whose picture could not be read: the picture was
 * uploaded already (the resumable upload) and is named by its media id.
 */
export const replacePictureRequestSchema = z.object({ mediaId: mediaIdSchema });
export type ReplacePictureRequest = z.infer<typeof replacePictureRequestSchema>;

export const stylePreviewsSchema = z.object({
  previews: z.array(z.object({ style: z.enum(cardStyleIds), name: z.string(), image: z.string() })),
});
export type StylePreviews = z.infer<typeof stylePreviewsSchema>;

/**
 * The front's picture as the editor shows it: the style's treatment of the picture box only (no
 * text; the scrim baked in where the style has one), cut by `crop`, as a WebP data URL at about
 * 2 px per point. `crop` is the one drawn: the one asked for, or the renderer's own subject
 * crop as a focal point at zoom 1, which the editor then sends back so the print matches.
 * `picture` is the upright source's pixels as the print uses them (for effectiveDpi).
 */
export const frontPictureSchema = z.object({
  image: z.string(),
  crop: pictureCropSchema,
  picture: pictureSizeSchema,
});
export type FrontPicture = z.infer<typeof frontPictureSchema>;

/** Before ordering: the caller's finished upload, by media id. */
export const frontPictureRequestSchema = z.object({
  mediaId: mediaIdSchema,
  style: z.enum(cardStyleIds),
  crop: pictureCropSchema.optional(),
});
export type FrontPictureRequest = z.infer<typeof frontPictureRequestSchema>;

/** After payment (the change editor): the order's own picture, with the design view's access. */
export const orderFrontPictureRequestSchema = z.object({
  style: z.enum(cardStyleIds),
  crop: pictureCropSchema.optional(),
  token: linkTokenSchema.optional(),
});
export type OrderFrontPictureRequest = z.infer<typeof orderFrontPictureRequestSchema>;
