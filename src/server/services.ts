import path from 'node:path';
import type { FastifyBaseLogger, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { AuthContext } from './auth/auth.js';
import type { CardDeps } from './card-review/card-deps.js';
import { createLocalCardFileStore, type CardFileStore } from './card-review/card-file-store.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/database.js';
import { createMemoryJobQueue, JobRegistry, type JobQueue } from './jobs/jobs.js';
import type { Mailer } from './mail/mailer.js';
import { createOutboxMailer } from './mail/outbox-mailer.js';
import { createSmtpMailer } from './mail/smtp-mailer.js';
import { bundledFfmpegPath } from './media/ffmpeg-path.js';
import { createLocalMediaStore } from './media/local-media-store.js';
import type { MediaLimits } from './media/media-limits.js';
import type { MediaStore } from './media/media-store.js';
import { applyPaymentEvent, applyPaymentEventIn, type PaymentEventDeps } from './payments/apply-payment-event.js';
import { paymentRefusal } from './payments/payment-refusal.js';
import type { PaymentProcessor, ProcessorEvents } from './payments/processor.js';
import { createPaymentProcessor } from './payments/processors/registry.js';
import { applyPlanEvent } from './billing/apply-plan-event.js';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './security/rate-limiter.js';
import type { CardWriter } from './writer/card-writer.js';
import { createOfflineWriter } from './writer/offline/offline-writer.js';
import { createOpenAiWriter } from './writer/openai-writer.js';

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
  /** Defaults to the first processor the configuration sets up (payments/processors/registry.ts). */
  paymentProcessor?: PaymentProcessor;
  /** Defaults to files under DATA_DIR/media. */
  mediaStore?: MediaStore;
  /** Defaults to the offline writer, or the OpenAI-compatible one when LLM_BASE_URL is set. */
  cardWriter?: CardWriter;
  /** Upload limits; tests lower them to exercise them cheaply. Defaults to uploadLimits. */
  mediaLimits?: MediaLimits;
  /** Rendered card previews and print PDFs; defaults to files under DATA_DIR/cards. */
  cardFileStore?: CardFileStore;
  /** Where capabilities queue background work; main.ts passes pg-boss, tests a memory queue. */
  jobQueue?: JobQueue;
  /** Capabilities register their job handlers and schedules here; whoever runs the queue reads it. */
  jobRegistry?: JobRegistry;
  /** Told of every route as it is registered (the fuzz test walks the whole API with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** What the capabilities share, built once per app from the configuration or a test's stand-ins. */
export interface AppServices {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  mailer: Mailer;
  limiter: RateLimiter;
  jobs: JobQueue;
  jobRegistry: JobRegistry;
  processor: PaymentProcessor;
  mediaStore: MediaStore;
  cardFiles: CardFileStore;
  cardWriter: CardWriter;
  /** Where links in e-mails point, without a trailing slash. */
  publicUrl: string;
  /** Keys code HMACs and signed links. */
  secret: string;
  adminEmails: ReadonlySet<string>;
  ffmpegPath: string;
  mediaLimits: MediaLimits | undefined;
  /** Closes what the services opened themselves; what the caller passed in stays open. */
  close(): Promise<void>;
}

/** Each capability's view of the services, in the shape its functions take today. */
export interface CapabilityDeps {
  auth: AuthContext;
  cards: CardDeps;
  paymentEvents: PaymentEventDeps;
  /** Where the active processor's own routes hand the events they receive. */
  processorEvents: ProcessorEvents;
}

/**
 * The one place that picks embedded or production implementations from the configuration;
 * nothing else branches on which one is active.
 */
export function createMailer(config: Config, database: Database, logger: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(database.db, logger);
}

export function createRateLimiter(config: Config): RateLimiter {
  if (!config.redisUrl) return createMemoryRateLimiter();
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return createRedisRateLimiter(redis);
}

/** The offline writer needs nothing; an LLM_BASE_URL switches to the OpenAI-compatible one. */
export function createCardWriter(config: Config): CardWriter {
  return config.llm ? createOpenAiWriter(config.llm) : createOfflineWriter();
}

/** Builds every service once, and each capability's view of them. */
export function createServices(deps: AppDeps): { services: AppServices; capabilities: CapabilityDeps } {
  const { config, database, logger } = deps;
  const { authSecret } = config;
  if (!authSecret) throw new Error('buildApp needs config.authSecret (main.ts makes one in development)');
  const db = database.db;
  const clock = deps.clock ?? systemClock;
  const mailer = deps.mailer ?? createMailer(config, database, logger);
  const limiter = deps.rateLimiter ?? createRateLimiter(config);
  // A processor that charges in our database applies its events in the same transaction;
  // the handlers are reached through `capabilities`, built once the processor exists.
  const processor =
    deps.paymentProcessor ??
    createPaymentProcessor(config, {
      db,
      clock,
      events: {
        apply: (tx, event) => applyPaymentEventIn(tx, capabilities.paymentEvents, event),
        refusal: paymentRefusal,
      },
    });
  const services: AppServices = {
    config,
    database,
    db,
    clock,
    logger,
    mailer,
    limiter,
    jobs: deps.jobQueue ?? createMemoryJobQueue(),
    jobRegistry: deps.jobRegistry ?? new JobRegistry(),
    processor,
    mediaStore: deps.mediaStore ?? createLocalMediaStore(path.join(config.dataDir, 'media')),
    cardFiles: deps.cardFileStore ?? createLocalCardFileStore(path.join(config.dataDir, 'cards')),
    cardWriter: deps.cardWriter ?? createCardWriter(config),
    publicUrl: config.publicUrl,
    secret: authSecret,
    adminEmails: new Set(config.adminEmails),
    ffmpegPath: config.ffmpegPath ?? bundledFfmpegPath(),
    mediaLimits: deps.mediaLimits,
    async close() {
      if (!deps.mailer) await mailer.close();
      if (!deps.rateLimiter) await limiter.close();
    },
  };
  const paymentEvents: PaymentEventDeps = { ...services, processor: processor.kind, refunds: processor };
  const capabilities: CapabilityDeps = {
    auth: services,
    cards: { ...services, files: services.cardFiles, limits: services.mediaLimits },
    paymentEvents,
    processorEvents: {
      payment: (event) => applyPaymentEvent(paymentEvents, event),
      plan: (event) => applyPlanEvent(services, event),
    },
  };
  return { services, capabilities };
}
