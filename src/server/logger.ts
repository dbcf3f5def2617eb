import pino, { type Logger } from 'pino';
import type { Config } from './config.js';
import { scrubText, scrubValue, serializeError } from './log-redaction.js';

/**
 * Marks the development outbox's line ("mail to <address>: <subject>"): the one line allowed
 * to name an address, so a developer sees who got which code. A symbol, so no logged data can
 * claim it.
 */
export const devOutboxLine = Symbol('dev outbox line');

/** Fastify's request fields, with any address in the URL (a query such as ?q=) scrubbed. */
function requestSerializer(request: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? scrubText(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Structured JSON lines; credentials, e-mail addresses and password hashes never reach the log
 * (log-redaction.ts). Every call passes through the logMethod hook, child loggers included.
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'keepsake' },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      serializers: { err: serializeError, req: requestSerializer },
      hooks: {
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          if (typeof first === 'object' && first !== null && devOutboxLine in first) {
            return method.apply(this, args);
          }
          if (first instanceof Error) {
            // pino would log it under err and take its raw message as the line's message.
            const err = serializeError(first) as { message: string };
            const [message, ...more] = rest;
            return method.apply(this, [
              { err },
              typeof message === 'string' ? scrubText(message) : err.message,
              ...more.map((item) => scrubValue(item)),
            ] as Parameters<typeof method>);
          }
          return method.apply(this, args.map((item) => scrubValue(item)) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}
