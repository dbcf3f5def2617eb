import fc from 'fast-check';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { orderPayloadSchema } from '../../src/shared/api/orders';
import { bearer, logIn, signUp, uniqueEmail } from '../support/auth';
import { hostileString, jsonValue, schemaArbitrary } from '../support/fuzz-arbitraries';
import { multipartBody, samplePhoto } from '../support/order-request';
import { createTestApp } from '../support/test-app';

/**
 * Property-based fuzzing of every route the app registers (a new route is fuzzed without
 * touching this file): whatever path, query, headers or body a client sends, signed out, as a
 * customer or as an admin, the answer is below 500. Bodies follow the route's own schema with
 * parts turned hostile, or are any JSON, broken JSON, or multipart (intact or broken). Seeded
 * and bounded, so a run is repeatable; a failure names the route and the shrunk request.
 */
const seed = 13;
const runsPerRoute = 50;

const registered: RouteOptions[] = [];
const testApp = await createTestApp({
  env: { ADMIN_EMAILS: 'fuzz-admin@example.com' },
  deps: { onRoute: (route) => registered.push(route) },
});
const customer = await signUp(testApp.app, testApp.database, uniqueEmail('fuzz'));
const admin = await signUp(testApp.app, testApp.database, 'fuzz-admin@example.com');
afterAll(() => testApp.close());

interface RouteEntry {
  method: string;
  url: string;
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
}
const routes: RouteEntry[] = registered.flatMap((route) =>
  [route.method]
    .flat()
    .filter((method) => method !== 'HEAD')
    .map((method) => ({ method, url: route.url, schema: (route.schema ?? {}) as RouteEntry['schema'] })),
);
// Where a route asks for an address, a real account's, so the fuzz gets past "no such user".
// Not the two signed-in accounts: their code quotas must stay free for logging in again.
const decoy = await signUp(testApp.app, testApp.database, uniqueEmail('fuzz-decoy'));
const samples = { decoy: decoy.email };

/** Raw bytes, percent-encoded: NUL, invalid UTF-8 and encoded lone surrogates included. */
const rawUrlPiece = fc
  .uint8Array({ maxLength: 24 })
  .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));

/** Any value as it would travel in a URL: strings as their UTF-8 bytes, the rest as JSON text. */
function urlEncoded(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
}

const urlPiece = fc.oneof(
  rawUrlPiece,
  hostileString.map(urlEncoded),
  fc.constantFrom(
    '00000000-0000-4000-8000-000000000000',
    '1',
    '0',
    '-1',
    'null',
    '%ED%A0%80',
    '%00',
    '..',
    'original',
    'preview',
    'a'.repeat(3000),
  ),
);

/** The query string: pairs drawn from the route's query schema, or any keys and values. */
function queryFor(route: RouteEntry): fc.Arbitrary<string> {
  const fromSchema = schemaArbitrary(route.schema.querystring, samples).map((value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value).map(([key, item]) => `${urlEncoded(key)}=${urlEncoded(item)}`)
      : [],
  );
  const anyPairs = fc.array(
    fc.tuple(urlPiece, urlPiece).map(([key, value]) => `${key}=${value}`),
    { maxLength: 5 },
  );
  return fc.oneof(fromSchema, anyPairs).map((pairs) => pairs.join('&'));
}

/** Every `:param` of the route, from its params schema or any bytes. */
function pathFor(route: RouteEntry): fc.Arbitrary<string> {
  const names = (route.url.match(/:[A-Za-z0-9_]+/g) ?? []).map((name) => name.slice(1));
  const fromSchema = schemaArbitrary(route.schema.params, samples).map((value) =>
    names.map((name) => urlEncoded((value as Record<string, unknown> | null)?.[name] ?? '')),
  );
  const anyValues = fc.array(urlPiece, { minLength: names.length, maxLength: names.length });
  return fc
    .oneof(fromSchema, anyValues)
    .map((values) => names.reduce((url, name, index) => url.replace(`:${name}`, values[index] || '-'), route.url));
}

/** Header values HTTP can carry (no CR, LF or NUL: those never reach the app). */
const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength: 60 }),
  fc.constantFrom('', 'x'.repeat(8_000)),
);

/** A live token for the account: an earlier route's fuzz may have logged it out. */
async function liveToken(account: { token: string; email: string }): Promise<string> {
  const check = await testApp.app.inject({ method: 'GET', url: '/api/auth/user', ...bearer(account.token) });
  if (check.statusCode !== 200) account.token = await logIn(testApp.app, testApp.database, account.email);
  return account.token;
}

// Mostly signed in, so the fuzz reaches what lies behind authentication.
function authorization(tokens: { customer: string; admin: string }) {
  return fc.oneof(
    { arbitrary: fc.constant(`Bearer ${tokens.customer}`), weight: 3 },
    { arbitrary: fc.constant(`Bearer ${tokens.admin}`), weight: 2 },
    { arbitrary: fc.constant(undefined), weight: 1 },
    { arbitrary: fc.constant(`Bearer ${tokens.customer}x`), weight: 1 },
    { arbitrary: headerValue, weight: 1 },
  );
}

const jsonContentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
);

interface Body {
  payload?: InjectOptions['payload'];
  contentType?: string;
}

function jsonBodyFor(route: RouteEntry): fc.Arbitrary<Body> {
  return fc
    .tuple(
      schemaArbitrary(route.schema.body, samples),
      fc.oneof({ arbitrary: fc.constant('application/json'), weight: 5 }, { arbitrary: jsonContentTypes, weight: 1 }),
    )
    .map(([value, contentType]) => ({ payload: JSON.stringify(value) ?? 'null', contentType }));
}

const rawBody: fc.Arbitrary<Body> = fc
  .tuple(
    fc.oneof(
      fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"__proto__":{"admin":true}}', '{"a":1,"a":2}', '\u0000', ''),
      fc.constant('['.repeat(5_000) + ']'.repeat(5_000)),
      fc.string({ unit: 'binary', maxLength: 80 }),
    ),
    jsonContentTypes,
  )
  .map(([payload, contentType]) => ({ payload, contentType }));

const filePart = fc.record({
  name: fc.constantFrom('memoryFile', 'memory', 'file', 'orderData', ''),
  filename: fc.oneof(fc.constantFrom('memory.jpg', '../../x.jpg', '', 'a\u0000.png'), fc.string({ maxLength: 20 })),
  contentType: fc.constantFrom('image/jpeg', 'image/png', 'video/mp4', 'application/octet-stream', 'text/html', ''),
  content: fc.oneof(
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(samplePhoto),
    fc.constant(samplePhoto.subarray(0, samplePhoto.length >> 1)),
  ),
});
const fieldPart = fc.oneof(
  schemaArbitrary(orderPayloadSchema, samples).map((value) => ({
    name: 'orderData',
    value: JSON.stringify(value) ?? '',
  })),
  fc.record({
    name: fc.constantFrom('orderData', 'memoryDescription', 'tone', 'previousOptions', 'front', 'x'),
    value: fc.oneof(
      hostileString,
      jsonValue.map((value) => JSON.stringify(value) ?? ''),
      fc.constantFrom('sentimental', 'Our trip'),
    ),
  }),
);

/** Well-formed multipart with hostile parts, or a multipart body broken in one of the usual ways. */
const multipart: fc.Arbitrary<Body> = fc
  .tuple(
    fc.array(fc.oneof(filePart, fieldPart), { maxLength: 4 }),
    fc.constantFrom('intact', 'intact', 'no-boundary', 'wrong-boundary', 'truncated', 'no-final', 'garbage-headers'),
  )
  .map(([parts, breakage]) => {
    const { payload, headers } = multipartBody(parts);
    const contentType = headers['content-type']!;
    const text = payload.toString('latin1');
    switch (breakage) {
      case 'no-boundary':
        return { payload, contentType: 'multipart/form-data' };
      case 'wrong-boundary':
        return { payload, contentType: 'multipart/form-data; boundary=nope' };
      case 'truncated':
        return { payload: payload.subarray(0, Math.floor(payload.length / 2)), contentType };
      case 'no-final':
        return { payload: Buffer.from(text.replace(/--\r\n$/, ''), 'latin1'), contentType };
      case 'garbage-headers':
        return {
          payload: Buffer.from(text.replace(/Content-Disposition:[^\r]*/g, 'Content-Disposition: ;;=\u0000'), 'latin1'),
          contentType,
        };
      default:
        return { payload, contentType };
    }
  });

function bodyFor(route: RouteEntry): fc.Arbitrary<Body> {
  if (route.method === 'GET' || route.method === 'DELETE') return fc.constant({});
  return fc.oneof(
    { arbitrary: jsonBodyFor(route), weight: 6 },
    { arbitrary: fc.constant({}), weight: 1 },
    { arbitrary: rawBody, weight: 1 },
    { arbitrary: multipart, weight: 3 },
  );
}

const otherHeaders = fc.record(
  {
    cookie: fc.oneof(headerValue, fc.constant(`keepsake_proof=${'a'.repeat(40)}; keepsake_refresh=x`)),
    accept: fc.constantFrom('*/*', 'application/pdf', 'text/html', 'image/webp'),
    range: fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=99999999-', 'bytes=a-b', 'items=1-2'),
    'if-none-match': headerValue,
    'x-forwarded-for': headerValue,
    'stripe-signature': headerValue,
    'accept-language': headerValue,
  },
  { requiredKeys: [] },
);

function requestFor(route: RouteEntry, tokens: { customer: string; admin: string }) {
  return fc.record({
    url: pathFor(route),
    query: queryFor(route),
    authorization: authorization(tokens),
    headers: otherHeaders,
    body: bodyFor(route),
    remoteAddress: fc.ipV4(),
  });
}

describe('every route answers any request below 500', () => {
  it('sees the whole API', () => {
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['POST /api/orders/create-with-payment', 'POST /api/auth/signup']),
    );
  });

  for (const route of routes) {
    it(`${route.method} ${route.url}`, { timeout: 120_000 }, async () => {
      const tokens = { customer: await liveToken(customer), admin: await liveToken(admin) };
      await fc.assert(
        fc.asyncProperty(requestFor(route, tokens), async (request) => {
          const headers: Record<string, string> = { ...request.headers };
          if (request.authorization !== undefined) headers.authorization = request.authorization;
          if (request.body.contentType) headers['content-type'] = request.body.contentType;
          const response = await testApp.app.inject({
            method: route.method as InjectOptions['method'],
            url: request.query ? `${request.url}?${request.query}` : request.url,
            headers,
            remoteAddress: request.remoteAddress,
            ...(request.body.payload === undefined ? {} : { payload: request.body.payload }),
          });
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
        }),
        { seed, numRuns: runsPerRoute },
      );
    });
  }
});
