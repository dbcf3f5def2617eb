import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { uploadLimits } from '../shared/creation-rules.js';
import { createMemoryFiles } from './account/memory-files.js';
import { accountRoutes } from './account/routes.js';
import { recipientRoutes } from './recipients/routes.js';
import { reminderRoutes } from './reminders/routes.js';
import { occasionRoutes } from './recipients/occasions-routes.js';
import { addressRequestRoutes } from './address-requests/routes.js';
import { deleteAccountRoutes } from './account/delete-account-routes.js';
import { adminRoutes } from './admin/routes.js';
import { createAppMediaUploads, registerAppJobs } from './app-jobs.js';
import { afterSaleRoutes } from './after-sale/after-sale.js';
import { analyticsRoutes, devAnalyticsRoutes } from './analytics/routes.js';
import { authPlugin } from './auth/auth-plugin.js';
import { authRoutes } from './auth/routes.js';
import { syncAdminRoles } from './auth/users.js';
import { billingRoutes } from './billing/routes.js';
import { emailImageRoutes } from './card-review/email-images.js';
import { emojiArtRoutes } from './card-review/emoji-art-routes.js';
import { cardRoutes } from './card-review/routes.js';
import { generateRoutes } from './generate/routes.js';
import { healthRoutes } from './health/routes.js';
import { uploadPreviewRoutes } from './media/upload-preview-routes.js';
import { installErrorHandler } from './http/error-handler.js';
import { thisMachineOnly } from './http/loopback.js';
import { installSecurityHeaders, securityPolicy } from './http/security-headers.js';
import { serverOptions } from './http/server-options.js';
import { serveWebApp } from './http/web-app.js';
import { devMailboxRoutes } from './mail/dev-mailbox-routes.js';
import { uploadRoutes } from './media/media.js';
import { orderRoutes } from './orders/routes.js';
import { paymentRoutes } from './payments/routes.js';
import { printBatchRoutes } from './print-batches/print-batches.js';
import { printLabRoutes, queueLabSubmission } from './print-lab/print-lab.js';
import { createServices, type AppDeps } from './services.js';

export type { AppDeps } from './services.js';

/** Builds the whole HTTP app without listening, so tests drive it with `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { services, processorEvents } = createServices(deps);
  const { config, database, db, clock, limiter, processor, logger } = services;
  const app = Fastify(serverOptions(config, logger)).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installSecurityHeaders(app, securityPolicy(config.publicUrl, processor.contentSecurity));
  app.addHook('onClose', () => services.close());

  await syncAdminRoles(db, services.adminEmails);
  const mediaUploads = createAppMediaUploads(services);
  registerAppJobs(services, mediaUploads);
  // A charge whose event a crash cut off is applied now, as a processor retries its webhook.
  const redelivered = await (processor.redeliverEvents?.() ?? Promise.resolve(0)).catch((error: unknown) => {
    logger.error({ err: error }, 'payments could not be reconciled at start');
    return 0;
  });
  if (redelivered > 0) logger.warn({ redelivered }, 'payments reconciled at start');

  const prepare = { ffmpegPath: services.ffmpegPath, limits: services.limits };
  await app.register(fastifyCookie);
  // One file per request; the media checks apply each kind's own limit (receive-upload.ts).
  await app.register(fastifyMultipart, {
    limits: { fileSize: uploadLimits.videoMaxBytes, files: 1, fields: 10, fieldSize: 1024 * 1024, parts: 12 },
  });
  await app.register(authPlugin, { db, clock });
  await app.register(healthRoutes, { database, clock });
  await app.register(authRoutes, { ctx: services, secureCookies: config.publicUrl.startsWith('https:') });
  await app.register(analyticsRoutes, { database, clock, limiter });
  await app.register(orderRoutes, {
    deps: services,
    mediaStore: services.mediaStore,
    limiter,
    uploads: mediaUploads,
    prepare,
  });
  const onApproved = (orderId: string) => queueLabSubmission(services, orderId);
  await app.register(cardRoutes, { deps: { ...services, onApproved }, limiter, uploads: mediaUploads });
  await app.register(emailImageRoutes, { deps: services });
  await app.register(emojiArtRoutes);
  await app.register(uploadRoutes, { store: mediaUploads.store, db, clock, limiter, limits: services.limits });
  await app.register(uploadPreviewRoutes, { uploads: mediaUploads, limiter, ...prepare });
  await app.register(generateRoutes, { limiter, writer: services.writer, uploads: mediaUploads, ...prepare });
  await app.register(paymentRoutes, { processor, events: processorEvents });
  const memoryFiles = createMemoryFiles({ db, store: services.mediaStore, prepare });
  await app.register(accountRoutes, { ctx: services, memoryFiles });
  await app.register(recipientRoutes, { deps: services });
  await app.register(reminderRoutes, { deps: services });
  await app.register(occasionRoutes, { deps: services });
  await app.register(addressRequestRoutes, { deps: services });
  await app.register(deleteAccountRoutes, { deps: services });
  await app.register(billingRoutes, { deps: services });
  await app.register(adminRoutes, { deps: services });
  await app.register(printBatchRoutes, { deps: services });
  await app.register(printLabRoutes, { deps: services });
  await app.register(afterSaleRoutes, { deps: services });
  if (config.nodeEnv !== 'production') {
    // One scope, so the hook guards every development page and nothing else.
    await app.register(async (dev) => {
      dev.addHook('onRequest', thisMachineOnly);
      await dev.register(devAnalyticsRoutes, { database });
      await dev.register(devMailboxRoutes, { db, publicUrl: config.publicUrl });
    });
  }
  await serveWebApp(app, deps.webRoot, config.publicUrl);
  return app;
}
