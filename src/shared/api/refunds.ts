import { z } from 'zod';
import { refundReasons } from './order-progress.js';

/** A refund as the order page lists it (issue 20): "Refunded $X on <date>". */
export const orderRefundSchema = z.object({
  amountCents: z.number().int(),
  createdAt: z.string(),
  reason: z.enum(refundReasons),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** A credit note as the billing page lists it under its invoice; pdfUrl is a signed link. */
export const creditNoteSummarySchema = z.object({
  id: z.string(),
  created: z.string(),
  amountCents: z.number().int(),
  reason: z.enum(refundReasons),
  pdfUrl: z.string(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;
