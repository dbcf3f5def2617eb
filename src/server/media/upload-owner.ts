import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { uploadServerMessages } from '../../shared/creation-messages.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { mediaUploads } from './schema.js';

import { clientKeyHeader } from '../../shared/api/uploads.js';

export { clientKeyHeader };

/** A key the browser made with crypto.getRandomValues: 22 to 128 URL-safe characters. */
const clientKeyPattern = /^[A-Za-z0-9_-]{22,128}$/;

/** Who is asking: a signed-in customer, an anonymous browser, or both (the browser signed in). */
export interface UploadCaller {
  userId: string | null;
  clientKeyHash: string | null;
  ipHash: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export function uploadCaller(input: { userId: string | null; clientKey: unknown; ip: string }): UploadCaller {
  const key = typeof input.clientKey === 'string' && clientKeyPattern.test(input.clientKey) ? input.clientKey : null;
  return {
    userId: input.userId,
    clientKeyHash: key ? sha256(`client:${key}`) : null,
    ipHash: sha256(`ip:${input.ip}`),
  };
}

/** The caller of a request: its signed-in customer, the client key its browser sent, its address. */
export function requestUploadCaller(request: FastifyRequest): UploadCaller {
  return uploadCaller({
    userId: request.auth?.user.id ?? null,
    clientKey: request.headers[clientKeyHeader],
    ip: request.ip,
  });
}

/** Rows this caller may use: its own, or its browser's while unclaimed. */
export function ownedBy(caller: UploadCaller): SQL | undefined {
  const anonymous = caller.clientKeyHash
    ? and(isNull(mediaUploads.ownerUserId), eq(mediaUploads.clientKeyHash, caller.clientKeyHash))
    : undefined;
  const own = caller.userId ? eq(mediaUploads.ownerUserId, caller.userId) : undefined;
  if (own && anonymous) return or(own, anonymous);
  return own ?? anonymous;
}

export const uploadNotFound = () => new AppError('NOT_FOUND', uploadServerMessages.uploadNotFound);

/**
 * A signed-in customer whose browser uploaded before signing in takes those uploads over: on
 * the first authenticated request that carries the browser's client key. Returns how many.
 */
export async function claimUploads(db: Db, clock: Clock, caller: UploadCaller): Promise<number> {
  if (!caller.userId || !caller.clientKeyHash) return 0;
  const claimed = await db
    .update(mediaUploads)
    .set({ ownerUserId: caller.userId, claimedAt: clock.now() })
    .where(and(isNull(mediaUploads.ownerUserId), eq(mediaUploads.clientKeyHash, caller.clientKeyHash)))
    .returning({ id: mediaUploads.id });
  return claimed.length;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether the caller may touch this media id; anything else is the same 404, existing or not. */
export async function assertOwnsUpload(db: Db, caller: UploadCaller, mediaId: string): Promise<void> {
  const owner = ownedBy(caller);
  if (!owner || !uuidPattern.test(mediaId)) throw uploadNotFound();
  const rows = await db
    .select({ id: mediaUploads.id })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.id, mediaId), owner));
  if (rows.length === 0) throw uploadNotFound();
}
