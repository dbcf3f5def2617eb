import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { orderServerMessages } from '../../shared/checkout-messages.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import type { MediaStore, StoredMedia } from '../media/media-store.js';
import { mediaTypeOfMime } from '../media/media-types.js';
import { preparePicture, type PrepareOptions } from '../media/prepare-picture.js';
import { findOrder } from '../orders/orders.js';

const THUMBNAIL_EDGE = 480;
const CACHE_SIZE = 200;

export interface MemoryFiles {
  original(orderId: string): Promise<StoredMedia>;
  thumbnail(orderId: string): Promise<Buffer>;
}

/**
 * An order's memory for the screens that show it: the original file, and a small JPEG (a video's
 * key frame) made on first request and kept in a small in-process cache.
 */
export function createMemoryFiles(deps: { db: Db; store: MediaStore; prepare: PrepareOptions }): MemoryFiles {
  const thumbnails = new Map<string, Buffer>();

  async function memoryOf(orderId: string) {
    const order = await findOrder(deps.db, orderId);
    if (!order?.memoryKey || !order.memoryMime) throw new AppError('NOT_FOUND', orderServerMessages.orderNotFound);
    return { key: order.memoryKey, mime: order.memoryMime };
  }

  async function makeThumbnail(key: string, mime: string): Promise<Buffer> {
    const type = mediaTypeOfMime(mime);
    if (!type) throw new AppError('NOT_FOUND', orderServerMessages.orderNotFound);
    const folder = await mkdtemp(path.join(os.tmpdir(), 'keepsake-thumb-'));
    try {
      const file = path.join(folder, `memory.${type.ext}`);
      const stored = await deps.store.open(key);
      await pipeline(stored.stream, createWriteStream(file));
      const prepared = await preparePicture(
        { path: file, mime: type.mime, kind: type.kind },
        {
          ...deps.prepare,
          maxEdge: THUMBNAIL_EDGE,
        },
      );
      return prepared.jpeg;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  return {
    async original(orderId) {
      return deps.store.open((await memoryOf(orderId)).key);
    },
    async thumbnail(orderId) {
      const { key, mime } = await memoryOf(orderId);
      const cached = thumbnails.get(key);
      if (cached) return cached;
      const jpeg = await makeThumbnail(key, mime);
      if (thumbnails.size >= CACHE_SIZE) thumbnails.delete(thumbnails.keys().next().value as string);
      thumbnails.set(key, jpeg);
      return jpeg;
    },
  };
}
