import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ReplyOf } from '../../shared/api/endpoint.js';

/** The app as route plugins see it: validation and serialization by zod. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type ContractRequest<Contract extends Endpoint> = FastifyRequest<{
  Params: ParamsOf<Contract>;
  Querystring: QueryOf<Contract>;
  Body: BodyOf<Contract>;
}>;

export type ContractHandler<Contract extends Endpoint> = (
  request: ContractRequest<Contract>,
  reply: FastifyReply,
) => ReplyOf<Contract> | Promise<ReplyOf<Contract>>;

/** Everything a route may add besides its contract: hooks, rate-limit config, a body limit. */
export type RouteExtras = Omit<RouteShorthandOptions, 'schema'>;

/**
 * Registers the route its contract describes. Every schema the contract declares is attached,
 * the response one included, so the server never answers with a shape the client would reject.
 */
export function route<Contract extends Endpoint>(
  app: ZodApp,
  contract: Contract,
  handler: ContractHandler<Contract>,
  extras: RouteExtras = {},
): void {
  const schema: FastifySchema = {
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    ...(contract.response ? { response: { [contract.status ?? 200]: contract.response } } : {}),
  };
  app.route({
    ...extras,
    method: contract.method,
    url: contract.path,
    schema,
    // The schemas above are the contract's, so the request has the contract's shapes.
    handler: (request, reply) => handler(request as unknown as ContractRequest<Contract>, reply),
  });
}
