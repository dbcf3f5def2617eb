import { randomBytes } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { mediaUploads } from './schema.js';

interface LeaseOptions {
  /** How long a holder keeps the lease without renewing it: a crashed process frees it this fast. */
  leaseMs?: number;
  /** How often a holder renews, and a waiter tries again. */
  pollMs?: number;
  /** A waiter gives up (tus answers 500 "lock timeout") after this long. */
  acquireTimeoutMs?: number;
}

/**
 * The tus lock on one upload, held as a lease on its row in media_uploads, so every app instance
 * on the same PostgreSQL agrees (decision 007). A waiter marks the row as wanted; the holder sees
 * that on its next renewal and asks tus to let go (the client has resumed on a new connection,
 * so the old request is a half-open leftover). Times are the database's, never a process's.
 *
 * A row that does not exist yet is free: tus locks a new upload's id before creating it, and that
 * id is fresh and random, so no one else can be waiting for it.
 */
export function createUploadLocker(db: Db, options: LeaseOptions = {}): Locker {
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 100;
  const acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
  const leaseEnd = sql`now() + ${`${leaseMs} milliseconds`}::interval`;

  return {
    newLock(id: string): Lock {
      const token = randomBytes(16).toString('hex');
      let renewal: NodeJS.Timeout | undefined;

      async function tryAcquire(): Promise<boolean> {
        const taken = await db
          .update(mediaUploads)
          .set({ lockToken: token, lockedUntil: leaseEnd, lockWantedAt: null })
          .where(
            and(eq(mediaUploads.id, id), or(isNull(mediaUploads.lockToken), lt(mediaUploads.lockedUntil, sql`now()`))),
          )
          .returning({ id: mediaUploads.id });
        if (taken.length > 0) return true;
        const exists = await db.select({ id: mediaUploads.id }).from(mediaUploads).where(eq(mediaUploads.id, id));
        if (exists.length === 0) return true;
        await db
          .update(mediaUploads)
          .set({ lockWantedAt: sql`now()` })
          .where(eq(mediaUploads.id, id));
        return false;
      }

      function keepRenewing(requestRelease: RequestRelease): void {
        renewal = setInterval(() => {
          void db
            .update(mediaUploads)
            .set({ lockToken: token, lockedUntil: leaseEnd })
            .where(and(eq(mediaUploads.id, id), or(eq(mediaUploads.lockToken, token), isNull(mediaUploads.lockToken))))
            .returning({ wanted: mediaUploads.lockWantedAt })
            .then(
              ([row]) => {
                if (row?.wanted) void requestRelease();
              },
              () => {},
            );
        }, pollMs * 10);
        renewal.unref();
      }

      return {
        async lock(signal, requestRelease) {
          const deadline = Date.now() + acquireTimeoutMs;
          while (!signal.aborted && Date.now() < deadline) {
            if (await tryAcquire()) {
              keepRenewing(requestRelease);
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, pollMs));
          }
          throw ERRORS.ERR_LOCK_TIMEOUT;
        },
        async unlock() {
          clearInterval(renewal);
          await db
            .update(mediaUploads)
            .set({ lockToken: null, lockedUntil: null })
            .where(and(eq(mediaUploads.id, id), eq(mediaUploads.lockToken, token)));
        },
      };
    },
  };
}
