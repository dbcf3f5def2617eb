import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import type { PaymentProcessor } from '../payments/payments.js';

export interface AdminDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  processor: PaymentProcessor;
  logger: FastifyBaseLogger;
  publicUrl: string;
  /** Signs links to an order's memory. */
  secret: string;
}
