import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleLine } from '../../shared/api/text.js';
import { planOnlyRequestSchema } from '../../shared/api/account.js';
import { requireUser } from '../auth/auth-plugin.js';
import { verifySignedPath } from '../security/signed-urls.js';
import type { BillingDeps } from './billing-deps.js';
import { buyPlanOnly } from './buy-plan.js';
import { cancelAtPeriodEnd, reactivate } from './change-subscription.js';
import { downloadInvoice } from './download-invoice.js';
import { findLivePlan, getBilling, invoicePdfPath, toSubscriptionSummary } from './subscription-views.js';

export const billingRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  app.get('/api/user/subscription', async (request) =>
    toSubscriptionSummary(await findLivePlan(deps.db, requireUser(request).id)),
  );

  app.get('/api/user/billing', (request) => getBilling(deps, requireUser(request).id));

  app.post('/api/subscription/cancel', (request) => cancelAtPeriodEnd(deps, requireUser(request).id));
  app.post('/api/subscription/reactivate', (request) => reactivate(deps, requireUser(request).id));

  app.post('/api/subscriptions/create', { schema: { body: planOnlyRequestSchema } }, (request) =>
    buyPlanOnly(deps, requireUser(request), request.body),
  );

  // The owner's signed link (from /api/user/billing) or their Bearer token opens the PDF.
  app.get(
    '/api/invoices/:invoiceId/pdf',
    {
      schema: {
        params: z.object({ invoiceId: z.uuid() }),
        querystring: z.object({ exp: singleLine().max(20).optional(), sig: singleLine().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const { invoiceId } = request.params;
      const signed = verifySignedPath(deps.secret, invoicePdfPath(invoiceId), request.query, deps.clock.now());
      const download = await downloadInvoice(deps.db, invoiceId, signed ? undefined : requireUser(request).id);
      if ('redirect' in download) return reply.redirect(download.redirect);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${download.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(download.pdf);
    },
  );
};
