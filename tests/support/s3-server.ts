import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The environment a Keepsake process needs to keep its files in this server's bucket. */
  env: Record<string, string>;
  /** Keys of every object in the bucket now (s3rver keeps each object as a folder of files). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** s3rver keeps `<bucket>/<key>._S3rver_object` (+ metadata) files; the object names are the keys. */
async function listKeys(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('._S3rver_object'))
    .map((entry) =>
      path
        .relative(root, path.join(entry.parentPath, entry.name.replace(/\._S3rver_object$/, '')))
        .split(path.sep)
        .join('/'),
    )
    .sort();
}

/**
 * An S3-compatible server from npm (s3rver) on a free port with one empty bucket, in this
 * process: the storage adapters and the many-machines test talk to it over real HTTP.
 */
export async function startS3Server(bucket = 'keepsake-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'keepsake-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials, through the SDK's standard variables.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    keys: () => listKeys(path.join(directory, bucket)),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
