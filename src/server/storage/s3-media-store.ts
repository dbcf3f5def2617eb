import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { AppError } from '../http/app-error.js';
import { mediaNotFoundMessage, newMediaKey, parseMediaKey } from '../media/media-keys.js';
import type { MediaStore } from '../media/media-store.js';
import { getObject, uploadObject, type Bucket } from './s3-objects.js';

/** Media sits under this prefix, beside card files and unfinished uploads in the same bucket. */
const mediaPrefix = 'media/';

/**
 * Media in an S3-compatible bucket under `media/<key>`, with the local store's keys, so a row's
 * storage key means the same file whichever store wrote it.
 */
export function createS3MediaStore(bucket: Bucket): MediaStore {
  const objectKey = (key: string) => {
    parseMediaKey(key);
    return `${mediaPrefix}${key}`;
  };
  return {
    async put(source, mime) {
      const key = newMediaKey(mime);
      await uploadObject(bucket, objectKey(key), source, mime);
      return key;
    },

    async open(key) {
      const { mime } = parseMediaKey(key);
      const object = await getObject(bucket, objectKey(key));
      if (!object) throw new AppError('NOT_FOUND', mediaNotFoundMessage);
      return { stream: object.stream, mime, size: object.size };
    },

    async remove(key) {
      // S3 answers a delete of a missing key with success, as the interface asks.
      await bucket.client.send(new DeleteObjectCommand({ Bucket: bucket.name, Key: objectKey(key) }));
    },
  };
}
