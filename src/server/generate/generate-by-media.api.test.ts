import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uploadServerMessages } from '../../shared/creation-messages';
import { postJson } from '../../../tests/support/auth';
import { mediaFixture } from '../../../tests/support/generate-request';
import { uploadMedia } from '../../../tests/support/upload-request';
import { useMediaTestApp } from '../../../tests/support/media-test-app';

const media = useMediaTestApp('keepsake-generate-media-');

const fields = { memoryDescription: 'Sarah and I at the beach, she fell off every wave', tone: 'playful' };
const generate = (body: unknown, headers: Record<string, string>) =>
  postJson(media.testApp.app, '/api/generate-messages', body, { headers });

describe('generating options from a media id', () => {
  it('writes options for a finished upload named by its media id, with no file in the request', async () => {
    const mediaId = await uploadMedia(media.testApp.app, media.alice, mediaFixture('sunset.jpg'));
    const response = await generate({ ...fields, mediaId }, media.alice);
    expect(response.statusCode).toBe(200);
    expect(response.json().cardOptions).toHaveLength(3);
  });

  it('takes an upload this browser made before signing in', async () => {
    const browser = { 'keepsake-client-key': randomBytes(24).toString('base64url') };
    const mediaId = await uploadMedia(media.testApp.app, browser, mediaFixture('sunset.mp4'));
    const response = await generate({ ...fields, mediaId }, { ...media.alice, ...browser });
    expect(response.statusCode).toBe(200);
  });

  it("refuses another customer's media id as if it did not exist", async () => {
    const mediaId = await uploadMedia(media.testApp.app, media.alice, mediaFixture('sunset.jpg'));
    const theirs = await generate({ ...fields, mediaId }, media.bob);
    const unknown = await generate({ ...fields, mediaId: '0b0e2a4c-1d2e-4f5a-8b9c-0d1e2f3a4b5c' }, media.bob);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json()).toEqual({ error: uploadServerMessages.uploadNotFound, code: 'NOT_FOUND' });
  });

  it('asks to wait for an upload that is still arriving', async () => {
    const photo = mediaFixture('forest-portrait.jpg');
    const mediaId = await uploadMedia(media.testApp.app, media.alice, photo, { sendBytes: 100 });
    const response = await generate({ ...fields, mediaId }, media.alice);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(uploadServerMessages.uploadNotReady);
  });

  it('checks the text fields as the multipart form does', async () => {
    const mediaId = await uploadMedia(media.testApp.app, media.alice, mediaFixture('sunset.jpg'));
    const response = await generate({ mediaId, memoryDescription: ' ', tone: 'playful' }, media.alice);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Please add some context about your memory to continue.');
  });

  it('draws the style previews from a media id too', async () => {
    const mediaId = await uploadMedia(media.testApp.app, media.alice, mediaFixture('sunset.jpg'));
    const response = await postJson(
      media.testApp.app,
      '/api/style-previews',
      { mediaId, front: 'Hello' },
      { headers: media.alice },
    );
    expect(response.statusCode).toBe(200);
    const theirs = await postJson(media.testApp.app, '/api/style-previews', { mediaId }, { headers: media.bob });
    expect(theirs.statusCode).toBe(404);
  });
});
