import { z } from 'zod';
import { planIds } from '../pricing.js';
import { endpoint } from './endpoint.js';
import { signedLinkQuerySchema } from './reminders-endpoints.js';

/** What a renewal notice's cancel link is about: read without sign-in, changing nothing. */
export const renewalPreviewSchema = z.object({
  plan: z.enum(planIds),
  /** ISO time the plan renews (its period end). */
  renewalDate: z.string(),
  priceCents: z.number().int(),
  cancelAtPeriodEnd: z.boolean(),
});
export type RenewalPreview = z.infer<typeof renewalPreviewSchema>;

/**
 * A renewal notice's one-click cancel link (issue 19). The e-mail links to a page; only its
 * button's POST cancels, so a link scanner's GET changes nothing.
 */
export const renewalEndpoints = {
  preview: endpoint({
    method: 'GET',
    path: '/api/plan/renewal',
    query: signedLinkQuerySchema,
    response: renewalPreviewSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/plan/renewal/cancel',
    query: signedLinkQuerySchema,
    response: z.object({ message: z.string(), renewalDate: z.string() }),
  }),
};
