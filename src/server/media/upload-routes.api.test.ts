import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadServerMessages } from '../../shared/creation-messages';
import { bearer, signUp, uniqueIp } from '../../../tests/support/auth';
import { mediaFixture } from '../../../tests/support/generate-request';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { incompressiblePhoto, sendChunk } from '../../../tests/support/upload-request';
import { jobNames } from '../jobs/jobs';
import { mediaUploads } from './schema';

let testApp: TestApp;
let dataDir: string;
let now = new Date('2026-11-24T09:00:00Z');
let alice: Record<string, string>;
let bob: Record<string, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'keepsake-uploads-'));
  testApp = await createTestApp({ env: { DATA_DIR: dataDir }, clock: { now: () => now } });
  alice = bearer((await signUp(testApp.app, testApp.database)).token).headers;
  bob = bearer((await signUp(testApp.app, testApp.database)).token).headers;
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const tus = { 'tus-resumable': '1.0.0' };
const clientKey = () => ({ 'keepsake-client-key': randomBytes(24).toString('base64url') });

async function create(headers: Record<string, string>, size: number, remoteAddress = '127.0.0.1') {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...tus, ...headers, 'upload-length': String(size), 'upload-metadata': 'filename bWVtb3J5LmpwZw==' },
    remoteAddress,
  });
  const mediaId = response.headers.location?.toString().split('/').pop() ?? '';
  return { response, mediaId };
}

const patch = (mediaId: string, offset: number, chunk: Buffer, headers: Record<string, string>) =>
  sendChunk(testApp.app, mediaId, offset, chunk, headers);

function head(mediaId: string, headers: Record<string, string>) {
  return testApp.app.inject({ method: 'HEAD', url: `/api/uploads/${mediaId}`, headers: { ...tus, ...headers } });
}

async function storedBytes(mediaId: string): Promise<Buffer | undefined> {
  const [row] = await testApp.database.db.select().from(mediaUploads).where(eq(mediaUploads.id, mediaId));
  return row?.storageKey ? readFile(path.join(dataDir, 'media', row.storageKey)) : undefined;
}

const partialExists = (mediaId: string) => existsSync(path.join(dataDir, 'media', 'partial', mediaId));

/** Sends `file` from `from` in chunks of `size`; returns the last response. */
async function sendChunks(mediaId: string, file: Buffer, size: number, headers: Record<string, string>, from = 0) {
  let last;
  for (let offset = from; offset < file.length; offset += size) {
    last = await patch(mediaId, offset, file.subarray(offset, offset + size), headers);
    expect(last.statusCode).toBe(204);
    expect(Number(last.headers['upload-offset'])).toBe(Math.min(offset + size, file.length));
  }
  return last;
}

describe('resumable uploads', () => {
  it('takes a photo in chunks, in order, and keeps it in the media store under its media id', async () => {
    const photo = await incompressiblePhoto();
    const { response, mediaId } = await create(alice, photo.length);
    expect(response.statusCode).toBe(201);
    expect(response.headers.location).toBe(`/api/uploads/${mediaId}`);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    await sendChunks(mediaId, photo, 64 * 1024, alice);
    expect(await storedBytes(mediaId)).toEqual(photo);
    expect(partialExists(mediaId)).toBe(false);
  });

  it('refuses a chunk sent for the wrong offset with 409 and loses nothing', async () => {
    const photo = await incompressiblePhoto();
    const { mediaId } = await create(alice, photo.length);
    const chunk = 50_000;
    await sendChunks(mediaId, photo.subarray(0, chunk), chunk, alice);
    const skipped = await patch(mediaId, 2 * chunk, photo.subarray(2 * chunk, 3 * chunk), alice);
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toEqual({ error: uploadServerMessages.uploadOffsetMismatch, code: 'CONFLICT' });
    const repeated = await patch(mediaId, 0, photo.subarray(0, chunk), alice);
    expect(repeated.statusCode).toBe(409);
    expect((await head(mediaId, alice)).headers['upload-offset']).toBe(String(chunk));
    await sendChunks(mediaId, photo, chunk, alice, chunk);
    expect(await storedBytes(mediaId)).toEqual(photo);
  });

  it('resumes from the offset HEAD reports, as a client does after a dropped connection', async () => {
    const photo = await incompressiblePhoto();
    const { mediaId } = await create(alice, photo.length);
    const firstPart = 70_001;
    await patch(mediaId, 0, photo.subarray(0, firstPart), alice);
    const state = await head(mediaId, alice);
    expect(state.statusCode).toBe(200);
    expect(state.headers['upload-offset']).toBe(String(firstPart));
    expect(state.headers['upload-length']).toBe(String(photo.length));
    expect(state.headers['cache-control']).toBe('no-store');
    const resumed = await patch(mediaId, firstPart, photo.subarray(firstPart), alice);
    expect(resumed.statusCode).toBe(204);
    expect(await storedBytes(mediaId)).toEqual(photo);
  });

  it('refuses a renamed executable with its first chunk and removes what arrived', async () => {
    const fake = Buffer.concat([mediaFixture('renamed-executable.jpg'), randomBytes(60_000)]);
    const { mediaId } = await create(alice, fake.length);
    const first = await patch(mediaId, 0, fake.subarray(0, 8192), alice);
    expect(first.statusCode).toBe(415);
    expect(first.json()).toEqual({ error: uploadServerMessages.notMedia, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(partialExists(mediaId)).toBe(false);
    expect((await head(mediaId, alice)).statusCode).toBe(404);
  });

  it('refuses a photo larger than the photo limit as soon as its first chunk names it a photo', async () => {
    const photo = await incompressiblePhoto();
    const { response, mediaId } = await create(alice, 26 * 1024 * 1024);
    expect(response.statusCode).toBe(201);
    const first = await patch(mediaId, 0, photo.subarray(0, 8192), alice);
    expect(first.statusCode).toBe(413);
    expect(first.json().error).toBe(uploadServerMessages.imageTooLarge);
    expect(partialExists(mediaId)).toBe(false);
  });

  it('checks pixels once the upload is complete', async () => {
    const bomb = mediaFixture('pixel-bomb.png');
    const { mediaId } = await create(alice, bomb.length);
    const last = await patch(mediaId, 0, bomb, alice);
    expect(last.statusCode).toBe(413);
    expect(last.json().error).toBe(uploadServerMessages.tooManyPixels);
    expect((await head(mediaId, alice)).statusCode).toBe(404);
  });

  it("answers another customer's media id exactly like one that never existed", async () => {
    const photo = await incompressiblePhoto();
    const { mediaId } = await create(alice, photo.length);
    await patch(mediaId, 0, photo.subarray(0, 10_000), alice);
    const unknown = await head('0b0e2a4c-1d2e-4f5a-8b9c-0d1e2f3a4b5c', bob);
    const theirs = await head(mediaId, bob);
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    const overwrite = await patch(mediaId, 10_000, photo.subarray(10_000), bob);
    expect(overwrite.statusCode).toBe(404);
    expect(overwrite.json()).toEqual({ error: uploadServerMessages.uploadNotFound, code: 'NOT_FOUND' });
    const cancel = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${mediaId}`,
      headers: { ...tus, ...bob },
    });
    expect(cancel.statusCode).toBe(404);
    expect((await head(mediaId, alice)).headers['upload-offset']).toBe('10000');
  });

  it('keeps only a clean file name and type from the metadata (a NUL is dropped, not a 500)', async () => {
    const name = Buffer.from('mem\u0000ory.jpg').toString('base64');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...tus, ...alice, 'upload-length': '776', 'upload-metadata': `filename ${name},secret c2VjcmV0` },
    });
    expect(response.statusCode).toBe(201);
    const mediaId = String(response.headers.location).split('/').pop()!;
    const [row] = await testApp.database.db.select().from(mediaUploads).where(eq(mediaUploads.id, mediaId));
    expect(row?.metadata).toEqual({ filename: 'memory.jpg' });
  });

  it('cancelling removes the upload and its bytes', async () => {
    const photo = await incompressiblePhoto();
    const { mediaId } = await create(alice, photo.length);
    await patch(mediaId, 0, photo.subarray(0, 10_000), alice);
    const cancel = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${mediaId}`,
      headers: { ...tus, ...alice },
    });
    expect(cancel.statusCode).toBe(204);
    expect(partialExists(mediaId)).toBe(false);
    expect((await head(mediaId, alice)).statusCode).toBe(404);
  });
});

describe('anonymous uploads', () => {
  it('are refused without a client key or a sign-in', async () => {
    const { response } = await create({}, 1000);
    expect(response.statusCode).toBe(401);
  });

  it('belong to the browser that made them until it signs in, which claims them', async () => {
    const browser = clientKey();
    const photo = mediaFixture('sunset.jpg');
    const { mediaId } = await create(browser, photo.length, uniqueIp());
    expect((await patch(mediaId, 0, photo, browser)).statusCode).toBe(204);
    expect((await head(mediaId, clientKey())).statusCode).toBe(404);
    expect((await head(mediaId, bob)).statusCode).toBe(404);
    // Alice signs in in that browser: her first request with its key takes the upload over.
    expect((await head(mediaId, { ...alice, ...browser })).statusCode).toBe(200);
    expect((await head(mediaId, alice)).statusCode).toBe(200);
    expect((await head(mediaId, browser)).statusCode).toBe(404);
  });

  it('hold at most the byte cap per client key and per address', async () => {
    const address = uniqueIp();
    const first = await create(clientKey(), 250 * 1024 * 1024, address);
    expect(first.response.statusCode).toBe(201);
    const over = await create(clientKey(), 60 * 1024 * 1024, address);
    expect(over.response.statusCode).toBe(429);
    expect(over.response.json()).toEqual({ error: uploadServerMessages.uploadCapReached, code: 'TOO_MANY_REQUESTS' });
    const elsewhere = await create(clientKey(), 60 * 1024 * 1024, uniqueIp());
    expect(elsewhere.response.statusCode).toBe(201);
  });

  it('expire an hour after they began when nobody claimed them (app clock)', async () => {
    const browser = clientKey();
    const photo = mediaFixture('sunset.jpg');
    const unclaimed = await create(browser, photo.length, uniqueIp());
    await patch(unclaimed.mediaId, 0, photo.subarray(0, 500), browser);
    const claimed = await create(alice, photo.length);
    await patch(claimed.mediaId, 0, photo, alice);
    const sweep = () => testApp.jobRegistry.handlers.get(jobNames.sweepMediaUploads)!({});

    now = new Date(now.getTime() + 59 * 60_000);
    await sweep();
    expect((await head(unclaimed.mediaId, browser)).statusCode).toBe(200);
    now = new Date(now.getTime() + 2 * 60_000);
    await sweep();
    expect((await head(unclaimed.mediaId, browser)).statusCode).toBe(404);
    expect(partialExists(unclaimed.mediaId)).toBe(false);
    expect(await storedBytes(claimed.mediaId)).toEqual(photo);
  });
});
