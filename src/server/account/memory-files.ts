import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { orderServerMessages } from '../../shared/checkout-messages.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { shownPictureEdge } from '../media/derived-media.js';
import type { MediaStore, StoredMedia } from '../media/media-store.js';
import { mediaTypeOfMime } from '../media/media-types.js';
import { preparePicture, type PrepareOptions } from '../media/prepare-picture.js';
import { findOrder } from '../orders/orders.js';

const THUMBNAIL_EDGE = 480;
const CACHE_SIZE = 200;
/** The change editor draws the picture under its crop: the upright copy uploads keep, in size too. */
const PICTURE_CACHE_SIZE = 32;

async function cached(cache: Map<string, Buffer>, size: number, key: string, make: () => Promise<Buffer>) {
  const hit = cache.get(key);
  if (hit) return hit;
  const jpeg = await make();
  if (cache.size >= size) cache.delete(cache.keys().next().value as string);
  cache.set(key, jpeg);
  return jpeg;
}

export interface MemoryFiles {
  original(orderId: string): Promise<StoredMedia>;
  thumbnail(orderId: string): Promise<Buffer>;
  /** The picture upright as a JPEG of at most `shownPictureEdge` px (a video's frame): what a browser can draw. */
  picture(orderId: string): Promise<Buffer>;
}

/**
 * An order's memory for the screens that show it: the original file, and a small JPEG (a video's
 * key frame) made on first request and kept in a small in-process cache.
 */
export function createMemoryFiles(deps: { db: Db; store: MediaStore; prepare: PrepareOptions }): MemoryFiles {
  const thumbnails = new Map<string, Buffer>();
  const pictures = new Map<string, Buffer>();

  async function memoryOf(orderId: string) {
    const order = await findOrder(deps.db, orderId);
    if (!order?.memoryKey || !order.memoryMime) throw new AppError('NOT_FOUND', orderServerMessages.orderNotFound);
    return { key: order.memoryKey, mime: order.memoryMime };
  }

  async function makeThumbnail(key: string, mime: string, maxEdge = THUMBNAIL_EDGE): Promise<Buffer> {
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
          maxEdge,
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
      return cached(thumbnails, CACHE_SIZE, key, () => makeThumbnail(key, mime));
    },
    async picture(orderId) {
      const { key, mime } = await memoryOf(orderId);
      return cached(pictures, PICTURE_CACHE_SIZE, key, () => makeThumbnail(key, mime, shownPictureEdge));
    },
  };
}
