import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { singleLine } from '../../shared/api/text.js';
import { accountServerMessages } from '../../shared/account-messages.js';
import { planOnlyRequestSchema } from '../../shared/api/account.js';
import { invoiceNumber } from '../../shared/format-date.js';
import { requireUser } from '../auth/auth-plugin.js';
import { invoices } from './schema.js';
import { users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { findOrder } from '../orders/orders.js';
import { verifySignedPath } from '../security/signed-urls.js';
import type { BillingDeps } from './billing-deps.js';
import { buyPlanOnly } from './buy-plan.js';
import { cancelAtPeriodEnd, reactivate } from './change-subscription.js';
import { renderInvoicePdf } from './invoice-pdf.js';
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
      const owner = signed ? undefined : requireUser(request).id;
      const [row] = await deps.db
        .select({ invoice: invoices, user: users })
        .from(invoices)
        .innerJoin(users, eq(users.id, invoices.userId))
        .where(and(eq(invoices.id, invoiceId), ...(owner ? [eq(invoices.userId, owner)] : [])));
      if (!row) throw new AppError('NOT_FOUND', accountServerMessages.invoiceNotFound);
      if (row.invoice.processorPdfUrl) return reply.redirect(row.invoice.processorPdfUrl);
      const order = row.invoice.orderId ? await findOrder(deps.db, row.invoice.orderId) : undefined;
      const pdf = await renderInvoicePdf({
        id: row.invoice.id,
        createdAt: row.invoice.createdAt,
        status: row.invoice.status,
        totalCents: row.invoice.totalCents,
        lines: row.invoice.lines,
        buyer: {
          name: order
            ? `${order.firstName} ${order.lastName}`
            : [row.user.firstName, row.user.lastName].filter(Boolean).join(' ') || row.user.email,
          email: order?.email ?? row.user.email,
          address: order ? [order.streetAddress, `${order.city}, ${order.state} ${order.zipCode}`] : undefined,
        },
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="keepsake-invoice-${invoiceNumber(row.invoice.id)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
