import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { uploadServerMessages } from '../../shared/creation-messages';
import { mediaFixture } from '../../../tests/support/generate-request';
import { useMediaTestApp } from '../../../tests/support/media-test-app';
import { defaultMediaLimits } from './media-limits';
import { mediaUploads } from './schema';

// sunset.mp4 is 160x120 and 1.5 s long: this limit sits just below it.
const media = useMediaTestApp('keepsake-video-limits-', {
  mediaLimits: { ...defaultMediaLimits, videoMaxSeconds: 1 },
});
const tus = { 'tus-resumable': '1.0.0' };

describe("a resumable video upload held to a memory clip's length", () => {
  it('is refused with a clear 422 when its last byte arrives, and nothing of it is kept', async () => {
    const video = mediaFixture('sunset.mp4');
    const created = await media.testApp.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...tus, ...media.alice, 'upload-length': String(video.length) },
    });
    expect(created.statusCode).toBe(201);
    const mediaId = String(created.headers.location).split('/').pop()!;
    const sent = await media.testApp.app.inject({
      method: 'PATCH',
      url: `/api/uploads/${mediaId}`,
      headers: { ...tus, ...media.alice, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: video,
    });
    expect(sent.statusCode).toBe(422);
    expect(sent.json()).toMatchObject({ error: uploadServerMessages.videoTooLong });

    const preview = await media.testApp.app.inject({
      method: 'GET',
      url: `/api/uploads/${mediaId}/preview`,
      headers: media.alice,
    });
    expect(preview.statusCode).toBe(404);
    expect(await media.testApp.database.db.select().from(mediaUploads)).toEqual([]);
    const files = await readdir(path.join(media.dataDir, 'media'), { recursive: true, withFileTypes: true });
    expect(files.filter((entry) => entry.isFile())).toEqual([]);
  });
});
