import { appShellTexts } from '@shared/messages';
import { getAuthToken } from './auth/token';

export const fallbackErrorMessage = appShellTexts.requestFailed;

/** A non-OK answer from our API, carrying the message the spec says to show. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The spec's rule for a failed request's message: the body's `error`, then its `message`,
 * then the raw text, then the status text, and only then a generic line.
 */
export function errorMessageFrom(body: unknown, text: string, statusText: string): string {
  if (isRecord(body)) {
    if (typeof body.error === 'string' && body.error) return body.error;
    if (typeof body.message === 'string' && body.message) return body.message;
  }
  if (text.trim()) return text.trim();
  if (statusText) return statusText;
  return fallbackErrorMessage;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: the text itself is the best message we have.
  }
  return new ApiError(response.status, errorMessageFrom(body, text, response.statusText), body);
}

function authHeaders(): Record<string, string> {
  const token = getAuthToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** Sends a request with the token (if any) and credentials; throws ApiError unless the answer is OK. */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(path, {
    ...init,
    credentials: 'include',
    headers: { ...authHeaders(), ...(init.headers as Record<string, string> | undefined) },
  });
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** The generic request helper: method, path and an optional JSON body. */
export function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  return apiFetch(path, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
}

/** Reads a JSON answer, or undefined for 204 and empty bodies. */
export async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type On401 = 'throw' | 'returnNull';

/** The default data query: GET on the first element of the key; a 401 throws or yields null. */
export function getQueryFn(options: { on401: On401 }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<unknown> => {
    try {
      const response = await apiFetch(String(queryKey[0]));
      return await readJson(response);
    } catch (error) {
      if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}
