import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { JobQueue } from '../jobs/jobs.js';
import type { Mailer } from '../mail/mailer.js';
import type { RateLimiter } from '../security/rate-limiter.js';

/** What the account services need from the outside world, passed in once by buildApp. */
export interface AuthContext {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Work kept off the request path (the reset mail). */
  jobs: JobQueue;
  clock: Clock;
  /** Keys code HMACs. */
  secret: string;
  adminEmails: ReadonlySet<string>;
  /** Where links in e-mails point, without a trailing slash. */
  publicUrl: string;
}
