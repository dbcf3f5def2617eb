import type { FastifyBaseLogger } from 'fastify';
import type { CardFileStore } from './card-review/card-file-store.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/database.js';
import type { JobQueue, JobRegistry } from './jobs/jobs.js';
import type { Mailer } from './mail/mailer.js';
import type { MediaLimits } from './media/media-limits.js';
import type { MediaStore } from './media/media-store.js';
import type { PartialUploads } from './media/partial-uploads.js';
import type { PaymentProcessor } from './payments/processor.js';
import type { PrintLab } from './print-lab/lab-client.js';
import type { RateLimiter } from './security/rate-limiter.js';
import type { CardWriter } from './writer/card-writer.js';

/**
 * What the capabilities share, built once per app by createServices (services.ts). Each
 * capability's deps type picks its fields from here, so a name means one thing everywhere.
 */
export interface AppServices {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Work kept off the request path (mails, renders). */
  jobs: JobQueue;
  jobRegistry: JobRegistry;
  /** The active payment processor's adapter; its `kind` says which one it is. */
  processor: PaymentProcessor;
  mediaStore: MediaStore;
  /** The bytes of resumable uploads still arriving. */
  partialUploads: PartialUploads;
  /** Rendered card previews and print PDFs. */
  files: CardFileStore;
  writer: CardWriter;
  /** The print-on-demand lab approved cards go to; undefined: in-house printing only. */
  printLab: PrintLab | undefined;
  /** Where links in e-mails point, without a trailing slash. */
  publicUrl: string;
  /** Keys code HMACs and signed links. */
  secret: string;
  adminEmails: ReadonlySet<string>;
  ffmpegPath: string;
  /** Upload limits; undefined means the defaults (tests lower them). */
  limits: MediaLimits | undefined;
  /** Closes what the services opened themselves; what the caller passed in stays open. */
  close(): Promise<void>;
}
