import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.js';

/**
 * One resumable upload (tus), from its first byte to the stored file: the media id the creation
 * flow passes around instead of the file. Owned by a customer, or until sign-in by an anonymous
 * browser's client key (kept only as a hash). The row also carries the upload's lock lease, so
 * every app instance agrees on who may write it (upload-locker.ts).
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    /** The media id: random, and the last segment of the upload's URL. */
    id: uuid('id').primaryKey(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the anonymous browser's client key; after a claim only the owner counts. */
    clientKeyHash: text('client_key_hash'),
    /** sha256 of the creating address, for the anonymous byte cap (a fresh client key is free to make). */
    clientIpHash: text('client_ip_hash'),
    /** Upload-Length: what the client declared it will send. */
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Bytes received so far. */
    received: bigint('received', { mode: 'number' }).notNull().default(0),
    /** Named by the first bytes (never by the client); null until they arrive. */
    mime: text('mime'),
    /** The client's Upload-Metadata (file name, type), echoed to it on HEAD and shown back only as text. */
    metadata: jsonb('metadata').$type<Record<string, string | null>>(),
    /** The MediaStore key once the upload is complete and checked. */
    storageKey: text('storage_key'),
    /**
     * A video's key frame (a JPEG in the same MediaStore), made once when the upload completes so
     * later steps need not decode the video again; null for photos.
     */
    frameKey: text('frame_key'),
    /**
     * A photo's upright JPEG (at most 1200 px), made once so showing it back never decodes the
     * original again. A video shows its frame instead; rows from before the clip hold a 320 px still here.
     */
    previewKey: text('preview_key'),
    /** A video's short moving preview (a few silent seconds of H.264 MP4, 320 px); null for photos. */
    clipKey: text('clip_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The lock lease: who holds the upload, until when, and whether another request waits for it. */
    lockToken: text('lock_token'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockWantedAt: timestamp('lock_wanted_at', { withTimezone: true }),
  },
  (table) => [
    index('media_uploads_owner_idx').on(table.ownerUserId),
    index('media_uploads_client_key_idx').on(table.clientKeyHash),
    // The sweep and the anonymous caps look only at unclaimed rows.
    index('media_uploads_unclaimed_idx')
      .on(table.createdAt)
      .where(sql`${table.ownerUserId} is null`),
  ],
);

export type MediaUploadRow = typeof mediaUploads.$inferSelect;
