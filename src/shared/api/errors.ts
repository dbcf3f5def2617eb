import { z } from 'zod';

/**
 * Every machine code an error body can carry, each with its one HTTP status. The client
 * branches on these, never on the wording, so the spec's texts can change freely. The general
 * codes name the kind of refusal; the specific ones name a case a screen treats on its own.
 */
export const errorCodeStatus = {
  BAD_REQUEST: 400,
  /** A field failed the request's schema; the message names it. */
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
  /** Sign-up with an address that already has an account: the screen sends the visitor to log in. */
  ACCOUNT_EXISTS: 409,
  /** A reset link that was used, replaced or has expired: the screen sends the visitor to /login. */
  RESET_LINK_INVALID: 400,
} as const;

export type ErrorCode = keyof typeof errorCodeStatus;
export const errorCodes = Object.keys(errorCodeStatus) as [ErrorCode, ...ErrorCode[]];

/** The general code for a status that something other than our own code refused (Fastify, a plugin). */
export function errorCodeForStatus(status: number): ErrorCode {
  const general = (Object.keys(errorCodeStatus) as ErrorCode[]).find(
    (code) => errorCodeStatus[code] === status && code !== 'VALIDATION_FAILED',
  );
  if (general) return general;
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

/**
 * Every error the API returns has this body; the spec's screens read `error` first. A refused
 * request body also names each wrong field's message by its dotted path ("address.postalCode"),
 * so a form can show it beside the field.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.enum(errorCodes),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
