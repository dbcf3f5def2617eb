import { timingSafeEqual } from 'node:crypto';
import { sign } from './tokens.js';

/**
 * Private files shown in <img> and <video> tags cannot carry a Bearer header, so their URLs
 * carry a short-lived HMAC signature instead, handed only to whoever may see the file.
 */
export function signPath(secret: string, pathname: string, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const signature = sign(secret, `${pathname}\n${exp}`);
  return `${pathname}?exp=${exp}&sig=${signature}`;
}

export function verifySignedPath(
  secret: string,
  pathname: string,
  query: { exp?: string; sig?: string },
  now: Date,
): boolean {
  const exp = Number(query.exp);
  if (!Number.isInteger(exp) || !query.sig || exp * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(sign(secret, `${pathname}\n${exp}`));
  const actual = Buffer.from(query.sig);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
