import { randomBytes, timingSafeEqual } from 'node:crypto';
import { cardDesignRules, designMessages } from '../../shared/card-design-rules.js';
import { AppError } from '../http/app-error.js';
import { sign } from '../security/tokens.js';

/**
 * The links in the preview e-mails. A token names its order and revision, expires, and carries
 * a random nonce; an HMAC (AUTH_SECRET) makes it unforgeable, so nothing is stored until it is
 * used, when its nonce is written to card_link_uses in the same transaction as the action.
 * Format: `<orderId>.<revision>.<expires, unix seconds>.<nonce>.<signature>`.
 */
export interface ReviewToken {
  orderId: string;
  revision: number;
  expiresAt: Date;
  nonce: string;
}

const purpose = 'card-review';

export function mintReviewToken(secret: string, orderId: string, revision: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + cardDesignRules.linkLifetimeDays * 24 * 3600;
  const payload = `${orderId}.${revision}.${expires}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${sign(secret, `${purpose}\n${payload}`)}`;
}

function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Checks signature, order and expiry (not use: that is the action's transaction). */
export function readReviewToken(secret: string, token: string, orderId: string, now: Date): ReviewToken {
  const parts = token.split('.');
  const invalid = () => new AppError('FORBIDDEN', designMessages.linkInvalid);
  if (parts.length !== 5) throw invalid();
  const [id, revision, expires, nonce, signature] = parts as [string, string, string, string, string];
  if (!sameSignature(signature, sign(secret, `${purpose}\n${parts.slice(0, 4).join('.')}`))) throw invalid();
  if (id !== orderId) throw invalid();
  const expiresAt = new Date(Number(expires) * 1000);
  if (!(expiresAt.getTime() > now.getTime())) throw new AppError('GONE', designMessages.linkExpired);
  return { orderId: id, revision: Number(revision), expiresAt, nonce };
}

/**
 * Preview files are fetched by <img> tags (no Authorization header) and by mail clients, so
 * their URLs carry a signature and an expiry, handed only to the owner, an admin, or the
 * owner's e-mail. Expiries are rounded up to the day, so a page's URLs stay the same (and
 * cached) all day.
 */
export function signFileUrl(
  secret: string,
  publicUrl: string,
  file: { orderId: string; revision: number; name: string },
  now: Date,
  lifetimeDays: number,
): string {
  const day = 24 * 3600;
  const expires = Math.ceil((now.getTime() / 1000 + lifetimeDays * day) / day) * day;
  const path = `/api/card-files/${file.orderId}/${file.revision}/${file.name}`;
  return `${publicUrl}${path}?exp=${expires}&sig=${sign(secret, `card-file\n${path}\n${expires}`)}`;
}

export function fileSignatureValid(
  secret: string,
  path: string,
  expires: number,
  signature: string,
  now: Date,
): boolean {
  if (!(expires * 1000 > now.getTime())) return false;
  return sameSignature(signature, sign(secret, `card-file\n${path}\n${expires}`));
}
