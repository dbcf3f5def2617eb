import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../../src/server/db/database.js';
import { listOutbox } from '../../src/server/mail/outbox-mailer.js';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

/** A different client address per caller, so per-client rate limits of one test do not leak into the next. */
export function uniqueIp(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

/** The newest code mailed to `email`, read from the outbox like a person reading their inbox. */
export async function latestCode(database: Database, email: string): Promise<string> {
  const [message] = await listOutbox(database.db, { to: email, limit: 1 });
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export async function latestLink(database: Database, email: string): Promise<URL> {
  const [message] = await listOutbox(database.db, { to: email, limit: 1 });
  const link = message?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link mailed to ${email}`);
  return new URL(link.replace(/[\]).,]+$/, ''));
}

export function postJson(app: FastifyInstance, url: string, payload: unknown, extra: Partial<InjectOptions> = {}) {
  return app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], ...extra });
}

export function proofCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'keepsake_proof');
  if (!cookie) throw new Error('no proof cookie was set');
  return cookie.value;
}

/** Signs a new user up through the real code flow and returns their Bearer token. */
export async function signUp(
  app: FastifyInstance,
  database: Database,
  email = uniqueEmail(),
  name: { firstName: string; lastName: string } = { firstName: 'Ada', lastName: 'Lovelace' },
): Promise<{ token: string; email: string }> {
  const ip = uniqueIp();
  await postJson(app, '/api/auth/send-verification', { email }, { remoteAddress: ip });
  const verified = await postJson(
    app,
    '/api/auth/verify-code',
    { email, code: await latestCode(database, email) },
    { remoteAddress: ip },
  );
  const completed = await postJson(
    app,
    '/api/auth/complete-signup',
    { email, ...name },
    { cookies: { keepsake_proof: proofCookie(verified) }, remoteAddress: ip },
  );
  if (completed.statusCode !== 200) throw new Error(`sign-up failed: ${completed.body}`);
  return { token: (completed.json() as { token: string }).token, email };
}

export function bearer(token: string): { headers: Record<string, string> } {
  return { headers: { authorization: `Bearer ${token}` } };
}

/** Logs an existing user in through the real code flow and returns a fresh Bearer token. */
export async function logIn(app: FastifyInstance, database: Database, email: string): Promise<string> {
  const ip = uniqueIp();
  await postJson(app, '/api/auth/send-login-code', { email }, { remoteAddress: ip });
  const verified = await postJson(
    app,
    '/api/auth/verify-code',
    { email, code: await latestCode(database, email) },
    { remoteAddress: ip },
  );
  const completed = await postJson(
    app,
    '/api/auth/complete-login',
    { email },
    { cookies: { keepsake_proof: proofCookie(verified) }, remoteAddress: ip },
  );
  if (completed.statusCode !== 200) throw new Error(`login failed: ${completed.body}`);
  return (completed.json() as { token: string }).token;
}
