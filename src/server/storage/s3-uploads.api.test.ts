import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadServerMessages } from '../../shared/creation-messages';
import { bearer, signUp, uniqueIp } from '../../../tests/support/auth';
import { mediaFixture } from '../../../tests/support/generate-request';
import { startS3Server, type TestS3Server } from '../../../tests/support/s3-server';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createUpload, incompressiblePhoto, sendChunk, uploadOffset } from '../../../tests/support/upload-request';
import { jobNames } from '../jobs/jobs';
import { mediaUploads } from '../media/schema';
import { createFileStores } from '../services';

/**
 * Two app instances on one database and one bucket, as behind a load balancer: an upload may
 * begin on one and go on on the other, and no instance's data folder holds any of it.
 */
let s3: TestS3Server;
let first: TestApp;
let second: TestApp;
const dataDirs: string[] = [];
let now = new Date('2026-11-24T09:00:00Z');
let alice: Record<string, string>;

beforeAll(async () => {
  s3 = await startS3Server();
  // The SDK reads credentials from the process's environment only, as in production.
  for (const [name, value] of Object.entries(s3.env)) if (name.startsWith('AWS_')) vi.stubEnv(name, value);
  const instance = async (database?: TestApp) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'keepsake-s3-uploads-'));
    dataDirs.push(dataDir);
    return createTestApp({
      env: { DATA_DIR: dataDir, ...s3.env },
      clock: { now: () => now },
      ...(database ? { database } : {}),
    });
  };
  first = await instance();
  second = await instance(first);
  alice = bearer((await signUp(first.app, first.database)).token).headers;
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await s3?.close();
  for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
});

const keysUnder = async (prefix: string) => (await s3.keys()).filter((key) => key.startsWith(prefix));

async function filesInDataDirs(): Promise<string[]> {
  const found = await Promise.all(
    dataDirs.map(async (dir) =>
      (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()),
    ),
  );
  return found.flat().map((entry) => entry.name);
}

describe('resumable uploads kept in object storage', () => {
  it('takes a photo begun on one instance and finished on another, and keeps it in the bucket only', async () => {
    const bytes = await incompressiblePhoto();
    const mediaId = await createUpload(first.app, alice, bytes.length);
    const half = 40_000;
    expect((await sendChunk(first.app, mediaId, 0, bytes.subarray(0, half), alice)).statusCode).toBe(204);
    expect(await keysUnder(`uploads/${mediaId}/`)).toHaveLength(1);
    expect(await uploadOffset(second.app, mediaId, alice)).toBe(half);
    const last = await sendChunk(second.app, mediaId, half, bytes.subarray(half), alice);
    expect(last.statusCode).toBe(204);
    expect(last.headers['upload-offset']).toBe(String(bytes.length));

    const [row] = await first.database.db.select().from(mediaUploads).where(eq(mediaUploads.id, mediaId));
    expect(row?.storageKey).toBeTruthy();
    expect(await keysUnder('media/')).toContain(`media/${row!.storageKey}`);
    const stores = createFileStores(first.config);
    const stored = await stores.mediaStore.open(row!.storageKey!);
    expect(stored.size).toBe(bytes.length);
    expect((await buffer(stored.stream)).equals(bytes)).toBe(true);
    stores.close();
    expect(await keysUnder('uploads/')).toEqual([]);
    expect(await filesInDataDirs()).toEqual([]);
  });

  it('keeps nothing of a dropped chunk, so the client resumes from what the bucket holds', async () => {
    const bytes = await incompressiblePhoto();
    const mediaId = await createUpload(first.app, alice, bytes.length);
    const kept = 30_000;
    expect((await sendChunk(first.app, mediaId, 0, bytes.subarray(0, kept), alice)).statusCode).toBe(204);
    let sent = false;
    const dropped = new Readable({
      read() {
        if (sent) return void setTimeout(() => this.destroy(new Error('connection lost')), 50);
        sent = true;
        this.push(bytes.subarray(kept, kept + 20_000));
      },
    });
    await sendChunk(second.app, mediaId, kept, dropped, alice).catch(() => undefined);
    // Sent from where the bucket's parts end: the dropped request's 20,000 bytes count for
    // nothing (on a local disk they would, and this would be a 409). The upload's lock makes this
    // wait for the dropped request to finish.
    const resumed = await sendChunk(first.app, mediaId, kept, bytes.subarray(kept), alice);
    expect(resumed.statusCode).toBe(204);
    expect(await uploadOffset(second.app, mediaId, alice)).toBe(bytes.length);
    expect(await keysUnder('uploads/')).toEqual([]);
  });

  it('refuses a renamed executable with its first chunk and leaves no part of it', async () => {
    const fake = Buffer.concat([mediaFixture('renamed-executable.jpg'), randomBytes(60_000)]);
    const mediaId = await createUpload(first.app, alice, fake.length);
    const refused = await sendChunk(second.app, mediaId, 0, fake.subarray(0, 8192), alice);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ error: uploadServerMessages.notMedia, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await uploadOffset(first.app, mediaId, alice)).toBe(404);
    expect(await keysUnder('uploads/')).toEqual([]);
  });

  it('refuses an executable whose head arrives over two chunks, and removes the part already kept', async () => {
    const fake = Buffer.concat([mediaFixture('renamed-executable.jpg'), randomBytes(60_000)]);
    const mediaId = await createUpload(first.app, alice, fake.length);
    expect((await sendChunk(first.app, mediaId, 0, fake.subarray(0, 2_000), alice)).statusCode).toBe(204);
    const refused = await sendChunk(second.app, mediaId, 2_000, fake.subarray(2_000, 10_000), alice);
    expect(refused.statusCode).toBe(415);
    expect(await keysUnder('uploads/')).toEqual([]);
  });

  it('sweeps the parts of an upload nobody claimed', async () => {
    const browser = { 'keepsake-client-key': randomBytes(24).toString('base64url') };
    const bytes = await incompressiblePhoto();
    const mediaId = await createUpload(second.app, browser, bytes.length, { remoteAddress: uniqueIp() });
    expect((await sendChunk(second.app, mediaId, 0, bytes.subarray(0, 10_000), browser)).statusCode).toBe(204);
    expect(await keysUnder(`uploads/${mediaId}/`)).toHaveLength(1);
    now = new Date(now.getTime() + 61 * 60_000);
    await first.jobRegistry.handlers.get(jobNames.sweepMediaUploads)!({});
    expect(await uploadOffset(second.app, mediaId, browser)).toBe(404);
    expect(await keysUnder('uploads/')).toEqual([]);
  });
});
