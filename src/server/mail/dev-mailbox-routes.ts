import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devEndpoints, outboxQuerySchema } from '../../shared/api/dev-endpoints.js';
import type { Db } from '../db/database.js';
import { route } from '../http/route.js';
import { findOutboxMessage, listOutbox } from './outbox-mailer.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A message page shows an e-mail as a mail client would: its pictures come from PUBLIC_URL,
 * which need not be the host this page was opened at (localhost and 127.0.0.1 are two
 * origins). E-mails carry no scripts, so none run here.
 */
function messagePolicy(publicUrl: string): string {
  return [
    "default-src 'none'",
    `img-src 'self' data: ${new URL(publicUrl).origin}`,
    "style-src 'unsafe-inline'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * The development mailbox (not served when NODE_ENV=production, and only to this machine):
 * every message the outbox kept, as JSON for tests and scripts and as a page for people.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  const policy = messagePolicy(publicUrl);
  route(app, devEndpoints.mailbox, async (request) => ({ messages: await listOutbox(db, request.query) }));

  app.get('/dev/mailbox', { schema: { querystring: outboxQuerySchema } }, async (request, reply) => {
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
    if (!message) return reply.status(404).send({ error: 'No such message', code: 'NOT_FOUND' });
    return reply.type('text/html; charset=utf-8').header('content-security-policy', policy).send(message.html);
  });
};
