import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { singleLine } from './text.js';

/**
 * The print lab (issue 20, decision 017): the signed link the lab fetches the print PDF from,
 * and the lab's callbacks. Both are reached without a session: the link carries its own
 * signature, a callback its HMAC header.
 */

/** The lab's steps, in Gelato's words; a status not listed here is logged and ignored. */
export const labFulfilmentStatuses = [
  'created',
  'received',
  'passed',
  'printed',
  'in_transit',
  'shipped',
  'delivered',
  'canceled',
  'failed',
] as const;
export type LabFulfilmentStatus = (typeof labFulfilmentStatuses)[number];

const optionalText = (max: number) => singleLine().max(max).optional().nullable();

/**
 * One callback. `order_status_updated` moves the order; `order_item_tracking_code_updated` is
 * Gelato's separate tracking event, read as "shipped, with this tracking". The tracking fields
 * may also ride on a 'shipped' status update, which is how our fake lab sends them.
 */
export const labCallbackSchema = z.object({
  /** The lab's event id: a replay carries the same one. */
  id: singleLine().min(1).max(200),
  event: z.enum(['order_status_updated', 'order_item_tracking_code_updated']),
  /** The lab's order id. */
  orderId: singleLine().min(1).max(200),
  /** Ours, as we sent it. */
  orderReferenceId: optionalText(200),
  fulfillmentStatus: singleLine().max(100).optional(),
  trackingCode: optionalText(200),
  // Shown as a link on the order page and in the e-mail: kept only when it is an https address
  // (never javascript: or data:); any other value is dropped, not refused, so the event still applies.
  trackingUrl: z
    .string()
    .max(2000)
    .optional()
    .nullable()
    .transform((url) => (url && /^https:\/\/[^\s/?#]+[^\s]*$/i.test(url) ? url : null)),
  /** The carrier's service, e.g. "USPS First-Class". */
  shipmentMethodName: optionalText(200),
});
export type LabCallback = z.infer<typeof labCallbackSchema>;

/** The HMAC header on every callback: `t=<unix seconds>,v1=<hex hmac-sha256(secret, t + '.' + raw body)>`. */
export const labSignatureHeader = 'x-keepsake-lab-signature';

export const printLabEndpoints = {
  /** The approved card's print PDF, for the lab; signed link only. */
  printFile: endpoint({
    method: 'GET',
    path: '/api/print-files/:orderId/card.pdf',
    params: z.object({ orderId: z.uuid({ message: 'File not found' }) }),
    // Optional, so a link without them is refused like a wrong one (403), not as malformed.
    query: z.object({ exp: z.coerce.number().int().optional(), sig: singleLine().max(100).optional() }),
  }),
  /** The lab's word on an order. The body is read raw (its bytes are signed) and parsed with labCallbackSchema. */
  callback: endpoint({
    method: 'POST',
    path: '/api/print-lab/callbacks',
    response: z.object({ received: z.literal(true) }),
  }),
};
