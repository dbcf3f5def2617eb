import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { storedSignInScript } from '../../shared/stored-sign-in.js';
import type { ContentSecuritySources } from '../payments/payments.js';

/** The one inline script our pages carry, admitted by its hash: no other inline script runs. */
const storedSignInScriptSource = `'sha256-${createHash('sha256').update(storedSignInScript).digest('base64')}'`;

/**
 * Our header policy: everything from our own origin, plus what the payment processor's card
 * field loads (`processor`).
 */
export function securityPolicy(publicUrl: string, processor: ContentSecuritySources): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", storedSignInScriptSource, ...processor.script],
        frameSrc: ["'self'", ...processor.frame],
        // Radix positions popovers with style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...processor.connect],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only behind https; on http://localhost it would break every request.
        ...(publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Helmet's header policy, computed once at start instead of on every request. Running helmet
 * as per-request middleware cost ~40% of our requests/s on the landing page (npm run bench);
 * none of our headers vary by request (no CSP nonces), so one precomputed set is exact.
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // helmet is connect-style middleware that only sets and removes headers, synchronously.
  helmet(options)({} as never, response as never, () => {});
  return headers;
}

export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = computeSecurityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
