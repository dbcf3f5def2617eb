import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { uploadLimits } from '../shared/creation-rules.js';
import { createMemoryFiles } from './account/memory-files.js';
import { adminRoutes } from './admin/routes.js';
import { accountRoutes } from './account/routes.js';
import { analyticsRoutes, devAnalyticsRoutes } from './analytics/routes.js';
import { authPlugin } from './auth/auth-plugin.js';
import type { AuthContext } from './auth/context.js';
import { authRoutes } from './auth/routes.js';
import { registerAuthJobs } from './auth/passwords.js';
import { syncAdminRoles } from './auth/users.js';
import { applyPlanEvent } from './billing/apply-plan-event.js';
import type { BillingDeps } from './billing/billing-deps.js';
import { renewDuePlans } from './billing/renewals.js';
import { billingRoutes } from './billing/routes.js';
import type { CardDeps } from './card-review/card-deps.js';
import { createLocalCardFileStore, type CardFileStore } from './card-review/card-file-store.js';
import { registerCardJobs } from './card-review/card-jobs.js';
import { queueDesignRender } from './card-review/render-design.js';
import { emailImageRoutes } from './card-review/email-images.js';
import { cardRoutes } from './card-review/routes.js';
import type { Clock } from './clock.js';
import { systemClock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { generateRoutes } from './generate/routes.js';
import { healthRoutes } from './health/routes.js';
import { installErrorHandler } from './http/error-handler.js';
import { thisMachineOnly } from './http/loopback.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { serveWebApp } from './http/web-app.js';
import { devMailboxRoutes } from './mail/dev-mailbox-routes.js';
import { bundledFfmpegPath } from './media/ffmpeg-path.js';
import { createMemoryJobQueue, jobNames, JobRegistry, type JobQueue } from './jobs/jobs.js';
import { createLocalMediaStore } from './media/local-media-store.js';
import type { MediaLimits } from './media/media-limits.js';
import type { MediaStore } from './media/media-store.js';
import type { OrderDeps } from './orders/place-order.js';
import { registerOrderJobs } from './orders/expire-unpaid-orders.js';
import { orderRoutes } from './orders/routes.js';
import {
  applyPaymentEvent,
  applyPaymentEventIn,
  sendOrderEmail,
  type PaymentEventDeps,
} from './payments/apply-payment-event.js';
import { paymentRefusal } from './payments/payment-refusal.js';
import type { LocalProcessor } from './payments/local-processor.js';
import type { PaymentEvent, PaymentProcessor, PlanEvent } from './payments/processor.js';
import { paymentRoutes } from './payments/routes.js';
import type { Mailer } from './mail/mailer.js';
import type { RateLimiter } from './security/rate-limiter.js';
import { createCardWriter, createMailer, createPaymentProcessor, createRateLimiter } from './services.js';
import type { CardWriter } from './writer/card-writer.js';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: FastifyBaseLogger;
  clock?: Clock;
  /** Folder of the built React app; without it only the API is served. */
  webRoot?: string;
  /** Defaults follow the configuration (outbox or SMTP; in-process or Redis counters). */
  mailer?: Mailer;
  rateLimiter?: RateLimiter;
  /** Defaults to the local test processor, or Stripe when its keys are configured. */
  paymentProcessor?: PaymentProcessor;
  /** Defaults to files under DATA_DIR/media. */
  mediaStore?: MediaStore;
  /** Defaults to the offline writer, or the OpenAI-compatible one when LLM_BASE_URL is set. */
  cardWriter?: CardWriter;
  /** Upload limits; tests lower them to exercise them cheaply. Defaults to uploadLimits. */
  mediaLimits?: MediaLimits;
  /** Rendered card previews and print PDFs; defaults to files under DATA_DIR/cards. */
  cardFileStore?: CardFileStore;
  /** Where rooms queue background work; main.ts passes pg-boss, tests a memory queue. */
  jobQueue?: JobQueue;
  /** Rooms register their job handlers and schedules here; whoever runs the queue reads it. */
  jobRegistry?: JobRegistry;
  /** Told of every route as it is registered (the fuzz test walks the whole API with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** Stripe Elements loads its script and card frame from Stripe and talks to Stripe's API. */
const stripeSources = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

function contentSecurityPolicy(config: Config) {
  const stripe = Boolean(config.stripe);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(stripe ? stripeSources.script : [])],
      frameSrc: ["'self'", ...(stripe ? stripeSources.frame : [])],
      // Radix positions popovers with style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(stripe ? stripeSources.connect : [])],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Only behind https; on http://localhost it would break every request.
      ...(config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/** Builds the whole HTTP app without listening, so tests drive it with `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const { headersMs, idleMs } = config.httpTimeouts;
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    // Timeouts, so a client that stops sending cannot hold a connection (and a file descriptor)
    // for ever, while a 250 MB video on a slow line still arrives:
    // - requestTimeout stays 0 (off): a limit on the whole request would cut such an upload off.
    // - connectionTimeout (the socket's idle timeout) drops a connection on which nothing moved
    //   for HTTP_IDLE_TIMEOUT_MS (90 s): a stalled body or a silent client. Every byte resets it,
    //   so a slow but steady upload never meets it. It must outlast the slowest silent handler
    //   (the card writer, LLM_TIMEOUT_MS; config.ts checks).
    // - headersTimeout: the request line and headers within HTTP_HEADER_TIMEOUT_MS (30 s), so
    //   headers sent a byte at a time cannot keep a connection either; checked every second.
    // - keepAliveTimeout: an idle keep-alive connection closes after 72 s (Fastify's default),
    //   longer than the 60 s idle timeout of common proxies so the proxy always closes first.
    connectionTimeout: idleMs,
    keepAliveTimeout: Math.min(72_000, idleMs),
    requestTimeout: 0,
    http: { headersTimeout: headersMs, connectionsCheckingInterval: Math.min(1000, headersMs) },
    // Finish in-flight requests on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  installSecurityHeaders(app, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
  });

  const { authSecret } = config;
  if (!authSecret) throw new Error('buildApp needs config.authSecret (main.ts makes one in development)');
  const mailer = deps.mailer ?? createMailer(config, database, logger);
  const limiter = deps.rateLimiter ?? createRateLimiter(config);
  app.addHook('onClose', async () => {
    if (!deps.mailer) await mailer.close();
    if (!deps.rateLimiter) await limiter.close();
  });
  const adminEmails = new Set(config.adminEmails);
  await syncAdminRoles(database.db, adminEmails);
  const jobQueue = deps.jobQueue ?? createMemoryJobQueue();
  const jobRegistry = deps.jobRegistry ?? new JobRegistry();
  const authContext: AuthContext = {
    db: database.db,
    mailer,
    limiter,
    jobs: jobQueue,
    clock,
    secret: authSecret,
    adminEmails,
    publicUrl: config.publicUrl,
  };
  registerAuthJobs(jobRegistry, authContext);

  const mediaStore = deps.mediaStore ?? createLocalMediaStore(path.join(config.dataDir, 'media'));
  const eventDeps: PaymentEventDeps = {
    db: database.db,
    clock,
    mailer,
    logger,
    publicUrl: config.publicUrl,
    processor: config.stripe ? 'stripe' : 'local',
    jobs: jobQueue,
  };
  const applyEvent = (event: PaymentEvent) => applyPaymentEvent(eventDeps, event);
  const cardDeps: CardDeps = {
    db: database.db,
    clock,
    mailer,
    logger,
    publicUrl: config.publicUrl,
    secret: authSecret,
    mediaStore,
    files: deps.cardFileStore ?? createLocalCardFileStore(path.join(config.dataDir, 'cards')),
    jobs: jobQueue,
    ffmpegPath: config.ffmpegPath ?? bundledFfmpegPath(),
    limits: deps.mediaLimits,
  };
  registerCardJobs(jobRegistry, cardDeps);
  // The order e-mail first (it promises the preview), then the design is rendered and mailed.
  jobRegistry.on(jobNames.orderPaid, async (data) => {
    await sendOrderEmail(eventDeps, String(data.orderId));
    await queueDesignRender(cardDeps, String(data.orderId));
  });
  const processor =
    deps.paymentProcessor ??
    createPaymentProcessor(config, database, clock, {
      apply: (tx, event) => applyPaymentEventIn(tx, eventDeps, event),
      refusal: paymentRefusal,
    });
  eventDeps.processor = processor.kind;
  eventDeps.refunds = processor;
  if (processor.kind === 'local') {
    // A charge whose event a crash cut off is applied now, as Stripe would retry its webhook.
    const redelivered = await (processor as LocalProcessor).redeliverEvents().catch((error: unknown) => {
      logger.error({ err: error }, 'payments could not be reconciled at start');
      return 0;
    });
    if (redelivered > 0) logger.warn({ redelivered }, 'payments reconciled at start');
  }
  const orderDeps: OrderDeps = {
    db: database.db,
    clock,
    processor,
    mailer,
    logger,
    publicUrl: config.publicUrl,
    jobs: jobQueue,
  };

  registerOrderJobs(jobRegistry, { db: database.db, clock, processor, mediaStore, logger });

  const billingDeps: BillingDeps = {
    db: database.db,
    clock,
    processor,
    mailer,
    logger,
    publicUrl: config.publicUrl,
    secret: authSecret,
  };
  const applyPlan = (event: PlanEvent) => applyPlanEvent(billingDeps, event);
  // Local plans renew here; Stripe renews its own and tells us by webhook.
  jobRegistry.every(jobNames.renewPlans, '*/15 * * * *', async () => {
    await renewDuePlans(billingDeps);
  });
  const ffmpegPath = config.ffmpegPath ?? bundledFfmpegPath();
  const memoryFiles = createMemoryFiles({
    db: database.db,
    store: mediaStore,
    prepare: { ffmpegPath, limits: deps.mediaLimits },
  });

  await app.register(fastifyCookie);
  // One file per request; the media checks apply each kind's own limit (receive-upload.ts).
  await app.register(fastifyMultipart, {
    limits: { fileSize: uploadLimits.videoMaxBytes, files: 1, fields: 10, fieldSize: 1024 * 1024, parts: 12 },
  });
  await app.register(authPlugin, { db: database.db, clock });
  await app.register(healthRoutes, { database, clock });
  await app.register(authRoutes, { ctx: authContext, secureCookies: config.publicUrl.startsWith('https:') });
  await app.register(analyticsRoutes, { database, clock, limiter });
  await app.register(orderRoutes, {
    deps: orderDeps,
    mediaStore,
    limiter,
    prepare: { ffmpegPath, limits: deps.mediaLimits },
  });
  await app.register(cardRoutes, { deps: cardDeps, limiter });
  await app.register(emailImageRoutes, { deps: cardDeps });
  await app.register(generateRoutes, {
    limiter,
    writer: deps.cardWriter ?? createCardWriter(config),
    ffmpegPath,
    limits: deps.mediaLimits,
  });
  await app.register(paymentRoutes, { processor, applyEvent, applyPlanEvent: applyPlan });
  await app.register(accountRoutes, { ctx: authContext, memoryFiles });
  await app.register(billingRoutes, { deps: billingDeps });
  await app.register(adminRoutes, {
    deps: { db: database.db, clock, mailer, processor, logger, publicUrl: config.publicUrl, secret: authSecret },
  });
  if (config.nodeEnv !== 'production') {
    // One scope, so the hook guards every development page and nothing else.
    await app.register(async (dev) => {
      dev.addHook('onRequest', thisMachineOnly);
      await dev.register(devAnalyticsRoutes, { database });
      await dev.register(devMailboxRoutes, { db: database.db, publicUrl: config.publicUrl });
    });
  }
  await serveWebApp(app, deps.webRoot);
  return app;
}
