import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint's contract: where it lives and what goes in and comes out. The server registers
 * its route from this object and the browser sends its request with it, so a path and its
 * shapes are written once and a change to either side fails to compile on the other.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Fastify's syntax: `:name` marks a parameter, filled from `params`. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * The JSON answer, checked by the server before it leaves and parsed by the client. Left out
   * only where the answer is not JSON (a file, a redirect, a page).
   */
  readonly response?: z.ZodType;
  /** The success status when it is not 200 (e.g. 201). */
  readonly status?: number;
}

/** Declares a contract, keeping its literal method and path and its exact schemas in the type. */
export function endpoint<const Contract extends Endpoint>(contract: Contract): Contract {
  return contract;
}

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;
type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;

/** What the handler receives, after the server's validation. */
export type ParamsOf<Contract extends Endpoint> = Output<Contract['params']>;
export type QueryOf<Contract extends Endpoint> = Output<Contract['query']>;
export type BodyOf<Contract extends Endpoint> = Output<Contract['body']>;
/** What the handler may return (the schema's input: the serializer applies its transforms). */
export type ReplyOf<Contract extends Endpoint> = Contract['response'] extends z.ZodType
  ? z.input<Contract['response']>
  : unknown;
/** What the client gets back. */
export type ResponseOf<Contract extends Endpoint> = Output<Contract['response']>;

/** What the client sends: the parts its contract declares, as their schemas' inputs. */
export type RequestOf<Contract extends Endpoint> = (Contract['params'] extends z.ZodType
  ? { params: Input<Contract['params']> }
  : { params?: undefined }) &
  (Contract['query'] extends z.ZodType ? { query: Input<Contract['query']> } : { query?: undefined }) &
  (Contract['body'] extends z.ZodType ? { body: Input<Contract['body']> } : { body?: undefined });

/** The path with each `:name` replaced by its value, encoded. */
export function endpointPath(contract: Pick<Endpoint, 'path'>, params?: Record<string, string | number>): string {
  return contract.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${contract.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
