import { z } from 'zod';
import { textWarningSchema } from '@shared/api/order-design';

/** What checkout hands the confirmation page through the router's location state. */
const orderConfirmationStateSchema = z.object({
  orderNumber: z.string(),
  email: z.string(),
  paidWithPlan: z.boolean(),
  /** The safety filter's notes on texts the customer wrote (older states have none). */
  textWarnings: z.array(textWarningSchema).default([]),
});
export type OrderConfirmationState = z.input<typeof orderConfirmationStateSchema>;

/** The state when it is ours; a reload or a bookmark has none, and the page still confirms. */
export function readConfirmationState(state: unknown): OrderConfirmationState | null {
  const parsed = orderConfirmationStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
