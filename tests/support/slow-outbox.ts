import type { Database } from '../../src/server/db/database.js';
import { createLogger } from '../../src/server/logger.js';
import type { Mailer, MailMessage } from '../../src/server/mail/mailer.js';
import { createOutboxMailer, listOutbox } from '../../src/server/mail/outbox-mailer.js';

export interface SlowOutbox {
  mailer: Mailer;
  /** The outbox the sends end in: the test app's database, known only once the app is made. */
  deliverTo(database: Database): void;
  /** The next slowed send never returns, as in a worker killed mid-send. */
  hangNext(): void;
  /** The next slowed send fails after its delay, as when the SMTP server goes away. */
  failNext(): void;
}

/**
 * The outbox mailer, with the messages whose subject matches `slowed` taking `delayMs` as
 * through an SMTP server: the window in which an overlapping run of a job used to mail too.
 */
export function createSlowOutbox({ delayMs, slowed = /./ }: { delayMs: number; slowed?: RegExp }): SlowOutbox {
  let outbox: Mailer | undefined;
  let hang = false;
  let fail = false;
  const mailer: Mailer = {
    kind: 'outbox',
    async send(message: MailMessage) {
      if (!outbox) throw new Error('the slow outbox was given no database');
      if (slowed.test(message.subject)) {
        if (hang) {
          hang = false;
          return new Promise<void>(() => {});
        }
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (fail) {
          fail = false;
          throw new Error('SMTP server went away');
        }
      }
      await outbox.send(message);
    },
    close: async () => {},
  };
  return {
    mailer,
    deliverTo: (database) => void (outbox = createOutboxMailer(database.db, createLogger({ logLevel: 'silent' }))),
    hangNext: () => void (hang = true),
    failNext: () => void (fail = true),
  };
}

/** The messages to `email` in the test database's outbox whose subject matches `subject`. */
export async function mailsTo(database: Database, email: string, subject: RegExp) {
  return (await listOutbox(database.db, { to: email, limit: 50 })).filter((message) => subject.test(message.subject));
}
