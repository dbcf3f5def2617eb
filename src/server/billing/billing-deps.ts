import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import type { PaymentProcessor } from '../payments/payments.js';

export interface BillingDeps {
  db: Db;
  clock: Clock;
  processor: PaymentProcessor;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  publicUrl: string;
  /** Signs invoice download links. */
  secret: string;
}
