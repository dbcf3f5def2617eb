import { z } from 'zod';
import { designPageNames } from '../card-design-rules.js';
import {
  approveDesignRequestSchema,
  changeDesignRequestSchema,
  designViewSchema,
  frontPictureRequestSchema,
  frontPictureSchema,
  linkTokenSchema,
  orderFrontPictureRequestSchema,
  stylePreviewsSchema,
} from './card-design.js';
import { endpoint } from './endpoint.js';
import { singleLine } from './text.js';

const orderParams = z.object({ orderId: z.uuid() });
const revision = z.coerce.number().int().min(1).max(9999);
const cardFileNames = ['front.webp', 'insideLeft.webp', 'insideRight.webp', 'back.webp', 'card.pdf'] as const;

/**
 * The card design API. The design and its actions work for the order's owner, an admin, or the
 * preview e-mail's link token; the files and e-mail pictures are reached by signed links only.
 * The two uploads are multipart, or JSON naming a finished resumable upload by its media id; the
 * server reads either by its content type, so their contracts declare no body (a body schema
 * would hold the multipart form to the JSON shape).
 */
export const cardDesignEndpoints = {
  design: endpoint({
    method: 'GET',
    path: '/api/orders/:orderId/design',
    params: orderParams,
    query: z.object({ token: linkTokenSchema.optional() }),
    response: designViewSchema,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/orders/:orderId/design/approve',
    params: orderParams,
    body: approveDesignRequestSchema,
    response: designViewSchema,
  }),
  change: endpoint({
    method: 'POST',
    path: '/api/orders/:orderId/design/change',
    params: orderParams,
    body: changeDesignRequestSchema,
    response: designViewSchema,
  }),
  /** The preview WebPs and the print PDF. */
  cardFile: endpoint({
    method: 'GET',
    path: '/api/card-files/:orderId/:revision/:file',
    params: orderParams.extend({ revision, file: z.enum(cardFileNames) }),
    query: z.object({ exp: z.coerce.number().int(), sig: singleLine().max(100) }),
  }),
  /**
   * The owner, when the order's picture could not be decoded. Multipart: memory (file); or JSON
   * (replacePictureRequestSchema) naming the new picture's finished upload.
   */
  replacePicture: endpoint({
    method: 'POST',
    path: '/api/orders/:orderId/design/picture',
    params: orderParams,
    response: designViewSchema,
  }),
  /** Multipart: memory (file), front (optional text); or JSON `{ mediaId, front? }`. Signed in. */
  stylePreviews: endpoint({ method: 'POST', path: '/api/style-previews', response: stylePreviewsSchema }),
  /** The editor's treated front picture for a finished upload (signed in, the caller's own upload). */
  frontPicture: endpoint({
    method: 'POST',
    path: '/api/front-picture',
    body: frontPictureRequestSchema,
    response: frontPictureSchema,
  }),
  /** The same for an order's picture, for the change editor: owner, admin or the e-mail's link token. */
  orderFrontPicture: endpoint({
    method: 'POST',
    path: '/api/orders/:orderId/design/front-picture',
    params: orderParams,
    body: orderFrontPictureRequestSchema,
    response: frontPictureSchema,
  }),
  /** One page as a JPEG for e-mails, which cannot all show WebP. */
  emailImage: endpoint({
    method: 'GET',
    path: '/api/email-images/:orderId/:revision/:file',
    params: orderParams.extend({
      revision,
      file: z.enum(designPageNames.map((page) => `${page}.jpg`) as [string, ...string[]]),
    }),
    query: z.object({ exp: z.coerce.number().int(), sig: z.string().max(100) }),
  }),
};
