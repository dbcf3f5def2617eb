import type { UploadOptions } from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadServerMessages } from '@shared/creation-messages';
import { MemoryStorage } from '@/test-support/memory-storage';

/** tus-js-client's Upload, driven by the test: it reports progress and success when told. */
const uploads: { options: UploadOptions; url: string | null }[] = [];
vi.mock('tus-js-client', () => ({
  Upload: class {
    url: string | null = null;
    constructor(
      _file: File,
      readonly options: UploadOptions,
    ) {
      uploads.push(this);
    }
    findPreviousUploads = () => Promise.resolve([]);
    start() {}
    abort = () => Promise.resolve();
  },
}));

const { cancelMediaUpload, startMediaUpload, uploadedMediaId } = await import('./media-upload');

const video = new File([new Uint8Array(1000)], 'beach.mp4', { type: 'video/mp4' });
const settled = async (promise: Promise<unknown>) => {
  let value: unknown = 'still waiting';
  void promise.then((result) => (value = result));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return value;
};

beforeEach(() => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('localStorage', new MemoryStorage());
});
afterEach(() => {
  cancelMediaUpload();
  uploads.length = 0;
  vi.unstubAllGlobals();
});

describe("the media id of the chosen file's upload", () => {
  it('waits for an upload under way and answers its media id once the last byte is in', async () => {
    await startMediaUpload(video);
    const upload = uploads[0]!;
    upload.options.onProgress!(400, 1000);
    const answer = uploadedMediaId(video);
    expect(await settled(answer)).toBe('still waiting');
    upload.url = '/api/uploads/0b7c5a52-8f0e-4c9e-9d61-3f0f1a1c2d3e';
    upload.options.onSuccess!({ lastResponse: null as never });
    expect(await answer).toBe('0b7c5a52-8f0e-4c9e-9d61-3f0f1a1c2d3e');
  });

  it('is null at once for a file that is not the one uploading, so that file is sent instead', async () => {
    await startMediaUpload(video);
    const other = new File([new Uint8Array(10)], 'other.jpg', { type: 'image/jpeg' });
    expect(await settled(uploadedMediaId(other))).toBeNull();
  });

  it("is refused with the server's words when the server refused the file, so it is not sent again", async () => {
    await startMediaUpload(video);
    const refused = uploadedMediaId(video);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = uploadServerMessages.videoTooLong;
    const refusal = Object.assign(new Error('response code: 422'), {
      originalResponse: {
        getStatus: () => 422,
        getBody: () => JSON.stringify({ error: message, code: 'UNPROCESSABLE' }),
      },
    });
    uploads[0]!.options.onError!(refusal);
    await expect(refused).rejects.toMatchObject({ name: 'ApiError', message });
  });

  it('is null when the upload breaks off or is cancelled while waited for', async () => {
    await startMediaUpload(video);
    const failing = uploadedMediaId(video);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    uploads[0]!.options.onError!(new Error('refused'));
    expect(await failing).toBeNull();

    await startMediaUpload(video);
    const cancelled = uploadedMediaId(video);
    cancelMediaUpload();
    expect(await cancelled).toBeNull();
  });
});
