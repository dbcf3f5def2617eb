import { z } from 'zod';
import { multiLine } from './text.js';

/**
 * After the sale (issue 20): the customer cancels before printing, or claims the 30-day
 * money-back guarantee after delivery; the admin answers a claim with a refund in one step.
 */

/** A guarantee claim as its order's page shows it. */
export const guaranteeClaimSchema = z.object({
  createdAt: z.string(),
  reason: z.string(),
  /** Set once the admin refunded it. */
  refundedAt: z.string().nullable(),
});
export type GuaranteeClaim = z.infer<typeof guaranteeClaimSchema>;

/** POST /api/orders/:orderId/guarantee-claim: what was wrong, in the customer's words. */
export const guaranteeClaimRequestSchema = z.object({
  reason: multiLine().trim().min(1, 'Tell us what went wrong').max(2000),
});
export type GuaranteeClaimRequest = z.infer<typeof guaranteeClaimRequestSchema>;

/** A claim in the admin's list: enough to decide without opening the order. */
export const adminGuaranteeClaimSchema = guaranteeClaimSchema.extend({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  email: z.string(),
  deliveredAt: z.string().nullable(),
  /** What a full refund gives back now, in cents. */
  refundableCents: z.number().int(),
});
export type AdminGuaranteeClaim = z.infer<typeof adminGuaranteeClaimSchema>;
export const adminGuaranteeClaimsSchema = z.object({ claims: z.array(adminGuaranteeClaimSchema) });
export const adminGuaranteeClaimResponseSchema = z.object({ claim: adminGuaranteeClaimSchema });
