import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database.js';

export interface Stoppable {
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
