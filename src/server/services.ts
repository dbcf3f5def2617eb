import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Clock } from './clock.js';
import type { Mailer } from './mail/mailer.js';
import { createLocalProcessor, type LocalEventSink } from './payments/local-processor.js';
import type { PaymentProcessor } from './payments/processor.js';
import { createStripeProcessor } from './payments/stripe-processor.js';
import { createOutboxMailer } from './mail/outbox-mailer.js';
import { createSmtpMailer } from './mail/smtp-mailer.js';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './security/rate-limiter.js';
import type { CardWriter } from './writer/card-writer.js';
import { createOfflineWriter } from './writer/offline/offline-writer.js';
import { createOpenAiWriter } from './writer/openai-writer.js';

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

export function createPaymentProcessor(
  config: Config,
  database: Database,
  clock: Clock,
  events: LocalEventSink,
): PaymentProcessor {
  return config.stripe
    ? createStripeProcessor(config.stripe)
    : createLocalProcessor({ db: database.db, clock, events });
}

/** The offline writer needs nothing; an LLM_BASE_URL switches to the OpenAI-compatible one. */
export function createCardWriter(config: Config): CardWriter {
  return config.llm ? createOpenAiWriter(config.llm) : createOfflineWriter();
}
