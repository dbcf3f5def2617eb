import { randomBytes } from 'node:crypto';
import { cardDesignEndpoints } from '../../shared/api/card-design-endpoints.js';
import { endpointPath } from '../../shared/api/endpoint.js';
import { cardDesignRules, designMessages } from '../../shared/card-design-rules.js';
import { AppError } from '../http/app-error.js';
import { expiryInDays, readSignedToken, signPath, signToken, verifySignedPath } from '../security/signed-urls.js';

/**
 * The links in the preview e-mails. A token names its order and revision, expires, and carries
 * a random nonce; its signature (signed-urls.ts) makes it unforgeable, so nothing is stored
 * until it is used, when its nonce is written to card_link_uses in the same transaction as the
 * action. Format: `<orderId>.<revision>.<expires, unix seconds>.<nonce>.<signature>`.
 */
export interface ReviewToken {
  orderId: string;
  revision: number;
  expiresAt: Date;
  nonce: string;
}

const reviewPurpose = 'card-review';
const filePurpose = 'card-file';

export function mintReviewToken(secret: string, orderId: string, revision: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + cardDesignRules.linkLifetimeDays * 24 * 3600;
  return signToken(secret, reviewPurpose, `${orderId}.${revision}.${expires}.${randomBytes(12).toString('base64url')}`);
}

/** Checks signature, order and expiry (not use: that is the action's transaction). */
export function readReviewToken(secret: string, token: string, orderId: string, now: Date): ReviewToken {
  const invalid = () => new AppError('FORBIDDEN', designMessages.linkInvalid);
  const parts = readSignedToken(secret, reviewPurpose, token)?.split('.');
  if (parts?.length !== 4) throw invalid();
  const [id, revision, expires, nonce] = parts as [string, string, string, string];
  if (id !== orderId) throw invalid();
  const expiresAt = new Date(Number(expires) * 1000);
  if (!(expiresAt.getTime() > now.getTime())) throw new AppError('GONE', designMessages.linkExpired);
  return { orderId: id, revision: Number(revision), expiresAt, nonce };
}

export function cardFilePath(orderId: string, revision: number, name: string): string {
  return endpointPath(cardDesignEndpoints.cardFile, { orderId, revision, file: name });
}

/**
 * Preview files are fetched by <img> tags (no Authorization header), so their URLs are signed,
 * handed only to the owner or an admin.
 */
export function signFileUrl(
  secret: string,
  file: { orderId: string; revision: number; name: string },
  now: Date,
  lifetimeDays: number,
): string {
  const path = cardFilePath(file.orderId, file.revision, file.name);
  return signPath(secret, path, expiryInDays(now, lifetimeDays), filePurpose);
}

export function fileSignatureValid(secret: string, path: string, query: { exp: number; sig: string }, now: Date) {
  return verifySignedPath(secret, path, query, now, filePurpose);
}
