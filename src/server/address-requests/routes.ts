import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressRequestMessages, addressRequestRules as rules } from '../../shared/address-request-texts.js';
import { addressRequestEndpoints } from '../../shared/api/address-requests.js';
import type { AppServices } from '../app-services.js';
import { requireUser } from '../auth/auth-plugin.js';
import { route } from '../http/route.js';
import { jobNames } from '../jobs/jobs.js';
import { enforceRateLimits } from '../security/rate-limiter.js';
import {
  answerAddressRequest,
  createAddressRequest,
  listPendingRequests,
  revokeAddressRequest,
  viewAddressRequest,
} from './address-requests.js';

type Deps = Pick<AppServices, 'db' | 'clock' | 'publicUrl' | 'limiter' | 'mailer' | 'jobs' | 'logger'>;

/**
 * "Ask them for it": the owner's links under /api/account (the caller's only), and the public
 * page's two calls, which need no account and are counted per client so nobody can guess links.
 */
export const addressRequestRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const limited = (key: string, rule: { max: number; windowSeconds: number }) =>
    enforceRateLimits(deps, [{ key, rule }], addressRequestMessages.tooManyRequests);

  route(app, addressRequestEndpoints.create, async (request, reply) => {
    const user = requireUser(request);
    await limited(`address-requests:user:${user.id}`, rules.createPerUser);
    const created = await createAddressRequest(deps, user.id, request.body);
    void reply.status(201);
    return created;
  });

  route(app, addressRequestEndpoints.list, async (request) => ({
    requests: await listPendingRequests(deps, requireUser(request).id),
  }));

  route(app, addressRequestEndpoints.revoke, async (request, reply) => {
    await revokeAddressRequest(deps, requireUser(request).id, request.params.id);
    return reply.status(204).send();
  });

  route(app, addressRequestEndpoints.view, async (request, reply) => {
    await limited(`address-request-open:ip:${request.ip}`, rules.openPerClient);
    // The answer names the asker: no shared cache may keep it.
    void reply.header('cache-control', 'no-store');
    return viewAddressRequest(deps, request.params.token);
  });

  route(app, addressRequestEndpoints.answer, async (request, reply) => {
    await limited(`address-request-answer:ip:${request.ip}`, rules.submitPerClient);
    const { askedBy, ownerId, name } = await answerAddressRequest(deps, request.params.token, request.body);
    // The address is saved; a notice that cannot be queued must not make the visitor try again.
    await deps.jobs.send(jobNames.addressRequestAnswered, { ownerId, name }).catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'the address-arrived notice could not be queued');
    });
    void reply.status(201);
    return { askedBy };
  });
};
