import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { labCallbackSchema, labSignatureHeader, printLabEndpoints } from '../../shared/api/print-lab.js';
import { printLabMessages as messages } from '../../shared/print-lab-texts.js';
import { approvedPrintPdf } from '../card-review/card-review.js';
import { AppError } from '../http/app-error.js';
import { route } from '../http/route.js';
import { verifySignedPath } from '../security/signed-urls.js';
import { applyLabCallback } from './apply-lab-callback.js';
import { verifyLabSignature } from './lab-signature.js';
import { printFilePath, printFilePurpose } from './lab-order-request.js';
import type { PrintLabDeps } from './print-lab-deps.js';

/** The lab's word on an order; its own scope, since the HMAC covers the exact bytes sent. */
const labCallbackRoutes: FastifyPluginAsyncZod<{ deps: PrintLabDeps }> = async (app, { deps }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  route(app, printLabEndpoints.callback, async (request) => {
    // JSON arrives as bytes (the parser above); another content type as text, or nothing at all.
    const body: unknown = request.body;
    const rawBody = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : '');
    const header = request.headers[labSignatureHeader];
    const secret = deps.printLab?.webhookSecret;
    if (
      !secret ||
      !verifyLabSignature(secret, typeof header === 'string' ? header : undefined, rawBody, deps.clock.now())
    ) {
      throw new AppError('UNAUTHORIZED', messages.signatureInvalid);
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new AppError('BAD_REQUEST', messages.bodyInvalid);
    }
    const event = labCallbackSchema.safeParse(json);
    if (!event.success) throw new AppError('BAD_REQUEST', messages.bodyInvalid);
    await applyLabCallback(deps, event.data);
    return { received: true as const };
  });
};

/** The print lab's HTTP: the signed print file it downloads, and its callbacks. */
export const printLabRoutes: FastifyPluginAsyncZod<{ deps: PrintLabDeps }> = async (app, { deps }) => {
  route(app, printLabEndpoints.printFile, async (request, reply) => {
    const { orderId } = request.params;
    if (!verifySignedPath(deps.secret, printFilePath(orderId), request.query, deps.clock.now(), printFilePurpose)) {
      throw new AppError('FORBIDDEN', messages.fileLinkInvalid);
    }
    const pdf = await approvedPrintPdf(deps, orderId);
    if (!pdf) throw new AppError('NOT_FOUND', messages.fileNotReady);
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, max-age=86400')
      .header('content-disposition', `attachment; filename="keepsake-${orderId}.pdf"`)
      .send(pdf);
  });
  await app.register(labCallbackRoutes, { deps });
};
