import { errorCodeStatus, type ErrorCode } from '../../shared/api/errors.js';

export type { ErrorCode } from '../../shared/api/errors.js';

/**
 * The one error type services throw. Its code travels to the client as the body's `code` and
 * decides the status; the message is what the customer reads (the spec's text where it names
 * one), so it must never carry internals.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** The refused fields' messages by dotted path ("delivery.arriveBy"), for a form to show beside each. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = errorCodeStatus[code];
  }
}
