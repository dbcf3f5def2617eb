import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { mediaUploads } from './schema.js';
import { resumableUploadRules } from './upload-rules.js';
import type { MediaUploadStore } from './upload-store.js';

/** Uploads looked at per run; a backlog drains over the next runs. */
const batchSize = 200;

/**
 * Deletes uploads nobody will use, with their bytes: unclaimed ones an hour after they began
 * (finished or not), claimed ones a day after. Times are the app clock's, so tests step past
 * them. Returns how many went.
 */
export async function sweepMediaUploads(deps: { db: Db; clock: Clock; store: MediaUploadStore }): Promise<number> {
  const now = deps.clock.now().getTime();
  const unclaimedBefore = new Date(now - resumableUploadRules.unclaimedTtlMs);
  const claimedBefore = new Date(now - resumableUploadRules.claimedTtlMs);
  const stale = await deps.db
    .select({ id: mediaUploads.id })
    .from(mediaUploads)
    .where(
      or(
        and(isNull(mediaUploads.ownerUserId), lt(mediaUploads.createdAt, unclaimedBefore)),
        and(isNotNull(mediaUploads.ownerUserId), lt(mediaUploads.createdAt, claimedBefore)),
      ),
    )
    .limit(batchSize);
  for (const { id } of stale) await deps.store.remove(id);
  return stale.length;
}
