import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { devOutboxLine } from '../logger.js';
import { mailOutbox } from '../db/schema.js';
import type { Mailer } from './mailer.js';

export function createOutboxMailer(db: Db, logger: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send({ to, subject, html, text, devNote, headers }) {
      await db.insert(mailOutbox).values({ to, subject, html, text, headers: headers ?? {} });
      logger.info(
        { [devOutboxLine]: true, to, subject, note: devNote },
        `mail to ${to}: ${subject}${devNote ? ` (${devNote})` : ''}`,
      );
    },
    async close() {},
  };
}

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers the message carried, e.g. List-Unsubscribe; empty for most mail. */
  headers: Record<string, string>;
  createdAt: string;
}

export async function listOutbox(db: Db, options: { to?: string; limit: number }): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(options.to ? and(eq(mailOutbox.to, options.to)) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(options.limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function findOutboxMessage(db: Db, id: string): Promise<OutboxMessage | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : undefined;
}
