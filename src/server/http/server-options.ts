import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';

/** Fastify's own settings: behind which proxy, and how long a client may take. */
export function serverOptions(config: Config, logger: FastifyBaseLogger) {
  const { headersMs, idleMs } = config.httpTimeouts;
  return {
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    // Timeouts, so a client that stops sending cannot hold a connection (and a file descriptor)
    // for ever, while a 250 MB video on a slow line still arrives:
    // - requestTimeout stays 0 (off): a limit on the whole request would cut such an upload off.
    // - connectionTimeout (the socket's idle timeout) drops a connection on which nothing moved
    //   for HTTP_IDLE_TIMEOUT_MS (90 s): a stalled body or a silent client. Every byte resets it,
    //   so a slow but steady upload never meets it. It must outlast the slowest silent handler
    //   (the card writer, LLM_TIMEOUT_MS; config.ts checks).
    // - headersTimeout: the request line and headers within HTTP_HEADER_TIMEOUT_MS (30 s), so
    //   headers sent a byte at a time cannot keep a connection either; checked every second.
    // - keepAliveTimeout: an idle keep-alive connection closes after 72 s (Fastify's default),
    //   longer than the 60 s idle timeout of common proxies so the proxy always closes first.
    connectionTimeout: idleMs,
    keepAliveTimeout: Math.min(72_000, idleMs),
    requestTimeout: 0,
    http: { headersTimeout: headersMs, connectionsCheckingInterval: Math.min(1000, headersMs) },
    // Finish in-flight requests on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  } as const;
}
