import { afterEach, describe, expect, it } from 'vitest';
import { prepareMedia, releaseMedia, type ChosenMedia } from './media-preview';

let prepared: ChosenMedia | null = null;
afterEach(() => releaseMedia(prepared));

describe('the thumbnail of a chosen memory', () => {
  it("draws a video's key frame restored after a reload as a picture, and still calls it a video", async () => {
    // What restoreFromMedia hands back for a video: its key frame as a JPEG, under the video's name.
    const keyFrame = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'beach.mp4', {
      type: 'image/jpeg',
    });
    prepared = await prepareMedia(keyFrame);
    expect(prepared.kind).toBe('video');
    expect(prepared.previewUrl).toMatch(/^blob:/);
  });
});
