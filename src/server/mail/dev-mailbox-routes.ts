import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { findOutboxMessage, listOutbox } from './outbox-mailer.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The development mailbox (not served when NODE_ENV=production): every message the outbox
 * kept, as JSON for tests and scripts and as a page for people.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const query = z.object({
    to: z.string().trim().toLowerCase().optional(),
    limit: z.coerce.number().int().min(1).max(500).default(50),
  });

  app.get('/api/dev/mailbox', { schema: { querystring: query } }, async (request) => ({
    messages: await listOutbox(db, request.query),
  }));

  app.get('/dev/mailbox', { schema: { querystring: query } }, async (request, reply) => {
    const messages = await listOutbox(db, request.query);
    const rows = messages
      .map(
        (message) =>
          `<tr><td>${escapeHtml(new Date(message.createdAt).toLocaleString('en-US'))}</td><td>${escapeHtml(message.to)}</td>` +
          `<td><a href="/dev/mailbox/${message.id}">${escapeHtml(message.subject)}</a></td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox · Keepsake</title>` +
          `<style>body{font:15px system-ui;margin:2rem;color:#1c1917}td,th{padding:.4rem .8rem;text-align:left;border-bottom:1px solid #e7e1da}</style></head>` +
          `<body><h1>Development mailbox</h1><p>Every e-mail Keepsake sent while no SMTP server is configured, newest first.</p>` +
          `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No mail yet.</td></tr>'}</tbody></table></body></html>`,
      );
  });

  app.get('/dev/mailbox/:id', { schema: { params: z.object({ id: z.uuid() }) } }, async (request, reply) => {
    const message = await findOutboxMessage(db, request.params.id);
    if (!message) return reply.status(404).send({ error: 'No such message' });
    return reply.type('text/html; charset=utf-8').send(message.html);
  });
};
