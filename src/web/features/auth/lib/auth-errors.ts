import { ApiError } from '@/lib/api';

/** The message the spec shows for a failed call: the server's (by the generic rule), else `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** Login and sign-up show the server's own words: the body's error field, else `fallback`. */
export function errorFieldOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const field = (error.body as { error?: unknown }).error;
    if (typeof field === 'string' && field) return field;
  }
  return fallback;
}

/** The send call can also say the account exists by failing; either way the visitor should log in. */
export function isAccountExistsError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'ACCOUNT_EXISTS';
}
