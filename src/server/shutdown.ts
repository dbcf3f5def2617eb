import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { Database } from './db/database.js';

interface Stoppable {
  app: FastifyInstance;
  database: Database;
  timeoutMs: number;
}

/**
 * Stops accepting connections, lets in-flight requests finish, then closes the database.
 * Resolves true when everything closed within the timeout.
 */
export async function shutDown({ app, database, timeoutMs }: Stoppable): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  // A keep-alive socket whose last request finishes after close() began stays open until
  // something closes it; sweeping idle sockets lets close() complete as soon as work is done.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  const closed = (async () => {
    await app.close();
    await database.close();
    return true as const;
  })();
  try {
    return await Promise.race([closed, timedOut]);
  } finally {
    clearTimeout(timer);
    clearInterval(sweep);
  }
}

/** The server's log stream on stdout: pino's asynchronous destination. */
type LogStream = ReturnType<typeof pino.destination>;

export function openLogStream(): LogStream {
  return pino.destination({ dest: 1, sync: false });
}

/**
 * Ends the log stream and resolves once every line written to it has reached stdout, in order
 * (or after `timeoutMs`, when nobody reads stdout). Call it before process.exit(). Each write
 * runs on libuv's thread pool; at exit, pino writes what is still buffered synchronously at once,
 * while a write already handed to a busy pool lands after it. So a quick shutdown on a loaded
 * machine printed 'server stopped' before 'shutting down'. (logger.flush() does not wait here:
 * it returns at once for a stream that buffers nothing.)
 */
export function endLogStream(stream: LogStream, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    stream.once('close', done);
    stream.once('error', done);
    stream.end();
  });
}
