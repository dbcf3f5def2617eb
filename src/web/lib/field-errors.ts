import type { z } from 'zod';
import { accountMessages } from '@shared/account-messages';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';

/** One message per field, by the request's dotted path ("address.postalCode", "phone"). */
export type FieldErrors = Record<string, string>;

/**
 * The first message per field of zod issues, keyed by the path after `prefix`
 * (["address", "postalCode"] with prefix ["address"] is "postalCode").
 */
export function issuesByField(issues: readonly z.core.$ZodIssue[], prefix: readonly string[] = []): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (!prefix.every((part, index) => path[index] === part)) continue;
    const key = path.slice(prefix.length).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The messages under one part of a request ("address." gives the address fields' own). */
export function fieldsUnder(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), message]),
  );
}

/** The `fields` of a refusal's body (every route names each bad field there), if it has any. */
export function serverFieldErrors(error: unknown): FieldErrors | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const fields = (error.body as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return undefined;
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A refused form: the server's per-field messages land on their fields; any other refusal is a toast. */
export function showRefusal(error: unknown, setErrors: (errors: FieldErrors) => void): void {
  const fields = serverFieldErrors(error);
  if (fields) {
    setErrors(fields);
    return;
  }
  toast({
    title: accountMessages.errorTitle,
    description: error instanceof ApiError ? error.message : String(error),
    variant: 'destructive',
  });
}
