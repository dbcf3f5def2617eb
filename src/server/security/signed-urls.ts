import { createHmac } from 'node:crypto';
import { constantTimeEqual } from './tokens.js';

/**
 * Links that carry their own proof, so nothing is stored to check them: private files shown in
 * <img> and <video> tags and in mail clients (which send no Bearer header), and the review links
 * in e-mails. Each is an HMAC with the server's key (AUTH_SECRET) over what the link grants and
 * until when, handed only to whoever may follow it.
 *
 * A `purpose` keeps one kind of link from passing as another. Links without one (memory
 * pictures, invoice PDFs) sign the path and expiry alone, as they always have, so links already
 * handed out keep working.
 */
function signature(secret: string, purpose: string | undefined, payload: string): string {
  return createHmac('sha256', secret)
    .update(purpose ? `${purpose}\n${payload}` : payload)
    .digest('base64url');
}

function signatureMatches(secret: string, purpose: string | undefined, payload: string, given: string): boolean {
  return constantTimeEqual(Buffer.from(given), Buffer.from(signature(secret, purpose, payload)));
}

/** `pathname?exp=<unix seconds>&sig=<signature>`, valid until `expiresAt`. */
export function signPath(secret: string, pathname: string, expiresAt: Date, purpose?: string): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${pathname}?exp=${exp}&sig=${signature(secret, purpose, `${pathname}\n${exp}`)}`;
}

export function verifySignedPath(
  secret: string,
  pathname: string,
  query: { exp?: string | number; sig?: string },
  now: Date,
  purpose?: string,
): boolean {
  const exp = Number(query.exp);
  if (!Number.isInteger(exp) || !query.sig || exp * 1000 <= now.getTime()) return false;
  return signatureMatches(secret, purpose, `${pathname}\n${exp}`, query.sig);
}

/**
 * An expiry `lifetimeDays` ahead, rounded up to the day: a page shown again the same day gets
 * the same URLs, so the browser's cache keeps serving them.
 */
export function expiryInDays(now: Date, lifetimeDays: number): Date {
  const day = 24 * 3600 * 1000;
  return new Date(Math.ceil((now.getTime() + lifetimeDays * day) / day) * day);
}

/** A token that carries its own data: `<payload>.<signature>` (base64url, which has no dot). */
export function signToken(secret: string, purpose: string, payload: string): string {
  return `${payload}.${signature(secret, purpose, payload)}`;
}

/** The payload of a token made by {@link signToken}, or null when its signature does not match. */
export function readSignedToken(secret: string, purpose: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot < 0) return null;
  const payload = token.slice(0, dot);
  return signatureMatches(secret, purpose, payload, token.slice(dot + 1)) ? payload : null;
}
