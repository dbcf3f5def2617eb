import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { GetObjectCommand, NoSuchKey, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

/** One bucket and the client that reaches it; every S3 store in this room takes one. */
export interface Bucket {
  client: S3Client;
  name: string;
}

/**
 * Streams `source` into `key`. Past 5 MB it goes as a multipart upload, which S3 shows only once
 * CompleteMultipartUpload succeeds; a failed stream aborts it (lib-storage's default), so a key
 * is never seen half-written. A `{path}` source is the caller's temp file: deleted once stored.
 */
export async function uploadObject(
  bucket: Bucket,
  key: string,
  source: Readable | { path: string },
  contentType?: string,
): Promise<void> {
  // Checked in this order because a file read stream has a `path` too, and must not be deleted.
  const body = source instanceof Readable ? source : createReadStream(source.path);
  try {
    await new Upload({
      client: bucket.client,
      params: { Bucket: bucket.name, Key: key, Body: body, ...(contentType ? { ContentType: contentType } : {}) },
    }).done();
  } catch (error) {
    // The source's own failure is the cause, even when aborting the multipart upload failed too
    // (s3rver has no AbortMultipartUpload; a bucket lifecycle rule clears what an abort missed).
    throw body.errored ?? error;
  } finally {
    if (body !== source) body.destroy();
  }
  if (!(source instanceof Readable)) await unlink(source.path);
}

/** Opens `key` as a stream, or undefined when the bucket does not hold it. */
export async function getObject(bucket: Bucket, key: string): Promise<{ stream: Readable; size: number } | undefined> {
  try {
    const object = await bucket.client.send(new GetObjectCommand({ Bucket: bucket.name, Key: key }));
    // In Node.js the SDK's body is an http.IncomingMessage, a Readable.
    const stream = object.Body as Readable;
    return { stream, size: object.ContentLength ?? 0 };
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}
