import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../tests/support/auth';
import { mediaFixture } from '../../../tests/support/generate-request';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createLocalMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';

let testApp: TestApp;
let dataDir: string;
let alice: Record<string, string>;
/** The store refuses the next finished original once (a full disk, an S3 hiccup). */
let failNextOriginal = false;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'keepsake-upload-completion-'));
  const local = createLocalMediaStore(path.join(dataDir, 'media'));
  const flaky: MediaStore = {
    ...local,
    async put(source, mime) {
      if (failNextOriginal && !('read' in source)) {
        failNextOriginal = false;
        throw new Error('the store is briefly unavailable');
      }
      return local.put(source, mime);
    },
  };
  testApp = await createTestApp({ env: { DATA_DIR: dataDir }, deps: { mediaStore: flaky } });
  alice = bearer((await signUp(testApp.app, testApp.database)).token).headers;
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const tus = { 'tus-resumable': '1.0.0' };
const send = (mediaId: string, offset: number, bytes: Buffer) =>
  testApp.app.inject({
    method: 'PATCH',
    url: `/api/uploads/${mediaId}`,
    headers: { ...tus, ...alice, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    payload: bytes,
  });
const offsetOf = async (mediaId: string) =>
  Number(
    (await testApp.app.inject({ method: 'HEAD', url: `/api/uploads/${mediaId}`, headers: { ...tus, ...alice } }))
      .headers['upload-offset'],
  );

describe('an upload whose last request did not complete it', () => {
  it('reports one byte short, so the client sends the last byte again and it completes then', async () => {
    const photo = mediaFixture('sunset.jpg');
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...tus, ...alice, 'upload-length': String(photo.length) },
    });
    const mediaId = String(created.headers.location).split('/').pop()!;
    failNextOriginal = true;
    expect((await send(mediaId, 0, photo)).statusCode).toBeGreaterThanOrEqual(500);

    // Not finished for the client, whose next step is to resume from the server's offset.
    expect(await offsetOf(mediaId)).toBe(photo.length - 1);
    const preview = () => testApp.app.inject({ method: 'GET', url: `/api/uploads/${mediaId}/preview`, headers: alice });
    expect((await preview()).statusCode).toBe(409);

    expect((await send(mediaId, photo.length - 1, photo.subarray(-1))).statusCode).toBe(204);
    expect(await offsetOf(mediaId)).toBe(photo.length);
    expect((await preview()).statusCode).toBe(200);
  });
});
