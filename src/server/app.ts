import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsRoutes, devAnalyticsRoutes } from './analytics/routes.js';
import type { Clock } from './clock.js';
import { systemClock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { healthRoutes } from './health/routes.js';
import { installErrorHandler } from './http/error-handler.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { serveWebApp } from './http/web-app.js';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: FastifyBaseLogger;
  clock?: Clock;
  /** Folder of the built React app; without it only the API is served. */
  webRoot?: string;
}

function contentSecurityPolicy(config: Config) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix positions popovers with style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Only behind https; on http://localhost it would break every request.
      ...(config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/** Builds the whole HTTP app without listening, so tests drive it with `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    // Finish in-flight requests on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  installSecurityHeaders(app, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
  });

  await app.register(healthRoutes, { database, clock });
  await app.register(analyticsRoutes, { database, clock });
  if (config.nodeEnv !== 'production') {
    await app.register(devAnalyticsRoutes, { database });
  }
  await serveWebApp(app, deps.webRoot);
  return app;
}
