import { PutObjectCommand } from '@aws-sdk/client-s3';
import { isCardFileKey, type CardFileStore } from '../card-review/card-file-store.js';
import { AppError } from '../http/app-error.js';
import { getObject, type Bucket } from './s3-objects.js';

const cardPrefix = 'cards/';

const contentTypes = { webp: 'image/webp', pdf: 'application/pdf' } as const;

function objectKey(key: string): string {
  if (!isCardFileKey(key)) throw new AppError('NOT_FOUND', 'That file could not be found.');
  return `${cardPrefix}${key}`;
}

/** Card previews and print PDFs in an S3-compatible bucket under `cards/<key>`. */
export function createS3CardFileStore(bucket: Bucket): CardFileStore {
  return {
    async put(key, bytes) {
      // One PutObject: S3 shows the object whole once it succeeds, or not at all.
      const extension = key.slice(key.lastIndexOf('.') + 1) as keyof typeof contentTypes;
      await bucket.client.send(
        new PutObjectCommand({
          Bucket: bucket.name,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentTypes[extension],
        }),
      );
    },
    async read(key) {
      const object = await getObject(bucket, objectKey(key));
      if (!object) throw new AppError('NOT_FOUND', 'That file could not be found.');
      const chunks: Buffer[] = [];
      for await (const chunk of object.stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
  };
}
