import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingEndpoints } from '../../shared/api/billing-endpoints.js';
import { renewalEndpoints } from '../../shared/api/renewal-endpoints.js';
import { requireUser } from '../auth/auth-plugin.js';
import { route } from '../http/route.js';
import { enforceRateLimits } from '../security/rate-limiter.js';
import { verifySignedPath } from '../security/signed-urls.js';
import type { BillingDeps } from './billing-deps.js';
import { buyPlanOnly } from './buy-plan.js';
import { cancelAtPeriodEnd, reactivate } from './change-subscription.js';
import { creditNotePath, creditNotePurpose } from './credit-notes.js';
import { downloadCreditNote } from './download-credit-note.js';
import { downloadInvoice } from './download-invoice.js';
import { cancelRenewalByLink, renewalPreview } from './renewal-link.js';
import { findLivePlan, getBilling, invoicePdfPath, toSubscriptionSummary } from './subscription-views.js';

/** A renewal notice's link is opened once or twice; a script guessing tokens would try thousands. */
const renewalLinkPerClient = { max: 30, windowSeconds: 900 };

export const billingRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  route(app, billingEndpoints.subscription, async (request) =>
    toSubscriptionSummary(await findLivePlan(deps.db, requireUser(request).id)),
  );

  route(app, billingEndpoints.billing, (request) => getBilling(deps, requireUser(request).id));

  route(app, billingEndpoints.cancel, (request) => cancelAtPeriodEnd(deps, requireUser(request).id));
  route(app, billingEndpoints.reactivate, (request) => reactivate(deps, requireUser(request).id));

  // A renewal notice's cancel link: no sign-in, the signed token is the proof; only the POST acts.
  route(app, renewalEndpoints.preview, async (request) => {
    await enforceRateLimits(deps, [{ key: `renewal-link:ip:${request.ip}`, rule: renewalLinkPerClient }]);
    return renewalPreview(deps, request.query.token);
  });
  route(app, renewalEndpoints.cancel, async (request) => {
    await enforceRateLimits(deps, [{ key: `renewal-link:ip:${request.ip}`, rule: renewalLinkPerClient }]);
    return cancelRenewalByLink(deps, request.query.token);
  });

  route(app, billingEndpoints.buyPlan, (request) => buyPlanOnly(deps, requireUser(request), request.body));

  // The owner's signed link (from the billing answer) or their Bearer token opens the PDF.
  route(app, billingEndpoints.invoicePdf, async (request, reply) => {
    const { invoiceId } = request.params;
    const signed = verifySignedPath(deps.secret, invoicePdfPath(invoiceId), request.query, deps.clock.now());
    const download = await downloadInvoice(deps.db, invoiceId, signed ? undefined : requireUser(request).id);
    if ('redirect' in download) return reply.redirect(download.redirect);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${download.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(download.pdf);
  });

  // A credit note: the owner's session, or the signed link from the refund e-mail or billing page.
  route(app, billingEndpoints.creditNotePdf, async (request, reply) => {
    const { creditNoteId } = request.params;
    const path = creditNotePath(creditNoteId);
    const signed = verifySignedPath(deps.secret, path, request.query, deps.clock.now(), creditNotePurpose);
    const download = await downloadCreditNote(deps.db, creditNoteId, signed ? undefined : requireUser(request).id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${download.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(download.pdf);
  });
};
