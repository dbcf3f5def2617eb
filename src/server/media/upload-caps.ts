import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { uploadServerMessages } from '../../shared/creation-messages.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { enforceRateLimits, type RateLimiter } from '../security/rate-limiter.js';
import type { MediaLimits } from './media-limits.js';
import { mediaUploads } from './schema.js';
import type { UploadCaller } from './upload-owner.js';
import { resumableUploadRules } from './upload-rules.js';

/**
 * Before an upload is created: its declared size fits the largest kind (the type, and so its own
 * limit, is known with the first chunk), the caller has not made too many uploads this minute,
 * and an anonymous caller's unclaimed uploads, counted per client key and per address (a script
 * can invent keys, not addresses), stay under the cap: the red team's F6 stays closed.
 */
export async function checkUploadRoom(
  deps: { db: Db; clock: Clock; limiter: RateLimiter },
  caller: UploadCaller,
  size: number,
  limits: MediaLimits,
): Promise<void> {
  if (!Number.isSafeInteger(size) || size < 0) return; // tus refuses the header itself
  if (size === 0) throw new AppError('BAD_REQUEST', uploadServerMessages.emptyFile);
  if (size > limits.videoMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', uploadServerMessages.videoTooLarge);
  const message = () => uploadServerMessages.uploadCapReached;
  if (caller.userId) {
    await enforceRateLimits(
      deps,
      [{ key: `upload:user:${caller.userId}`, rule: resumableUploadRules.creationsPerUser }],
      message,
    );
    return;
  }
  await enforceRateLimits(
    deps,
    [
      { key: `upload:ip:${caller.ipHash}`, rule: resumableUploadRules.creationsPerClient },
      { key: `upload:client:${caller.clientKeyHash}`, rule: resumableUploadRules.creationsPerClient },
    ],
    message,
  );
  const since = new Date(deps.clock.now().getTime() - resumableUploadRules.unclaimedTtlMs);
  const sameClient = caller.clientKeyHash
    ? or(eq(mediaUploads.clientKeyHash, caller.clientKeyHash), eq(mediaUploads.clientIpHash, caller.ipHash))
    : eq(mediaUploads.clientIpHash, caller.ipHash);
  const [held] = await deps.db
    .select({ bytes: sql<string | null>`sum(${mediaUploads.size})` })
    .from(mediaUploads)
    .where(and(isNull(mediaUploads.ownerUserId), gt(mediaUploads.createdAt, since), sameClient));
  if (Number(held?.bytes ?? 0) + size > resumableUploadRules.anonymousMaxBytes) {
    throw new AppError('TOO_MANY_REQUESTS', uploadServerMessages.uploadCapReached);
  }
}
