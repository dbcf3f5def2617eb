import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { singleLine } from './text.js';

/** An e-mail the development outbox kept (only when no SMTP server is configured). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Extra headers the message carried (a reminder's List-Unsubscribe and List-Unsubscribe-Post). */
  headers: z.record(z.string(), z.string()),
  createdAt: z.string(),
});

export const outboxQuerySchema = z.object({
  to: singleLine().trim().toLowerCase().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

/** Development-only endpoints (never served in production, and only to this machine). */
export const devEndpoints = {
  mailbox: endpoint({
    method: 'GET',
    path: '/api/dev/mailbox',
    query: outboxQuerySchema,
    response: z.object({ messages: z.array(outboxMessageSchema) }),
  }),
};
