import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStylePreviews } from './style-previews';

const previews = { front: 'Hi', previews: [] };
const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'pier.jpg', { type: 'image/jpeg' });
const mediaId = '0b0e2a4c-1d2e-4f5a-8b9c-0d1e2f3a4b5c';

afterEach(() => vi.unstubAllGlobals());

describe('style previews for an uploaded picture', () => {
  it('name the media id and send no file', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify(previews))),
    );
    vi.stubGlobal('fetch', fetchMock);
    // The answer's shape is not what these tests are about: only what was sent.
    await fetchStylePreviews(file, 'Hi', undefined, mediaId).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ mediaId, front: 'Hi' });
  });

  it('send the file after all when the upload has expired', async () => {
    const fetchMock = vi.fn((_url: string, init: RequestInit) =>
      Promise.resolve(
        typeof init.body === 'string'
          ? new Response(JSON.stringify({ error: 'gone', code: 'NOT_FOUND' }), { status: 404 })
          : new Response(JSON.stringify(previews)),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await fetchStylePreviews(file, undefined, undefined, mediaId).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[1]![1].body as FormData).get('memory')).toBeInstanceOf(File);
  });
});
