import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { JobQueue } from '../jobs/jobs.js';
import type { Mailer } from '../mail/mailer.js';
import type { MediaLimits } from '../media/media-limits.js';
import type { MediaStore } from '../media/media-store.js';
import type { CardFileStore } from './card-file-store.js';

/** What the card room needs from the app (built once in app.ts). */
export interface CardDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  publicUrl: string;
  secret: string;
  mediaStore: MediaStore;
  files: CardFileStore;
  jobs: JobQueue;
  ffmpegPath: string;
  limits?: MediaLimits;
}
