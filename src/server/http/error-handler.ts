import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodeForStatus, type ErrorBody, type ErrorCode } from '../../shared/api/errors.js';
import { AppError } from './app-error.js';

export const internalErrorMessage = 'Something went wrong on our side. Please try again.';

function describeValidation(error: { validation: { instancePath?: string; message?: string }[] }): string {
  const details = error.validation
    .map((issue) => {
      const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .filter(Boolean);
  return `Invalid request: ${details.join('; ')}`;
}

/** The first message for each field of the body that was refused, by dotted path. */
function fieldMessages(error: {
  validationContext?: string;
  validation: { instancePath?: string; message?: string }[];
}): Record<string, string> | undefined {
  if (error.validationContext !== 'body') return undefined;
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    if (field && issue.message && !(field in fields)) fields[field] = issue.message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/**
 * Turns every thrown error into the spec's `{error}` body, with its machine `code`. 4xx messages are meant for the
 * customer; 5xx details stay in the log with the request id, never in the response.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
    let status: number;
    let message: string;
    let code: ErrorCode;
    let fields: Record<string, string> | undefined;
    if (error instanceof AppError) {
      status = error.statusCode;
      message = error.message;
      code = error.code;
      fields = error.fields;
      void reply.headers(error.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      message = describeValidation(error);
      code = 'VALIDATION_FAILED';
      fields = fieldMessages(error);
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      message = error.message;
      code = errorCodeForStatus(status);
    } else {
      status = 500;
      message = internalErrorMessage;
      code = 'INTERNAL';
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, reason: message }, 'request refused');
    const body: ErrorBody = fields ? { error: message, code, fields } : { error: message, code };
    return reply.status(status).send(body);
  });
}
