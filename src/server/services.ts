import path from 'node:path';
import type { FastifyBaseLogger, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { AppServices } from './app-services.js';
import { createLocalCardFileStore, type CardFileStore } from './card-review/card-file-store.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { createMemoryJobQueue, JobRegistry, type JobQueue } from './jobs/jobs.js';
import type { Mailer } from './mail/mailer.js';
import { createOutboxMailer } from './mail/outbox-mailer.js';
import { createSmtpMailer } from './mail/smtp-mailer.js';
import { bundledFfmpegPath } from './media/ffmpeg-path.js';
import { createLocalMediaStore } from './media/local-media-store.js';
import type { MediaLimits } from './media/media-limits.js';
import type { MediaStore } from './media/media-store.js';
import { createLocalPartialUploads, type PartialUploads } from './media/partial-uploads.js';
import { applyPaymentEvent, applyPaymentEventIn } from './payments/apply-payment-event.js';
import { paymentRefusal } from './payments/payment-refusal.js';
import type { PaymentProcessor, ProcessorEvents } from './payments/processor.js';
import { createPaymentProcessor } from './payments/processors/registry.js';
import { createHttpPrintLab, type PrintLab } from './print-lab/lab-client.js';
import { applyPlanEvent } from './billing/apply-plan-event.js';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './security/rate-limiter.js';
import { createS3CardFileStore } from './storage/s3-card-file-store.js';
import { createS3Client } from './storage/s3-client.js';
import { createS3MediaStore } from './storage/s3-media-store.js';
import { createS3PartialUploads } from './storage/s3-partial-uploads.js';
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
  /** Defaults to the lab PRINT_LAB_URL names; without it, in-house printing only. */
  printLab?: PrintLab;
  /** Where capabilities queue background work; main.ts passes pg-boss, tests a memory queue. */
  jobQueue?: JobQueue;
  /** Capabilities register their job handlers and schedules here; whoever runs the queue reads it. */
  jobRegistry?: JobRegistry;
  /** Told of every route as it is registered (the fuzz test walks the whole API with it). */
  onRoute?: (route: RouteOptions) => void;
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
  return createRedisRateLimiter(redis, `${config.redisKeyPrefix}rate:`);
}

/** The offline writer needs nothing; an LLM_BASE_URL switches to the OpenAI-compatible one. */
export function createCardWriter(config: Config): CardWriter {
  return config.llm ? createOpenAiWriter(config.llm) : createOfflineWriter();
}

export interface FileStores {
  mediaStore: MediaStore;
  cardFiles: CardFileStore;
  partialUploads: PartialUploads;
}

/**
 * Files under DATA_DIR, or objects in the S3_BUCKET every instance shares: memories and what is
 * made from them (media/), rendered cards (cards/) and resumable uploads still arriving (uploads/).
 */
export function createFileStores(config: Config): FileStores & { close(): void } {
  if (!config.objectStorage) {
    return {
      mediaStore: createLocalMediaStore(path.join(config.dataDir, 'media')),
      cardFiles: createLocalCardFileStore(path.join(config.dataDir, 'cards')),
      partialUploads: createLocalPartialUploads(path.join(config.dataDir, 'media', 'partial')),
      close() {},
    };
  }
  const client = createS3Client(config.objectStorage);
  const bucket = { client, name: config.objectStorage.bucket };
  return {
    mediaStore: createS3MediaStore(bucket),
    cardFiles: createS3CardFileStore(bucket),
    partialUploads: createS3PartialUploads(bucket),
    close: () => client.destroy(),
  };
}

/** Builds every service once, and where the active processor's own routes hand their events. */
export function createServices(deps: AppDeps): { services: AppServices; processorEvents: ProcessorEvents } {
  const { config, database, logger } = deps;
  const { authSecret } = config;
  if (!authSecret) throw new Error('buildApp needs config.authSecret (main.ts makes one in development)');
  const db = database.db;
  const clock = deps.clock ?? systemClock;
  const mailer = deps.mailer ?? createMailer(config, database, logger);
  const limiter = deps.rateLimiter ?? createRateLimiter(config);
  const fileStores = createFileStores(config);
  // A processor that charges in our database applies its events in the same transaction, with
  // the services it is part of (complete by the time the first event arrives).
  const processor =
    deps.paymentProcessor ??
    createPaymentProcessor(config, {
      db,
      clock,
      events: { apply: (tx, event) => applyPaymentEventIn(tx, services, event), refusal: paymentRefusal },
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
    mediaStore: deps.mediaStore ?? fileStores.mediaStore,
    partialUploads: fileStores.partialUploads,
    files: deps.cardFileStore ?? fileStores.cardFiles,
    writer: deps.cardWriter ?? createCardWriter(config),
    printLab: deps.printLab ?? (config.printLab ? createHttpPrintLab(config.printLab) : undefined),
    publicUrl: config.publicUrl,
    secret: authSecret,
    adminEmails: new Set(config.adminEmails),
    ffmpegPath: config.ffmpegPath ?? bundledFfmpegPath(),
    limits: deps.mediaLimits,
    async close() {
      if (!deps.mailer) await mailer.close();
      if (!deps.rateLimiter) await limiter.close();
      fileStores.close();
    },
  };
  const processorEvents: ProcessorEvents = {
    payment: (event) => applyPaymentEvent(services, event),
    plan: (event) => applyPlanEvent(services, event),
  };
  return { services, processorEvents };
}
