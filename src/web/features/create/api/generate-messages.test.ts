import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { generateMessages, generationErrorMessage } from './generate-messages';

const options = [
  { front: 'One', inside: 'Inside one', back: 'Back one' },
  { front: 'Two', inside: 'Inside two', back: 'Back two' },
  { front: 'Three', inside: 'Inside three', back: 'Back three' },
];

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('POST /api/generate-messages from the browser', () => {
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'pier.jpg', { type: 'image/jpeg' });

  it('sends the file as memory with the description and tone, and no previousOptions at first', async () => {
    const fetchMock = answer(200, { cardOptions: options, writer: 'offline' });
    const result = await generateMessages({ file, memoryDescription: 'The pier', tone: 'roast' });
    expect(result).toEqual({ cardOptions: options, writer: 'offline' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/generate-messages');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    const body = init.body as FormData;
    expect(body.get('memoryDescription')).toBe('The pier');
    expect(body.get('tone')).toBe('roast');
    expect((body.get('memory') as File).name).toBe('pier.jpg');
    expect(body.has('previousOptions')).toBe(false);
    // The browser must write the multipart boundary itself.
    expect(new Headers(init.headers).has('content-type')).toBe(false);
  });

  it('names a finished upload by its media id and sends no file', async () => {
    const fetchMock = answer(200, { cardOptions: options, writer: 'offline' });
    const mediaId = '0b0e2a4c-1d2e-4f5a-8b9c-0d1e2f3a4b5c';
    await generateMessages({ file, mediaId, memoryDescription: 'The pier', tone: 'roast', previousOptions: options });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0]![1];
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(new Headers(init.headers).get('keepsake-client-key')).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(JSON.parse(init.body as string)).toEqual({
      mediaId,
      memoryDescription: 'The pier',
      tone: 'roast',
      previousOptions: options,
    });
  });

  it('sends the file after all when the upload has expired', async () => {
    const fetchMock = vi.fn((_url: string, init: RequestInit) =>
      Promise.resolve(
        typeof init.body === 'string'
          ? new Response(JSON.stringify({ error: 'gone', code: 'NOT_FOUND' }), { status: 404 })
          : new Response(JSON.stringify({ cardOptions: options, writer: 'offline' }), { status: 200 }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const mediaId = '0b0e2a4c-1d2e-4f5a-8b9c-0d1e2f3a4b5c';
    const result = await generateMessages({ file, mediaId, memoryDescription: 'The pier', tone: 'roast' });
    expect(result.cardOptions).toEqual(options);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[1]![1].body as FormData).get('memory')).toBeInstanceOf(File);
  });

  it('sends the options already shown as JSON text for Load More', async () => {
    const fetchMock = answer(200, { cardOptions: options, writer: 'llm' });
    await generateMessages({ file, memoryDescription: 'The pier', tone: 'playful', previousOptions: options });
    const body = fetchMock.mock.calls[0]![1].body as FormData;
    expect(JSON.parse(body.get('previousOptions') as string)).toEqual(options);
  });

  it("shows the server's error, else the spec's fallback", async () => {
    answer(413, { error: 'That photo is too large.' });
    const error = await generateMessages({ file, memoryDescription: 'x', tone: 'sentimental' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(generationErrorMessage(error, 'Failed to generate messages')).toBe('That photo is too large.');
    expect(generationErrorMessage(new TypeError('Failed to fetch'), 'Failed to generate more messages')).toBe(
      'Failed to generate more messages',
    );
  });

  it('refuses an answer that is not the contract', async () => {
    answer(200, { cardOptions: [{ front: '' }], writer: 'offline' });
    await expect(generateMessages({ file, memoryDescription: 'x', tone: 'roast' })).rejects.toThrow();
  });
});
