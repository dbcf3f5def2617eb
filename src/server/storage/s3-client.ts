import { S3Client } from '@aws-sdk/client-s3';
import type { ObjectStorageConfig } from '../config.js';

/**
 * The one S3Client of a process. Credentials come from the SDK's own chain (AWS_ACCESS_KEY_ID,
 * a profile, an instance role), never from Keepsake's configuration.
 */
export function createS3Client(storage: ObjectStorageConfig): S3Client {
  return new S3Client({
    region: storage.region,
    forcePathStyle: storage.forcePathStyle,
    ...(storage.endpoint
      ? {
          endpoint: storage.endpoint,
          // Since 3.729 the SDK sends streamed bodies with aws-chunked framing and a trailing
          // CRC32 by default. AWS understands that; s3rver (and some other S3-compatible
          // services) store the framing inside the object, so every streamed file would come
          // back corrupted. Checksums only where the API demands them (DeleteObjects) avoids it.
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
}
