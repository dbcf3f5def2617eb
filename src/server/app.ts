import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import fastifyCookie from '@fastify/cookie';
import { analyticsRoutes, devAnalyticsRoutes } from './analytics/routes.js';
import { authPlugin } from './auth/auth-plugin.js';
import type { AuthContext } from './auth/context.js';
import { authRoutes } from './auth/routes.js';
import { syncAdminRoles } from './auth/users.js';
import type { Clock } from './clock.js';
import { systemClock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { healthRoutes } from './health/routes.js';
import { installErrorHandler } from './http/error-handler.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { serveWebApp } from './http/web-app.js';
import { devMailboxRoutes } from './mail/dev-mailbox-routes.js';
import type { Mailer } from './mail/mailer.js';
import type { RateLimiter } from './security/rate-limiter.js';
import { createMailer, createRateLimiter } from './services.js';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: FastifyBaseLogger;
  clock?: Clock;
  /** Folder of the built React app; without it only the API is served. */
  webRoot?: string;
  /** Defaults follow the configuration (outbox or SMTP; in-process or Redis counters). */
  mailer?: Mailer;
  rateLimiter?: RateLimiter;
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

  const { authSecret } = config;
  if (!authSecret) throw new Error('buildApp needs config.authSecret (main.ts makes one in development)');
  const mailer = deps.mailer ?? createMailer(config, database, logger);
  const limiter = deps.rateLimiter ?? createRateLimiter(config);
  app.addHook('onClose', async () => {
    if (!deps.mailer) await mailer.close();
    if (!deps.rateLimiter) await limiter.close();
  });
  const adminEmails = new Set(config.adminEmails);
  await syncAdminRoles(database.db, adminEmails);
  const authContext: AuthContext = {
    db: database.db,
    mailer,
    limiter,
    clock,
    secret: authSecret,
    adminEmails,
    publicUrl: config.publicUrl,
  };

  await app.register(fastifyCookie);
  await app.register(authPlugin, { db: database.db, clock });
  await app.register(healthRoutes, { database, clock });
  await app.register(authRoutes, { ctx: authContext, secureCookies: config.publicUrl.startsWith('https:') });
  await app.register(analyticsRoutes, { database, clock });
  if (config.nodeEnv !== 'production') {
    await app.register(devAnalyticsRoutes, { database });
    await app.register(devMailboxRoutes, { db: database.db });
  }
  await serveWebApp(app, deps.webRoot);
  return app;
}
