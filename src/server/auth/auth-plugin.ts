import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../../shared/api/user.js';
import { authServerMessages } from '../../shared/messages.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { authenticate, type Authenticated } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user and session, when the request carries a live Bearer token. */
    auth: Authenticated | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Resolves the Bearer token of every API request once, before any handler runs. */
export const authPlugin = fp<{ db: Db; clock: Clock }>(
  async (app: FastifyInstance, { db, clock }) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      if (token && request.url.startsWith('/api/')) request.auth = (await authenticate(db, clock.now(), token)) ?? null;
    });
  },
  { name: 'keepsake-auth' },
);

/** The signed-in user, or a 401 in the spec's error shape. */
export function requireUser(request: FastifyRequest): User {
  if (!request.auth) throw new AppError('UNAUTHORIZED', authServerMessages.notSignedIn);
  return request.auth.user;
}

const notAllowedMessage = 'You do not have permission to do that.';

/** The signed-in admin (role from ADMIN_EMAILS), or 401 / 403. */
export function requireAdmin(request: FastifyRequest): User {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', notAllowedMessage);
  return user;
}
