import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadServerMessages } from '../../shared/creation-messages';
import { bearer, postJson, signUp } from '../../../tests/support/auth';
import { mediaFixture } from '../../../tests/support/generate-request';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { uploadMedia } from '../../../tests/support/upload-request';

let testApp: TestApp;
let dataDir: string;
let alice: Record<string, string>;
let bob: Record<string, string>;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'keepsake-generate-media-'));
  testApp = await createTestApp({ env: { DATA_DIR: dataDir } });
  alice = bearer((await signUp(testApp.app, testApp.database)).token).headers;
  bob = bearer((await signUp(testApp.app, testApp.database)).token).headers;
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const fields = { memoryDescription: 'Sarah and I at the beach, she fell off every wave', tone: 'playful' };
const generate = (body: unknown, headers: Record<string, string>) =>
  postJson(testApp.app, '/api/generate-messages', body, { headers });

describe('generating options from a media id', () => {
  it('writes options for a finished upload named by its media id, with no file in the request', async () => {
    const mediaId = await uploadMedia(testApp.app, alice, mediaFixture('sunset.jpg'));
    const response = await generate({ ...fields, mediaId }, alice);
    expect(response.statusCode).toBe(200);
    expect(response.json().cardOptions).toHaveLength(3);
  });

  it('takes an upload this browser made before signing in', async () => {
    const browser = { 'keepsake-client-key': randomBytes(24).toString('base64url') };
    const mediaId = await uploadMedia(testApp.app, browser, mediaFixture('sunset.mp4'));
    const response = await generate({ ...fields, mediaId }, { ...alice, ...browser });
    expect(response.statusCode).toBe(200);
  });

  it("refuses another customer's media id as if it did not exist", async () => {
    const mediaId = await uploadMedia(testApp.app, alice, mediaFixture('sunset.jpg'));
    const theirs = await generate({ ...fields, mediaId }, bob);
    const unknown = await generate({ ...fields, mediaId: '0b0e2a4c-1d2e-4f5a-8b9c-0d1e2f3a4b5c' }, bob);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json()).toEqual({ error: uploadServerMessages.uploadNotFound, code: 'NOT_FOUND' });
  });

  it('asks to wait for an upload that is still arriving', async () => {
    const photo = mediaFixture('forest-portrait.jpg');
    const mediaId = await uploadMedia(testApp.app, alice, photo, { sendBytes: 100 });
    const response = await generate({ ...fields, mediaId }, alice);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(uploadServerMessages.uploadNotReady);
  });

  it('checks the text fields as the multipart form does', async () => {
    const mediaId = await uploadMedia(testApp.app, alice, mediaFixture('sunset.jpg'));
    const response = await generate({ mediaId, memoryDescription: ' ', tone: 'playful' }, alice);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Please add some context about your memory to continue.');
  });

  it('draws the style previews from a media id too', async () => {
    const mediaId = await uploadMedia(testApp.app, alice, mediaFixture('sunset.jpg'));
    const response = await postJson(
      testApp.app,
      '/api/style-previews',
      { mediaId, front: 'Hello' },
      { headers: alice },
    );
    expect(response.statusCode).toBe(200);
    const theirs = await postJson(testApp.app, '/api/style-previews', { mediaId }, { headers: bob });
    expect(theirs.statusCode).toBe(404);
  });
});
