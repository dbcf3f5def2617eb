import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

/** Every line a logger writes, parsed. */
function capture() {
  const lines: string[] = [];
  const logger = createLogger({ logLevel: 'trace' }, { write: (line: string) => void lines.push(line) });
  return { logger, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** What pg and PGlite throw: a SQLSTATE, a severity, and a detail that quotes the row. */
function databaseError() {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_email_idx"'), {
    severity: 'ERROR',
    code: '23505',
    constraint: 'users_email_idx',
    table: 'users',
    detail: 'Key (email)=(ada@example.com) already exists.',
    query: 'insert into users ...',
    params: ['ada@example.com', 'scrypt$131072$8$1$salt$key'],
  });
}

describe('what reaches the log', () => {
  it('keeps the SQL state of an error passed on its own, and takes its message scrubbed', () => {
    const { logger, parsed } = capture();
    logger.error(databaseError());
    const [line] = parsed();
    expect(line).toMatchObject({
      msg: 'duplicate key value violates unique constraint "users_email_idx"',
      err: { type: 'DatabaseError', sqlState: '23505', constraint: 'users_email_idx', table: 'users' },
    });
    expect(JSON.stringify(line)).not.toMatch(/ada@|scrypt\$|Key \(email\)/);
  });

  it('serializes errors under any key, inside causes and aggregates', () => {
    const { logger, lines } = capture();
    const wrapped = new Error('job failed for ada@example.com', { cause: databaseError() });
    logger.warn({ failure: wrapped, errors: new AggregateError([databaseError()], 'many') }, 'sweep');
    expect(lines.join('')).not.toMatch(/ada@|scrypt\$|detail/);
    expect(lines.join('')).toContain('23505');
  });

  it('scrubs addresses in messages, fields, URL-encoded queries and printf arguments', () => {
    const { logger, lines, parsed } = capture();
    logger.info({ reason: 'No account for Ada.Lovelace+x@Example.co.uk', nested: { to: ['b@c.io'] } }, 'refused');
    logger.info('sent to %s', 'ada%40example.com');
    logger.info({ headers: { authorization: 'Bearer abc', Cookie: 'sid=1' } }, 'plugin options');
    expect(lines.join('')).not.toMatch(/@|%40|Bearer abc|sid=1/);
    expect(parsed()[0]).toMatchObject({ reason: 'No account for [email]', nested: { to: ['[email]'] } });
  });

  it('leaves the outbox line its recipient, and stack paths such as node_modules/@scope alone', async () => {
    const { devOutboxLine } = await import('./logger');
    const { logger, parsed } = capture();
    logger.info({ [devOutboxLine]: true, to: 'ada@example.com' }, 'mail to ada@example.com: Hello');
    const error = new Error('boom');
    error.stack = 'Error: boom\n    at x (/app/node_modules/@fastify/cookie/plugin.js:1:1)';
    logger.error({ err: error }, 'failed');
    const [outbox, failed] = parsed();
    expect(outbox).toMatchObject({ to: 'ada@example.com', msg: 'mail to ada@example.com: Hello' });
    expect((failed!.err as { stack: string }).stack).toContain('node_modules/@fastify/cookie');
  });
});
