import { vi } from 'vitest';

/** One request the screen sent, as a handler sees it. */
export interface FakeRequest {
  method: string;
  path: string;
  /** The JSON body, parsed; undefined for other bodies. */
  json: unknown;
  /** The multipart body, for uploads. */
  form: FormData | null;
}

interface FakeReply {
  status?: number;
  body?: unknown;
  /** Extra response headers (a download's name, the labels' flagged orders). */
  headers?: Record<string, string>;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** 'POST /api/auth/verify-code' and the like: the method and the path without the query. */
type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

export type FakeRoutes = Partial<Record<RouteKey, FakeHandler | FakeReply>>;

let unanswered: string[] = [];

/** Requests of the current test that no route answered; the setup file fails a test that sent one. */
export function unansweredRequests(): readonly string[] {
  return unanswered;
}

export function resetUnansweredRequests(): void {
  unanswered = [];
}

function toResponse({ status = 200, body, headers = {} }: FakeReply): Response {
  const empty = status === 204 || body === undefined;
  return new Response(empty ? null : JSON.stringify(body), {
    status,
    headers: empty ? headers : { 'content-type': 'application/json', ...headers },
  });
}

function readBody(body: RequestInit['body']): Pick<FakeRequest, 'json' | 'form'> {
  if (body instanceof FormData) return { json: undefined, form: body };
  if (typeof body === 'string') return { json: JSON.parse(body) as unknown, form: null };
  return { json: undefined, form: null };
}

/**
 * The server, faked at `fetch`: a table from 'METHOD /path' to an answer or a handler. Routes
 * can be replaced mid-test (`answer`), and every request is kept (`requests`) so a test can say
 * that nothing was sent. A request no route answers gets a 501 and fails the test.
 */
export function fakeServer(routes: FakeRoutes) {
  const table: FakeRoutes = { ...routes };
  const requests: FakeRequest[] = [];

  const fetchFake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const method = (init.method ?? 'GET').toUpperCase();
    const request: FakeRequest = { method, path: url.pathname, ...readBody(init.body) };
    requests.push(request);
    const route = table[`${method} ${url.pathname}` as RouteKey];
    if (!route) {
      unanswered.push(`${method} ${url.pathname}`);
      return toResponse({ status: 501, body: { error: `No fake answer for ${method} ${url.pathname}` } });
    }
    return toResponse(typeof route === 'function' ? await route(request) : route);
  };
  vi.stubGlobal('fetch', vi.fn(fetchFake));

  return {
    answer(key: RouteKey, route: FakeHandler | FakeReply): void {
      table[key] = route;
    },
    /** The requests sent so far to one route. */
    requests(key: RouteKey): FakeRequest[] {
      return requests.filter((request) => `${request.method} ${request.path}` === key);
    },
  };
}

/** A reply the test releases when it chooses, to look at the screen while a request is pending. */
export function heldReply(): { handler: FakeHandler; release: (reply: FakeReply) => void } {
  let release: (reply: FakeReply) => void = () => undefined;
  const pending = new Promise<FakeReply>((resolve) => {
    release = resolve;
  });
  return { handler: () => pending, release };
}
