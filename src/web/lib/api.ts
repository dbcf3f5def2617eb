import { endpointPath, type Endpoint, type RequestOf, type ResponseOf } from '@shared/api/endpoint';
import { errorCodeForStatus, errorCodes, type ErrorCode } from '@shared/api/errors';
import { appShellTexts } from '@shared/messages';
import { getAuthToken } from './auth/token';

export const fallbackErrorMessage = appShellTexts.requestFailed;

/**
 * A non-OK answer from our API, carrying the message the spec says to show and the machine
 * code to branch on (the general code for the status when the body names none).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ErrorCode;
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.code = codeOf(body) ?? errorCodeForStatus(status);
  }
}

function codeOf(body: unknown): ErrorCode | undefined {
  const code = isRecord(body) ? body.code : undefined;
  return typeof code === 'string' && (errorCodes as string[]).includes(code) ? (code as ErrorCode) : undefined;
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

/** The query string of a contract's query object; absent values are left out. */
function queryString(query: unknown): string {
  if (!isRecord(query)) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Where a contract's request goes: its path with the parameters filled in, and its query. */
export function requestUrl<Contract extends Endpoint>(contract: Contract, input?: RequestOf<Contract>): string {
  const params = input?.params as Record<string, string | number> | undefined;
  return endpointPath(contract, params) + queryString(input?.query);
}

/**
 * The one way the app calls its API: the endpoint's contract says the method, the path and the
 * shapes; the answer is parsed by the contract's response schema, so a drifted server fails here
 * loudly instead of somewhere in a screen.
 */
export async function request<Contract extends Endpoint>(
  contract: Contract,
  ...[input]: object extends RequestOf<Contract> ? [RequestOf<Contract>?] : [RequestOf<Contract>]
): Promise<ResponseOf<Contract>> {
  const response = await apiRequest(contract.method, requestUrl(contract, input), input?.body);
  const json = await readJson<unknown>(response);
  return (contract.response ? contract.response.parse(json) : undefined) as ResponseOf<Contract>;
}
